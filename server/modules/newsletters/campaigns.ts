import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  CreateCampaignInputSchema,
  type Campaign,
  type CampaignRecipient,
  type CreateCampaignInput,
  type NewsletterSettings,
} from '#shared/contracts/newsletters.contract.ts'
import { CAMPAIGN_REQUIRED_MESSAGE } from '#shared/contracts/newsletters-texts.ts'
import type { CampaignRecipientStatus } from '#shared/domain/publishing.ts'
import { campaignText, sanitizeCampaignHtml } from './campaign-content.ts'
import { isHardBounce, type DeliveryReport } from './delivery-report.ts'
import { NEWSLETTER_JOBS, type NewslettersDeps } from './newsletters.deps.ts'
import {
  countRecipients,
  findCampaign,
  findListById,
  findRecipientsByMessageIds,
  insertCampaign,
  listCampaignRows,
  listRecipients,
  queueRecipients,
  recordRecipientBounce,
} from './newsletters.repository.ts'

export type CampaignsDeps = {
  getSettings: () => Promise<NewsletterSettings>
  requestMailchimpSync: () => Promise<void>
}

/** Campaigns: queueing one, the lists of them and their recipients, and bounces coming back. */
export function createCampaigns(deps: NewslettersDeps, { getSettings, requestMailchimpSync }: CampaignsDeps) {
  const { db, config, log, audit } = deps

  /**
   * Queues a campaign: the HTML is sanitized, the list's SUBSCRIBED addresses are fixed as its
   * recipients in one statement, and the sending job is committed with them.
   */
  async function createCampaign(admin: User, input: CreateCampaignInput): Promise<Campaign> {
    const body = CreateCampaignInputSchema.parse(input)
    const list = await findListById(db, body.listId)
    if (!list) {
      throw new AppError('validation_failed', CAMPAIGN_REQUIRED_MESSAGE, {
        listId: CAMPAIGN_REQUIRED_MESSAGE,
      })
    }
    const html = sanitizeCampaignHtml(body.content)
    if (!campaignText(html) && !/<img\b/i.test(html)) {
      throw new AppError('validation_failed', CAMPAIGN_REQUIRED_MESSAGE, {
        content: CAMPAIGN_REQUIRED_MESSAGE,
      })
    }
    const defaults = (await getSettings()).defaults
    const fromName = body.fromName || defaults.fromName
    const fromEmail = body.fromEmail || defaults.fromEmail
    const { campaign, jobId } = await db.transaction(async (tx) => {
      const row = await insertCampaign(tx, {
        subject: body.subject,
        html,
        listId: list.id,
        fromName,
        fromEmail,
        createdByUserId: admin.id,
      })
      const total = await queueRecipients(tx, row.id, list.id)
      const job = await deps.jobs.enqueue(
        NEWSLETTER_JOBS.sendCampaign,
        { campaignId: row.id },
        { uniqueKey: `${NEWSLETTER_JOBS.sendCampaign}:${row.id}`, maxAttempts: 10 },
        tx,
      )
      await audit.record(
        {
          caseId: null,
          actor: 'ADMIN',
          actorUserId: admin.id,
          action: 'CAMPAIGN_CREATED',
          detail: { label: body.subject, campaignId: row.id, list: list.name, recipients: total },
        },
        tx,
      )
      return { campaign: { ...row, totalRecipients: total }, jobId: job?.id ?? null }
    })
    // Started at once where this process runs jobs; the loop picks it up otherwise.
    if (jobId && config.jobsEnabled) {
      void deps.jobs
        .runJobs([jobId])
        .catch((error: unknown) => log.error({ err: error }, 'campaign job failed'))
    }
    await requestMailchimpSync()
    const counts = (await countRecipients(db, [campaign.id])).get(campaign.id)!
    return toCampaignShape(campaign, list.name, counts)
  }

  /** Campaigns, newest first, with their recipients by status. */
  async function listCampaigns(limit = 50): Promise<Campaign[]> {
    const rows = await listCampaignRows(db, limit)
    const counts = await countRecipients(
      db,
      rows.map((r) => r.campaign.id),
    )
    return rows.map(({ campaign, listName }) => toCampaignShape(campaign, listName, counts.get(campaign.id)!))
  }

  /** One campaign's recipients with their delivery status. */
  async function listCampaignRecipients(
    campaignId: string,
    status: CampaignRecipientStatus | undefined,
    limit: number,
  ): Promise<CampaignRecipient[]> {
    if (!(await findCampaign(db, campaignId))) throw new AppError('not_found', 'Campaign not found')
    const rows = await listRecipients(db, campaignId, status, limit)
    return rows.map((r) => ({ ...r, sentAt: r.sentAt?.toISOString() ?? null }))
  }

  /**
   * Records a delivery report (from the inbound mail server): each recipient whose message it
   * names is marked BOUNCED, and on a permanent failure (5.x.x) its subscriber too. Returns whether
   * the report was about campaign mail.
   */
  async function recordBounce(report: DeliveryReport): Promise<boolean> {
    const recipients = await findRecipientsByMessageIds(db, report.originalMessageIds)
    if (recipients.length === 0) return false
    const failed = report.recipients[0]
    const isHard = failed ? isHardBounce(failed) : true
    const reason = failed?.status ? `bounced (${failed.status})` : 'bounced'
    for (const recipient of recipients) await recordRecipientBounce(db, recipient, reason, isHard)
    if (isHard) await requestMailchimpSync()
    return true
  }

  return { createCampaign, listCampaigns, listCampaignRecipients, recordBounce }
}

function toCampaignShape(
  row: {
    id: string
    subject: string
    listId: string
    fromName: string
    fromEmail: string
    status: Campaign['status']
    totalRecipients: number
    errorMessage: string | null
    externalId: string | null
    createdAt: Date
    finishedAt: Date | null
  },
  listName: string,
  counts: Record<CampaignRecipientStatus, number>,
): Campaign {
  const done = counts.SENT + counts.FAILED + counts.BOUNCED + counts.SKIPPED
  const percent =
    row.totalRecipients === 0
      ? row.status === 'SENT'
        ? 100
        : 0
      : Math.min(100, Math.floor((done / row.totalRecipients) * 100))
  return {
    id: row.id,
    subject: row.subject,
    listId: row.listId,
    listName,
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    status: row.status,
    totalRecipients: row.totalRecipients,
    counts,
    percent,
    errorMessage: row.errorMessage,
    isSynced: row.externalId !== null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

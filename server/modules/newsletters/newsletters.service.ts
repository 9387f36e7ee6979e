import { createHash, randomBytes } from 'node:crypto'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  AddSubscriberInputSchema,
  CreateCampaignInputSchema,
  CreateListInputSchema,
  type AddSubscriberInput,
  type Campaign,
  type CampaignRecipient,
  type CreateCampaignInput,
  type CreateListInput,
  type MailingList,
  type NewsletterSettings,
  type NewsletterStats,
  type Subscriber,
} from '#shared/contracts/newsletters.contract.ts'
import {
  CAMPAIGN_REQUIRED_MESSAGE,
  CONFIRM_LINK_INVALID,
  DEFAULT_LIST_NAME,
  SUBSCRIBER_REQUIRED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID,
} from '#shared/contracts/newsletters-texts.ts'
import type { CampaignRecipientStatus } from '#shared/domain/publishing.ts'
import { createCampaignSender } from './campaign-sender.ts'
import { campaignText, sanitizeCampaignHtml } from './campaign-content.ts'
import { isHardBounce, type DeliveryReport } from './delivery-report.ts'
import { createMailchimpSync } from './mailchimp-sync.ts'
import { NEWSLETTER_JOBS, type NewslettersDeps } from './newsletters.deps.ts'
import { confirmSubscriptionEmail } from './newsletters.emails.ts'
import {
  confirmByTokenHash,
  countRecipients,
  countSubscribersByList,
  findCampaign,
  findDefaultList,
  findListById,
  findListByName,
  findRecipientsByMessageIds,
  findSubscriber,
  insertCampaign,
  insertList,
  insertSubscriber,
  listAllLists,
  listCampaignRows,
  listRecipients,
  queueRecipients,
  recordRecipientBounce,
  unsubscribeByToken,
  updateSubscriber,
  type ListCounts,
  type MailingListRow,
  type SubscriberRow,
} from './newsletters.repository.ts'

/** How long a confirmation link works. */
export const CONFIRM_VALID_DAYS = 7
/** A PENDING address is sent a new confirmation at most this often, however often the form is used. */
const CONFIRM_RESEND_AFTER_MS = 10 * 60_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')

/** The address part of a From line such as `Name <no-reply@example.com>`. */
function addressOf(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim()
}

/** E-mail marketing (docs/decisions/040-email-marketing.md): our lists, double opt-in, campaigns. */
export function createNewslettersService(deps: NewslettersDeps) {
  const { db, config, mailer, log, audit } = deps
  const sender = createCampaignSender(deps)
  const mailchimp = createMailchimpSync(deps)

  /** Creates the footer form's list ("Newsletter") if no list is the default yet; returns it. */
  async function ensureDefaultList(): Promise<MailingListRow> {
    const existing = await findDefaultList(db)
    if (existing) return existing
    const created = await insertList(db, {
      name: DEFAULT_LIST_NAME,
      description: 'The list the site footer form subscribes to',
      isDefault: true,
    })
    // Another process may have created it at the same moment.
    return created ?? (await findDefaultList(db)) ?? (await findListByName(db, DEFAULT_LIST_NAME))!
  }

  function toList(row: MailingListRow, counts: ListCounts | undefined, memberCount?: number): MailingList {
    const subscribed = counts?.SUBSCRIBED ?? 0
    return {
      id: row.id,
      name: row.name,
      subscribers: subscribed,
      stats: { member_count: memberCount ?? subscribed },
      pending: counts?.PENDING ?? 0,
      unsubscribed: counts?.UNSUBSCRIBED ?? 0,
      bounced: counts?.BOUNCED ?? 0,
      isDefault: row.isDefault === 1,
      isSynced: row.externalId !== null,
    }
  }

  /** Our lists with their counts by status. */
  async function listLists(): Promise<MailingList[]> {
    const [rows, counts] = await Promise.all([listAllLists(db), countSubscribersByList(db)])
    return rows.map((row) => toList(row, counts.get(row.id)))
  }

  /**
   * The screen's figures. With Mailchimp configured, a synced list's member_count is Mailchimp's
   * own; if Mailchimp cannot be asked, ours are shown with the reason.
   */
  async function getStats(): Promise<NewsletterStats> {
    const [rows, counts] = await Promise.all([listAllLists(db), countSubscribersByList(db)])
    let remote = new Map<string, number>()
    let mailchimpError: string | null = null
    if (deps.provider) {
      try {
        remote = new Map((await deps.provider.listAudiences()).map((a) => [a.id, a.memberCount]))
      } catch (error) {
        mailchimpError = error instanceof Error ? error.message : 'Mailchimp could not be asked.'
      }
    }
    const lists = rows.map((row) =>
      toList(row, counts.get(row.id), row.externalId ? remote.get(row.externalId) : undefined),
    )
    return {
      configured: deps.provider !== null,
      totalLists: lists.length,
      totalSubscribers: lists.reduce((sum, list) => sum + list.subscribers, 0),
      lists,
      mailchimpError,
    }
  }

  /** The campaign form's defaults and what the Mailchimp adapter still needs. */
  async function getSettings(): Promise<NewsletterSettings> {
    const settings = await deps.settings.getSettings()
    return {
      mailchimp: {
        configured: deps.provider !== null,
        missing: deps.provider ? [] : ['MAILCHIMP_API_KEY'],
      },
      defaults: { fromName: settings.companyName, fromEmail: addressOf(config.mailFrom) },
      sendPerMinute: config.campaignSendPerMinute,
    }
  }

  /** Creates a list; a name already used is refused. */
  async function createList(admin: User, input: CreateListInput): Promise<MailingList> {
    const { name, description } = CreateListInputSchema.parse(input)
    const row = await insertList(db, { name, description, isDefault: false })
    if (!row)
      throw new AppError('conflict', 'A list with this name exists already.', {
        name: 'A list with this name exists already.',
      })
    await audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: admin.id,
      action: 'MAILING_LIST_CREATED',
      detail: { label: name, listId: row.id },
    })
    await requestMailchimpSync()
    return toList(row, undefined)
  }

  function toSubscriber(row: SubscriberRow): Subscriber {
    return {
      id: row.id,
      listId: row.listId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      tags: row.tags,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }
  }

  /**
   * Adds an address as SUBSCRIBED (the admin vouches for the consent). An address already on the
   * list gets the names given and the tags merged; one that unsubscribed or bounced is refused, so
   * an admin cannot undo a person's own unsubscribe.
   */
  async function addSubscriber(admin: User, input: AddSubscriberInput): Promise<Subscriber> {
    const body = AddSubscriberInputSchema.parse(input)
    const list = await findListById(db, body.listId)
    if (!list) {
      throw new AppError('validation_failed', SUBSCRIBER_REQUIRED_MESSAGE, {
        listId: SUBSCRIBER_REQUIRED_MESSAGE,
      })
    }
    const now = new Date()
    let row = await insertSubscriber(db, {
      listId: list.id,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      tags: body.tags,
      status: 'SUBSCRIBED',
      source: 'ADMIN',
      unsubscribeToken: newToken(),
      confirmedAt: now,
    })
    if (!row) {
      const existing = (await findSubscriber(db, list.id, body.email))!
      if (existing.status === 'UNSUBSCRIBED' || existing.status === 'BOUNCED') {
        const message =
          existing.status === 'UNSUBSCRIBED'
            ? 'This address unsubscribed from the list; only its owner can subscribe again.'
            : 'Mail to this address bounced; it is not added again.'
        throw new AppError('conflict', message, { email: message })
      }
      row = (await updateSubscriber(db, existing.id, {
        firstName: body.firstName || existing.firstName,
        lastName: body.lastName || existing.lastName,
        tags: [...new Set([...existing.tags, ...body.tags])],
        status: 'SUBSCRIBED',
        confirmTokenHash: null,
        confirmedAt: existing.confirmedAt ?? now,
      }))!
    }
    await audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: admin.id,
      action: 'SUBSCRIBER_ADDED',
      detail: { email: row.email, label: list.name },
    })
    await requestMailchimpSync()
    return toSubscriber(row)
  }

  /**
   * The footer form (double opt-in): a new address is stored PENDING and mailed a confirmation
   * link; a PENDING one is mailed a new link (at most every 10 minutes); one that unsubscribed
   * starts over. An address already subscribed, or bounced, is left alone. The answer is the same
   * in every case, so the form does not tell anyone who is subscribed.
   */
  async function subscribe(email: string): Promise<void> {
    const list = await ensureDefaultList()
    const token = newToken()
    const now = new Date()
    const pending = { status: 'PENDING' as const, confirmTokenHash: sha256(token), confirmSentAt: now }
    let row = await insertSubscriber(db, {
      listId: list.id,
      email,
      source: 'FORM',
      unsubscribeToken: newToken(),
      ...pending,
    })
    if (!row) {
      const existing = (await findSubscriber(db, list.id, email))!
      const mayResend =
        existing.status === 'UNSUBSCRIBED' ||
        (existing.status === 'PENDING' &&
          (!existing.confirmSentAt ||
            now.getTime() - existing.confirmSentAt.getTime() > CONFIRM_RESEND_AFTER_MS))
      if (!mayResend) return
      row = await updateSubscriber(db, existing.id, { ...pending, unsubscribedAt: null })
      if (!row) return
    }
    const settings = await deps.settings.getSettings()
    try {
      await mailer.send(
        confirmSubscriptionEmail({
          to: email,
          companyName: settings.companyName,
          listName: list.name,
          confirmUrl: `${config.publicUrl}/newsletter/confirm?token=${token}`,
          validDays: CONFIRM_VALID_DAYS,
        }),
      )
    } catch (error) {
      log.error({ err: { name: (error as Error)?.name } }, 'newsletter confirmation not sent')
      throw new AppError('unavailable', 'We could not send the confirmation e-mail. Please try again later.')
    }
  }

  /** Confirms the subscription whose confirmation link holds this token. */
  async function confirm(token: string): Promise<{ listName: string }> {
    const since = new Date(Date.now() - CONFIRM_VALID_DAYS * 24 * 60 * 60_000)
    const row = await confirmByTokenHash(db, sha256(token), since)
    if (!row) throw new AppError('not_found', CONFIRM_LINK_INVALID)
    await requestMailchimpSync()
    return { listName: (await findListById(db, row.listId))?.name ?? DEFAULT_LIST_NAME }
  }

  /** Unsubscribes the holder of this token; doing it twice is harmless (RFC 8058 one-click too). */
  async function unsubscribe(token: string): Promise<{ listName: string }> {
    const row = await unsubscribeByToken(db, token)
    if (!row) throw new AppError('not_found', UNSUBSCRIBE_LINK_INVALID)
    await requestMailchimpSync()
    return { listName: (await findListById(db, row.listId))?.name ?? DEFAULT_LIST_NAME }
  }

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

  /** Asks for a Mailchimp mirror run soon (one per minute at most); nothing without Mailchimp. */
  async function requestMailchimpSync(): Promise<void> {
    if (!deps.provider) return
    const minute = Math.floor(Date.now() / 60_000)
    await deps.jobs.enqueue(NEWSLETTER_JOBS.mailchimpSync, null, {
      uniqueKey: `${NEWSLETTER_JOBS.mailchimpSync}:${minute}`,
      runAt: new Date((minute + 1) * 60_000),
    })
  }

  const jobHandlers = {
    [NEWSLETTER_JOBS.sendCampaign]: (payload: unknown, job: { id: string }) =>
      sender.runCampaign((payload as { campaignId: string }).campaignId, job),
    [NEWSLETTER_JOBS.mailchimpSync]: async () => {
      await mailchimp.syncAll()
    },
  }

  return {
    ensureDefaultList,
    listLists,
    getStats,
    getSettings,
    createList,
    addSubscriber,
    subscribe,
    confirm,
    unsubscribe,
    createCampaign,
    listCampaigns,
    listCampaignRecipients,
    recordBounce,
    runCampaign: sender.runCampaign,
    syncMailchimp: mailchimp.syncAll,
    jobHandlers,
  }
}

export type NewslettersService = ReturnType<typeof createNewslettersService>

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

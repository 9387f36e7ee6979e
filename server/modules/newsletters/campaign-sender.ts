import { bracketMessageId } from '#server/adapters/mail/index.ts'
import { createProgressReporter, type ClaimedJob } from '#server/jobs/index.ts'
import { INTERRUPTED_NOT_RESENT } from '#shared/contracts/newsletters-texts.ts'
import { campaignText, renderCampaignMessage } from './campaign-content.ts'
import { NEWSLETTER_JOBS, type NewslettersDeps } from './newsletters.deps.ts'
import {
  failInterruptedRecipients,
  findCampaign,
  findListById,
  finishRecipient,
  moveQueuedRecipient,
  nextQueuedRecipients,
  recountCampaign,
  updateCampaign,
} from './newsletters.repository.ts'

/** Recipients read per query. */
const BATCH = 100
/** One job run sends for at most this long, then hands over to a new job (the runner's lease is 5 minutes). */
const SLICE_MS = 2 * 60_000
/** A run stops (and its job retries later) after this many failed sends in a row: the relay is down. */
const MAX_FAILURES_IN_A_ROW = 10

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The page and one-click addresses of a subscriber's unsubscribe token. */
export function unsubscribeUrls(publicUrl: string, token: string) {
  return {
    page: `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    oneClick: `${publicUrl}/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
  }
}

/** The Message-ID a recipient's copy goes out with: a bounce naming it finds the recipient. */
export function campaignMessageId(campaignId: string, subscriberId: string, mailDomain: string): string {
  return `campaign.${campaignId}.${subscriberId}@${mailDomain}`
}

/**
 * The campaign job (docs/decisions/040-email-marketing.md). Each recipient is moved to SENDING in
 * its own committed statement before its message leaves and to SENT (or FAILED) after, so a run
 * that dies mid-way leaves at most the recipients it was sending in SENDING; the next run marks
 * those FAILED instead of sending them a second copy. Messages are spaced to the configured rate;
 * addresses that unsubscribed or bounced since queuing are SKIPPED.
 */
export function createCampaignSender(deps: NewslettersDeps) {
  const { db, config, mailer, log } = deps
  const sleep = deps.sleep ?? defaultSleep
  const intervalMs = 60_000 / config.campaignSendPerMinute

  async function runCampaign(campaignId: string, job: Pick<ClaimedJob, 'id'>): Promise<void> {
    const campaign = await findCampaign(db, campaignId)
    if (!campaign || campaign.status === 'SENT' || campaign.status === 'FAILED') return
    const list = await findListById(db, campaign.listId)
    if (!list) return
    const settings = await deps.settings.getSettings()
    const interrupted = await failInterruptedRecipients(db, campaignId, INTERRUPTED_NOT_RESENT)
    if (interrupted > 0) log.warn({ campaignId, interrupted }, 'campaign resumed after an interruption')
    if (campaign.status !== 'SENDING') await updateCampaign(db, campaignId, { status: 'SENDING' })

    const report = createProgressReporter(db, job.id)
    const text = campaignText(campaign.html)
    const startedAt = Date.now()
    let nextSendAt = Date.now()
    let failuresInARow = 0

    for (;;) {
      const batch = await nextQueuedRecipients(db, campaignId, BATCH)
      if (batch.length === 0) break
      for (const recipient of batch) {
        if (recipient.subscriberStatus !== 'SUBSCRIBED') {
          await moveQueuedRecipient(db, campaignId, recipient.subscriberId, {
            status: 'SKIPPED',
            error: recipient.subscriberStatus === 'BOUNCED' ? 'address bounced' : 'unsubscribed',
          })
          continue
        }
        const wait = nextSendAt - Date.now()
        if (wait > 0) await sleep(wait)
        nextSendAt = Math.max(nextSendAt, Date.now() - intervalMs) + intervalMs

        const messageId = campaignMessageId(campaignId, recipient.subscriberId, config.mailDomain)
        const claimed = await moveQueuedRecipient(db, campaignId, recipient.subscriberId, {
          status: 'SENDING',
          messageId,
        })
        if (!claimed) continue
        const urls = unsubscribeUrls(config.publicUrl, recipient.unsubscribeToken)
        const message = renderCampaignMessage(
          { html: campaign.html, text },
          {
            companyName: settings.companyName,
            companyAddress: settings.companyAddress,
            unsubscribeUrl: urls.page,
            listName: list.name,
          },
        )
        try {
          await mailer.send({
            to: recipient.email,
            subject: campaign.subject,
            ...message,
            from: { name: campaign.fromName, address: campaign.fromEmail },
            messageId,
            headers: {
              'List-Unsubscribe': `${bracketMessageId(urls.oneClick)}, <mailto:${config.company.supportEmail}?subject=unsubscribe>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              'List-Id': `"${list.name.replace(/["\\]/g, '')}" <${list.id}.${config.mailDomain}>`,
            },
            ...(deps.bounceAddress ? { envelopeFrom: deps.bounceAddress } : {}),
          })
          await finishRecipient(db, campaignId, recipient.subscriberId, { status: 'SENT' })
          failuresInARow = 0
        } catch (error) {
          failuresInARow += 1
          const reason = failureReason(error)
          await finishRecipient(db, campaignId, recipient.subscriberId, { status: 'FAILED', error: reason })
          if (failuresInARow >= MAX_FAILURES_IN_A_ROW) {
            await updateCampaign(db, campaignId, { errorMessage: `Paused after failed sends: ${reason}` })
            throw new Error(`campaign paused after ${failuresInARow} failed sends in a row`, { cause: error })
          }
        }
      }
      const counts = await recountCampaign(db, campaignId)
      const done = counts.SENT + counts.FAILED + counts.BOUNCED + counts.SKIPPED
      const total = Math.max(1, campaign.totalRecipients)
      await report((done / total) * 100, `${counts.SENT} of ${campaign.totalRecipients} sent`)
      if (Date.now() - startedAt > SLICE_MS) {
        // The rest goes on in a job of its own, before this one's lease can run out.
        await deps.jobs.enqueue(
          NEWSLETTER_JOBS.sendCampaign,
          { campaignId },
          { uniqueKey: `${NEWSLETTER_JOBS.sendCampaign}:${campaignId}:${Date.now()}`, maxAttempts: 10 },
        )
        return
      }
    }

    const counts = await recountCampaign(db, campaignId)
    const nothingSent = counts.SENT === 0 && counts.FAILED > 0
    await updateCampaign(db, campaignId, {
      status: nothingSent ? 'FAILED' : 'SENT',
      sentCount: counts.SENT,
      failedCount: counts.FAILED,
      finishedAt: new Date(),
      errorMessage: nothingSent ? 'No message could be sent.' : null,
    })
    await report(100, `${counts.SENT} of ${campaign.totalRecipients} sent`)
  }

  return { runCampaign }
}

// The relay's answer code and first words, without any address it may quote back.
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/[^\s<>]+@[^\s<>]+/g, '[address]').slice(0, 300)
}

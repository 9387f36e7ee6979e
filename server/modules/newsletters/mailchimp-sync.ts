import { PROVIDER_MEMBER_BATCH, type ProviderMember } from '#server/adapters/newsletter/index.ts'
import type { SubscriberStatus } from '#shared/domain/publishing.ts'
import { NEWSLETTER_JOBS, type NewslettersDeps } from './newsletters.deps.ts'
import {
  findListById,
  listAllLists,
  listCampaignsToSync,
  listSubscribersOfList,
  markSubscribersSynced,
  setListExternalId,
  updateCampaign,
} from './newsletters.repository.ts'

const MAILCHIMP_STATUS: Record<SubscriberStatus, ProviderMember['status']> = {
  PENDING: 'pending',
  SUBSCRIBED: 'subscribed',
  UNSUBSCRIBED: 'unsubscribed',
  BOUNCED: 'cleaned',
}

/**
 * Mirrors our lists to Mailchimp (docs/decisions/040-email-marketing.md): each list to an audience
 * (one of the same name, else a new one), every member with its current status in batches of 500,
 * and each campaign as a Mailchimp campaign with its content. Our tables stay the source of truth;
 * running it again sends the same state again, so a retry is harmless.
 */
export function createMailchimpSync(deps: NewslettersDeps) {
  const { db, log } = deps

  async function syncAll(): Promise<{ lists: number; members: number; campaigns: number }> {
    const provider = deps.provider
    if (!provider) return { lists: 0, members: 0, campaigns: 0 }
    const settings = await deps.settings.getSettings()
    const audiences = await provider.listAudiences()
    const result = { lists: 0, members: 0, campaigns: 0 }

    for (const list of await listAllLists(db)) {
      let audienceId = list.externalId
      if (!audienceId || !audiences.some((a) => a.id === audienceId)) {
        audienceId =
          audiences.find((a) => a.name === list.name)?.id ??
          (await provider.createAudience(list.name, {
            company: settings.companyName,
            address: settings.companyAddress,
            fromName: settings.companyName,
            fromEmail: deps.config.company.supportEmail,
          }))
        await setListExternalId(db, list.id, audienceId)
      }
      result.lists += 1
      let after: string | null = null
      for (;;) {
        const page = await listSubscribersOfList(db, list.id, after, PROVIDER_MEMBER_BATCH)
        if (page.length === 0) break
        const { refused } = await provider.upsertMembers(
          audienceId,
          page.map((s) => ({
            email: s.email,
            firstName: s.firstName,
            lastName: s.lastName,
            status: MAILCHIMP_STATUS[s.status],
          })),
        )
        const refusedSet = new Set(refused.map((e) => e.toLowerCase()))
        await markSubscribersSynced(
          db,
          page.filter((s) => !refusedSet.has(s.email)).map((s) => s.id),
        )
        if (refused.length > 0)
          log.warn({ listId: list.id, refused: refused.length }, 'Mailchimp refused members')
        result.members += page.length - refused.length
        after = page[page.length - 1]!.id
      }
    }

    for (const campaign of await listCampaignsToSync(db)) {
      const list = await findListById(db, campaign.listId)
      if (!list?.externalId) continue
      const externalId = await provider.createCampaign(list.externalId, {
        subject: campaign.subject,
        html: campaign.html,
        fromName: campaign.fromName,
        replyTo: campaign.fromEmail,
      })
      await updateCampaign(db, campaign.id, { externalId })
      result.campaigns += 1
    }
    return result
  }

  /** Asks for a mirror run soon (one per minute at most); nothing without Mailchimp. */
  async function requestSync(): Promise<void> {
    if (!deps.provider) return
    const minute = Math.floor(Date.now() / 60_000)
    await deps.jobs.enqueue(NEWSLETTER_JOBS.mailchimpSync, null, {
      uniqueKey: `${NEWSLETTER_JOBS.mailchimpSync}:${minute}`,
      runAt: new Date((minute + 1) * 60_000),
    })
  }

  return { syncAll, requestSync }
}

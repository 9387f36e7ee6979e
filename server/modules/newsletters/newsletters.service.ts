import { z } from 'zod'
import { defineJob, handles } from '#server/jobs/index.ts'
import { createCampaignSender } from './campaign-sender.ts'
import { createCampaigns } from './campaigns.ts'
import { createMailchimpSync } from './mailchimp-sync.ts'
import { createMailingLists } from './mailing-lists.ts'
import { NEWSLETTER_JOBS, type NewslettersDeps } from './newsletters.deps.ts'
import { createSubscribers } from './subscribers.ts'

export { CONFIRM_VALID_DAYS } from './subscribers.ts'

/** E-mail marketing (docs/decisions/040-email-marketing.md): our lists, double opt-in, campaigns. */
export function createNewslettersService(deps: NewslettersDeps) {
  const sender = createCampaignSender(deps)
  const mailchimp = createMailchimpSync(deps)
  const requestMailchimpSync = mailchimp.requestSync
  const lists = createMailingLists(deps, requestMailchimpSync)
  const subscribers = createSubscribers(deps, {
    ensureDefaultList: lists.ensureDefaultList,
    requestMailchimpSync,
  })
  const campaigns = createCampaigns(deps, { getSettings: lists.getSettings, requestMailchimpSync })

  const jobHandlers = {
    ...handles(
      defineJob(NEWSLETTER_JOBS.sendCampaign, z.object({ campaignId: z.string() })),
      (payload, job) => sender.runCampaign(payload.campaignId, job),
    ),
    [NEWSLETTER_JOBS.mailchimpSync]: async () => {
      await mailchimp.syncAll()
    },
  }

  return {
    ensureDefaultList: lists.ensureDefaultList,
    listLists: lists.listLists,
    getStats: lists.getStats,
    getSettings: lists.getSettings,
    createList: lists.createList,
    addSubscriber: subscribers.addSubscriber,
    subscribe: subscribers.subscribe,
    confirm: subscribers.confirm,
    unsubscribe: subscribers.unsubscribe,
    createCampaign: campaigns.createCampaign,
    listCampaigns: campaigns.listCampaigns,
    listCampaignRecipients: campaigns.listCampaignRecipients,
    recordBounce: campaigns.recordBounce,
    runCampaign: sender.runCampaign,
    syncMailchimp: mailchimp.syncAll,
    jobHandlers,
  }
}

export type NewslettersService = ReturnType<typeof createNewslettersService>

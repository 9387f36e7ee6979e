import type { FastifyInstance } from 'fastify'
import { newslettersContract } from '#shared/contracts/newsletters.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { NewslettersService } from './newsletters.service.ts'

/** /email-marketing: the spec's /api/mailchimp paths, answered from our own lists. */
export async function newslettersAdminRoutes(
  app: FastifyInstance,
  { newsletters }: { newsletters: NewslettersService },
) {
  route(app, newslettersContract.stats, async () => newsletters.getStats())

  route(app, newslettersContract.lists, async () => ({ lists: await newsletters.listLists() }))

  route(app, newslettersContract.createList, async ({ user, body }) => ({
    list: await newsletters.createList(user, body),
  }))

  route(app, newslettersContract.settings, async () => newsletters.getSettings())

  route(app, newslettersContract.addSubscriber, async ({ user, body }) => ({
    subscriber: await newsletters.addSubscriber(user, body),
  }))

  route(app, newslettersContract.campaigns, async () => ({ campaigns: await newsletters.listCampaigns() }))

  route(app, newslettersContract.createCampaign, async ({ user, body }) => ({
    campaign: await newsletters.createCampaign(user, body),
  }))

  route(app, newslettersContract.campaignRecipients, async ({ params, query }) => ({
    recipients: await newsletters.listCampaignRecipients(params.id, query.status, query.limit),
  }))
}

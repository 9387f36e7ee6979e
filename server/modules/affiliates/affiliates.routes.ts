import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { affiliatesContract } from '#shared/contracts/affiliates.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { AffiliatesService } from './affiliates.service.ts'
import { clickCookies, isBot, readReferral, visitorOf } from './referral-cookie.ts'

type Deps = { affiliates: AffiliatesService }

/** The affiliate program's public and affiliate endpoints (spec 001 §7), and the /r/CODE link. */
export async function affiliatesRoutes(app: FastifyInstance, { affiliates }: Deps) {
  /**
   * Counts the click and, for an active affiliate's code, sets the referral cookie: the last
   * click wins. Bots are sent on without a click counted. A promise only when the code's
   * affiliate had to be looked up: the warm path allocates none (docs/decisions/031).
   */
  function trackClick(request: FastifyRequest, reply: FastifyReply, code: string): Promise<void> | void {
    const visitor = visitorOf(request.headers.cookie)
    const outcome = affiliates.recordClick(code, visitor.id, isBot(request.headers['user-agent']))
    const setCookies = (click: Awaited<typeof outcome>) => {
      if (!click) return
      const cookies = clickCookies({
        ...click,
        visitorId: visitor.isNew ? visitor.id : null,
        isSecure: request.protocol === 'https',
      })
      reply.header('set-cookie', cookies)
    }
    if (outcome instanceof Promise) return outcome.then(setCookies)
    setCookies(outcome)
  }

  const redirectHome = (reply: FastifyReply) => reply.header('cache-control', 'no-store').redirect('/', 302)

  // A page, not an API: the link affiliates share. It always lands on the home page, whatever
  // the code, so it can never be made to send anyone elsewhere. A redirect has no body to
  // compress and takes none to inflate, so those hooks are left off the route.
  const linkOptions = {
    schema: { hide: true },
    logLevel: 'warn',
    compress: false,
    decompress: false,
  } as const
  app.get('/r/:code', linkOptions, (request, reply) => {
    const { code } = request.params as { code: string }
    const tracked = trackClick(request, reply, code.slice(0, 40))
    if (tracked) return tracked.then(() => redirectHome(reply))
    redirectHome(reply)
  })

  route(app, affiliatesContract.envConfig, async () => affiliates.getEnvConfig())

  route(app, affiliatesContract.launchLead, async ({ body }) => {
    await affiliates.joinLaunchList(body.email)
    return { ok: true as const }
  })

  route(app, affiliatesContract.signup, async ({ user, body, request }) =>
    affiliates.signUp(user, body, readReferral(request.headers.cookie)),
  )

  route(app, affiliatesContract.me, async ({ user }) => affiliates.getOwnProfile(user))

  route(app, affiliatesContract.stats, async ({ user, params }) => affiliates.getStats(user, params.code))

  route(app, affiliatesContract.payouts, async ({ user, params }) => affiliates.getPayouts(user, params.code))

  route(app, affiliatesContract.submitW9, async ({ user, body }) => affiliates.submitW9(user, body))

  route(app, affiliatesContract.startPayoutOnboarding, async ({ user }) =>
    affiliates.startPayoutOnboarding(user),
  )

  route(app, affiliatesContract.sandboxPayoutAccount, async ({ user, body }) =>
    affiliates.submitSandboxBankAccount(user, body),
  )

  route(app, affiliatesContract.monsterLevel, async ({ user, body }) =>
    affiliates.setMonsterLevel(user, body.isActive),
  )

  route(app, affiliatesContract.click, async ({ body, request, reply }) => {
    await trackClick(request, reply, body.code)
    return { ok: true as const }
  })
}

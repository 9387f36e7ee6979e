import type { FastifyInstance, FastifyReply } from 'fastify'
import type { User } from '#shared/contracts/auth.contract.ts'
import { authContract } from '#shared/contracts/auth.contract.ts'
import { casesContract } from '#shared/contracts/cases.contract.ts'
import { healthContract } from '#shared/contracts/health.contract.ts'
import { newsContract } from '#shared/contracts/news.contract.ts'
import { EligibilityInputSchema, evaluateEligibility } from '#shared/domain/eligibility/index.ts'
import { EligibilityResultSchema } from '#shared/domain/eligibility/result.ts'
import type { Db } from '#server/db/client.ts'
import { compile } from '#server/lib/response-serializer.ts'
import { isBot, visitorOf, type AffiliatesService } from '#server/modules/affiliates/index.ts'
import { clickCookies } from '#server/modules/affiliates/referral-cookie.ts'
import { sessionLookup } from '#server/modules/auth/index.ts'
import { pingDatabase } from '#server/modules/health/health.repository.ts'

// The reference rows of bench/http.bench.ts: for each measured endpoint, a route on the bare
// Fastify instance doing only that endpoint's own work, with the app's own services on the same
// database, and writing its answer with the same compiled writer. No hooks, logging, limits,
// security headers, compression or contract layer: each row is the ceiling its endpoint can
// approach on this machine and this database (docs/decisions/019-fast-signed-in-api.md).

type ReferenceDeps = {
  /** The app under test: its services hold the caches and batch writers its endpoints use. */
  app: FastifyInstance
  db: Db
  /** The signed-in customer and their own case, for the case page. */
  owner: User
  caseId: string
}

type Click = Awaited<ReturnType<AffiliatesService['recordClick']>>

function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body)
}

/** Adds every reference route to `bare`. */
export function registerReferenceRoutes(bare: FastifyInstance, { app, db, owner, caseId }: ReferenceDeps) {
  const { services } = app
  const writeHealth = compile(healthContract.check.response)!
  const writeNewsList = compile(newsContract.list.response)!
  const writeUser = compile(authContract.currentUser.response)!
  const writeCase = compile(casesContract.get.response)!
  const writeResult = compile(EligibilityResultSchema)!

  // GET /api/health: the database ping.
  bare.get('/bare/health', async (_request, reply) => {
    await pingDatabase(db)
    return sendJson(reply.header('cache-control', 'no-store'), writeHealth({ status: 'ok', database: 'ok' }))
  })

  // GET /api/news/list: the page's lists (cached in the service) and the counting of their showing.
  bare.get('/bare/news/list', async (_request, reply) => {
    const page = await services.news.listPage()
    services.news.recordImpressions(
      [...page.updates, ...page.videos, ...page.articles].map((item) => item.id),
    )
    return sendJson(reply, writeNewsList(page))
  })

  // GET /api/auth/user: the session lookup every signed-in request makes (the signed cache read and
  // the query for the session's row and its user), as app.currentUser makes it.
  const findUser = sessionLookup(services.auth)
  bare.get('/bare/auth/user', async (request, reply) => {
    const user = await findUser(request, reply)
    if (!user) return reply.code(401).send()
    return sendJson(reply, writeUser(user))
  })

  // GET /api/case/:id: identifying the caller (part of the endpoint's own work, as for auth/user)
  // and the case page's own reads.
  bare.get('/bare/case', async (request, reply) => {
    const user = await findUser(request, reply)
    if (!user) return reply.code(401).send()
    return sendJson(reply, writeCase(await services.cases.getCase(owner, caseId)))
  })

  // POST /api/eligibility: parse, validate, judge, write.
  bare.post('/bare/eligibility', async (request, reply) => {
    const input = EligibilityInputSchema.parse(request.body)
    const asOf = new Date().toISOString().slice(0, 10)
    return sendJson(reply, writeResult(evaluateEligibility({ ...input, asOf })))
  })

  // GET /r/:code: the referral's resolution and the click counted for its visitor, its cookies and
  // the redirect; like the link, no promise when the service answers from its caches.
  bare.get('/bare/r/:code', (request, reply) => {
    const { code } = request.params as { code: string }
    const visitor = visitorOf(request.headers.cookie)
    const outcome = services.affiliates.recordClick(
      code.slice(0, 40),
      visitor.id,
      isBot(request.headers['user-agent']),
    )
    const answer = (click: Click) => {
      if (click) {
        const visitorId = visitor.isNew ? visitor.id : null
        reply.header(
          'set-cookie',
          clickCookies({ ...click, visitorId, isSecure: request.protocol === 'https' }),
        )
      }
      return reply.header('cache-control', 'no-store').redirect('/', 302)
    }
    if (outcome instanceof Promise) return outcome.then(answer)
    answer(outcome)
  })
}

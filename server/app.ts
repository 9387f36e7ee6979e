import Fastify, { type FastifyInstance } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { NEWS_WIDGET_DEFAULT_LIMIT } from '#shared/contracts/news.contract.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import { AppError } from './lib/app-error.ts'
import { clockAdminRoutes } from './lib/clock.admin-routes.ts'
import { createResponseSerializerCompiler } from './lib/response-serializer.ts'
import { createServices, type Services } from './services.ts'
import { registerClientApp } from './plugins/client-app.ts'
import { registerCompression } from './plugins/compression.ts'
import { registerErrorHandler, sendError } from './plugins/error-handler.ts'
import { loggerOptions, requestLogController } from './plugins/logging.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { registerSecurity } from './plugins/security.ts'
import { adminSessionRoutes, authRoutes, sessionLookup } from './modules/auth/index.ts'
import { healthRoutes } from './modules/health/index.ts'
import { outboxAdminRoutes } from './modules/outbox/index.ts'
import { auditAdminRoutes } from './modules/audit/index.ts'
import { peopleAdminRoutes } from './modules/people/index.ts'
import { createPageRenderer, seoRoutes } from './modules/seo/index.ts'
import { settingsAdminRoutes, settingsRoutes } from './modules/settings/index.ts'
import { eligibilityRoutes } from './modules/eligibility/index.ts'
import { casesRoutes } from './modules/cases/index.ts'
import { ordersRoutes } from './modules/orders/index.ts'
import { documentsAdminRoutes, documentsRoutes } from './modules/documents/index.ts'
import { fingerprintsRoutes } from './modules/fingerprints/index.ts'
import { agreementsRoutes } from './modules/agreements/index.ts'
import { identityRoutes } from './modules/identity/index.ts'
import { paymentsAdminRoutes, paymentsRoutes } from './modules/payments/index.ts'
import { assistantsRoutes, contentRoutes } from './modules/assistants/index.ts'
import { newsAdminRoutes, newsRoutes } from './modules/news/index.ts'
import { creditRepairAdminRoutes, creditRepairRoutes } from './modules/credit-repair/index.ts'
import { socialAdminRoutes } from './modules/social/index.ts'
import { inboxAdminRoutes, inboxRoutes } from './modules/inbox/index.ts'
import { inboundMailAdminRoutes } from './modules/inbound-mail/index.ts'
import { channelsAdminRoutes, channelsRoutes } from './modules/channels/index.ts'
import { leadsRoutes } from './modules/leads/index.ts'
import { packetRoutes } from './modules/packet/index.ts'
import { purchaseKitRoutes } from './modules/purchase-kits/index.ts'
import { affiliatesAdminRoutes, affiliatesRoutes } from './modules/affiliates/index.ts'
import { funnelRoutes } from './modules/funnel/index.ts'
import { adminDashboardAdminRoutes } from './modules/admin-dashboard/index.ts'
import { newslettersAdminRoutes, newslettersRoutes } from './modules/newsletters/index.ts'
import { seoToolAdminRoutes } from './modules/seo-tool/index.ts'
import { videosAdminRoutes, videosRoutes } from './modules/videos/index.ts'
import { accountsRoutes } from './modules/accounts/index.ts'
import { pageMeta } from '#shared/content/page-meta.ts'

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}

export type BuildAppOptions = {
  config: Config
  db: Db
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream
  /** Serve the built client from config.clientDir (off for API-only tests). */
  serveClient?: boolean
  /**
   * Check every response against its contract's zod schema before it is written; on by default
   * outside production, where a broken contract should fail the tests (docs/decisions/022).
   */
  validateResponses?: boolean
}

/** Assembles the server: cross-cutting plugins first, then every module's routes. */
export async function buildApp({
  config,
  db,
  logStream,
  serveClient = true,
  validateResponses = !config.isProduction,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: requestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // The router refuses an undecodable path or an over-long parameter before any hook runs; it
    // answers with the one error envelope too (docs/decisions/018-generated-contract-suites.md).
    frameworkErrors: (error, _request, reply) =>
      sendError(
        reply,
        new AppError(
          'bad_request',
          error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? 'This address is too long.'
            : 'This address is not valid.',
        ),
      ),
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(createResponseSerializerCompiler({ validate: validateResponses }))
  registerErrorHandler(app)

  const services = createServices({ db, config, log: app.log })
  app.decorate('services', services)
  app.decorate('currentUser', sessionLookup(services.auth))
  app.decorate('routeLimits', {
    consume: (scope, subject, policy) => services.rateLimits.consume(scope, subject, policy),
    publicFormLimitPerMinute: config.publicFormLimitPerMinute,
  })
  app.addHook('onClose', async () => services.mailer.close())
  app.addHook('onClose', async () => services.rateLimits.close())
  app.addHook('onClose', async () => services.referralClicks.flush())
  app.addHook('onClose', async () => services.channels.settle())
  app.addHook('onClose', async () => services.funnel.flush())
  app.addHook('onClose', async () => services.news.flushImpressions())
  // Before onClose, whose hooks run last-registered first: the database must outlive the last job.
  app.addHook('preClose', async () => services.jobs.stop())

  registerSecurity(app, config)
  await registerCompression(app)
  await registerOpenApi(app, config)

  await app.register(healthRoutes, { db })
  await app.register(settingsRoutes, { settings: services.settings })
  await app.register(settingsAdminRoutes, { settings: services.settings })
  await app.register(authRoutes, { auth: services.auth, config })
  await app.register(adminSessionRoutes, { auth: services.auth })
  await app.register(outboxAdminRoutes, { outbox: services.outbox })
  await app.register(auditAdminRoutes, { audit: services.audit })
  await app.register(peopleAdminRoutes, { people: services.people })
  await app.register(eligibilityRoutes, { eligibility: services.eligibility, funnel: services.funnel })
  await app.register(funnelRoutes, { funnel: services.funnel })
  await app.register(casesRoutes, { cases: services.cases })
  await app.register(ordersRoutes, { orders: services.orders })
  await app.register(documentsRoutes, { documents: services.documents })
  await app.register(documentsAdminRoutes, { documents: services.documents })
  await app.register(fingerprintsRoutes, { fingerprints: services.fingerprints })
  await app.register(agreementsRoutes, { agreements: services.agreements })
  await app.register(packetRoutes, { packet: services.packet })
  await app.register(purchaseKitRoutes, { purchaseKits: services.purchaseKits })
  await app.register(identityRoutes, { identity: services.identity })
  await app.register(paymentsRoutes, { payments: services.payments, provider: services.paymentProvider })
  await app.register(paymentsAdminRoutes, { payments: services.payments })
  await app.register(newsRoutes, { news: services.news })
  await app.register(newsAdminRoutes, { news: services.news })
  await app.register(creditRepairRoutes, { creditRepair: services.creditRepair })
  await app.register(creditRepairAdminRoutes, { creditRepair: services.creditRepair })
  await app.register(socialAdminRoutes, { social: services.social })
  await app.register(inboxAdminRoutes, { inbox: services.inbox })
  await app.register(inboxRoutes, { inbox: services.inbox })
  await app.register(inboundMailAdminRoutes, { inboundMail: services.inboundMail })
  await app.register(channelsAdminRoutes, { channels: services.channels })
  await app.register(channelsRoutes, { channels: services.channels })
  await app.register(leadsRoutes, { leads: services.leads })
  await app.register(contentRoutes, { assistants: services.assistants })
  await app.register(assistantsRoutes, { assistants: services.assistants })
  await app.register(affiliatesRoutes, { affiliates: services.affiliates })
  await app.register(affiliatesAdminRoutes, { payouts: services.payouts })
  await app.register(clockAdminRoutes, { clock: services.affiliateClock })
  await app.register(adminDashboardAdminRoutes, { dashboard: services.adminDashboard })
  await app.register(newslettersRoutes, { newsletters: services.newsletters })
  await app.register(newslettersAdminRoutes, { newsletters: services.newsletters })
  await app.register(seoRoutes, {
    config,
    dates: {
      figuresChangedAt: services.settings.lastChangedAt,
      latestNewsAt: services.news.latestPublishedAt,
    },
  })

  const renderer = serveClient
    ? await createPageRenderer({
        clientDir: config.clientDir,
        ssrDir: config.ssrDir,
        publicUrl: config.publicUrl,
        log: app.log,
        loadData: async () => {
          const [figures, settings, news, newsPage] = await Promise.all([
            services.assistants.getContentFigures(),
            services.settings.getPublicSettings(),
            services.news.listLatest(NEWS_WIDGET_DEFAULT_LIMIT),
            services.news.listPage(),
          ])
          return { figures, settings, news, newsPage }
        },
        loadOverrides: services.seoTool.headOverrides,
        // The news page arrives with its list in the HTML, so serving it is what shows the items.
        onView: (path, { newsPage }) => {
          if (path !== '/news') return
          services.news.recordImpressions(
            [...newsPage.updates, ...newsPage.videos, ...newsPage.articles].map((item) => item.id),
          )
        },
      })
    : null
  services.seoTool.connectSite(
    renderer && {
      renderPage: async (path) => (await renderer.render(path, { isSignedOut: true })).html,
      fetchText: async (path) => (await app.inject({ method: 'GET', url: path })).body,
      ownHead: async (path) => {
        const figures = await services.assistants.getContentFigures()
        const meta = pageMeta(path, figures)
        return meta && { title: `${meta.title} | ${figures.company.name}`, description: meta.description }
      },
    },
  )
  await app.register(seoToolAdminRoutes, { seoTool: services.seoTool })
  await app.register(videosAdminRoutes, { videos: services.videos })
  await app.register(videosRoutes, { videos: services.videos })
  await app.register(accountsRoutes, { accounts: services.accounts })
  await registerClientApp(app, config.clientDir, renderer)
  return app
}

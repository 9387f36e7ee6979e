import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Mailer } from './adapters/mail/index.ts'
import { createSmtpMailer } from './adapters/mail/smtp-mailer.ts'
import { createOutboxMailer } from './adapters/mail/outbox-mailer.ts'
import { createRateLimitStore, createRateLimitsService } from './modules/rate-limits/index.ts'
import { createOutboxService } from './modules/outbox/index.ts'
import { createSettingsService } from './modules/settings/index.ts'
import { createAuthService, createBetterAuth, createSessionRevocations } from './modules/auth/index.ts'
import { createAuditService } from './modules/audit/index.ts'
import { createEligibilityService } from './modules/eligibility/index.ts'
import { createCasesService } from './modules/cases/index.ts'
import { createOrdersService } from './modules/orders/index.ts'
import type { FileStorage } from './adapters/storage/index.ts'
import { createLocalStorage } from './adapters/storage/local-storage.ts'
import { createS3Storage } from './adapters/storage/s3-storage.ts'
import { createDocumentsService } from './modules/documents/index.ts'
import { createAgreementsService } from './modules/agreements/index.ts'
import { createIdentityService } from './modules/identity/index.ts'
import { createSandboxIdentityProvider } from './adapters/identity/sandbox-identity.ts'
import { createStripeIdentityProvider } from './adapters/identity/stripe-identity.ts'
import type { Logger } from './lib/logger.ts'
import { createHmac } from 'node:crypto'
import { createSandboxPayments } from './adapters/payments/sandbox-payments.ts'
import { createStripePayments } from './adapters/payments/stripe-payments.ts'
import { createPaymentsService } from './modules/payments/index.ts'
import { createOpenAiLlm } from './adapters/llm/openai-llm.ts'
import { createAssistantsService } from './modules/assistants/index.ts'
import { createJobRunner } from './jobs/index.ts'
import { createNewsService, NEWS_REFRESH_EVERY_MS, NEWS_REFRESH_JOB } from './modules/news/index.ts'
import { createInboxService } from './modules/inbox/index.ts'
import { createLeadsService } from './modules/leads/index.ts'

/** Builds every module's service in dependency order: the feature graph on one screen. */
export function createServices({ db, config, log }: { db: Db; config: Config; log: Logger }) {
  const rateLimits = createRateLimitsService({
    store: createRateLimitStore({ redisUrl: config.redisUrl, log }),
  })
  const outbox = createOutboxService({ db })
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(config.mailFrom, outbox.store)
  const settings = createSettingsService({ db, config })
  const revocations = createSessionRevocations()
  const betterAuth = createBetterAuth({ db, config, mailer, revocations })
  const auth = createAuthService({
    db,
    auth: betterAuth,
    rateLimits,
    mailer,
    config,
    signUpLimitPerHour: config.signUpLimitPerHour,
    revocations,
  })
  const audit = createAuditService({ db })
  const eligibility = createEligibilityService({ settings })
  const storage: FileStorage =
    config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalStorage(config.storage.dir)
  const documents = createDocumentsService({ db, storage, log })
  const cases = createCasesService({
    db,
    config,
    mailer,
    log,
    audit,
    eligibility,
    settings,
    findCustomer: auth.findCustomer,
    // Built below; reached only once a request runs (docs/decisions/021-case-follows-verdict.md).
    jobs: { enqueue: (...args) => jobs.enqueue(...args) },
    refunds: {
      listRefundableOrderIds: (caseId) => orders.listRefundableOrderIdsOfCase(caseId),
      refundInFull: (actor, orderId, reason) => payments.adminRefundOrder(actor, orderId, reason),
    },
  })
  const orders = createOrdersService({
    db,
    config,
    log,
    mailer,
    settings,
    cases,
    audit,
    findCustomer: auth.findCustomer,
    // The runner is built below; the order events reach it only once a request runs.
    jobs: {
      enqueue: (...args) => jobs.enqueue(...args),
      runJobs: (ids) => jobs.runJobs(ids),
    },
  })
  const agreements = createAgreementsService({ db, settings, documents, audit })
  const identity = createIdentityService({
    db,
    config,
    provider: config.stripe
      ? createStripeIdentityProvider({
          secretKey: config.stripe.secretKey,
          webhookSecret: config.stripe.identityWebhookSecret,
        })
      : createSandboxIdentityProvider(),
    storage,
    log,
    audit,
    cases,
    settings,
  })
  // The sandbox signs its events with a key derived from the session secret: nothing to configure.
  const sandboxPayments = config.stripe
    ? null
    : createSandboxPayments(
        createHmac('sha256', config.sessionSecret).update('sandbox-payment-events').digest('hex'),
      )
  const paymentProvider = sandboxPayments ?? createStripePayments(config.stripe!)
  const payments = createPaymentsService({
    db,
    config,
    provider: paymentProvider,
    sandbox: sandboxPayments,
    settings,
    cases,
    orders,
    agreements,
    identity,
  })
  // Handlers reach the services built below; they only run once the runner is started.
  const jobs = createJobRunner({
    db,
    log,
    handlers: {
      [NEWS_REFRESH_JOB]: (payload) => news.runRefreshJob(payload),
      ...orders.eventHandlers,
      ...cases.jobHandlers,
    },
  })
  const news = createNewsService({
    db,
    log,
    requestRefresh: (payload) => jobs.enqueue(NEWS_REFRESH_JOB, payload),
    fetchPolicy: { allowedAddresses: config.outboundAllowedAddresses },
  })
  jobs.schedule(NEWS_REFRESH_JOB, NEWS_REFRESH_EVERY_MS)
  const inbox = createInboxService({ db, mailer, log })
  const leads = createLeadsService({ db, config, mailer, log, inbox, rateLimits })
  const assistants = createAssistantsService({
    settings,
    llm: config.llm ? createOpenAiLlm(config.llm) : null,
    log,
  })
  return {
    assistants,
    mailer,
    rateLimits,
    outbox,
    settings,
    auth,
    audit,
    eligibility,
    cases,
    orders,
    storage,
    documents,
    agreements,
    identity,
    paymentProvider,
    sandboxPayments,
    payments,
    jobs,
    news,
    inbox,
    leads,
  }
}

export type Services = ReturnType<typeof createServices>

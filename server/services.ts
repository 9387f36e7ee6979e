import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Mailer } from './adapters/mail/index.ts'
import { createSmtpMailer } from './adapters/mail/smtp-mailer.ts'
import { createOutboxMailer } from './adapters/mail/outbox-mailer.ts'
import { withMailLog } from './adapters/mail/logged-mailer.ts'
import { createRateLimitStore, createRateLimitsService } from './modules/rate-limits/index.ts'
import { createOutboxService } from './modules/outbox/index.ts'
import { createSettingsService } from './modules/settings/index.ts'
import { createAuthService, createBetterAuth } from './modules/auth/index.ts'
import { createAuditService } from './modules/audit/index.ts'
import { createPeopleService } from './modules/people/index.ts'
import { createEligibilityService } from './modules/eligibility/index.ts'
import {
  CASE_EVENTS,
  caseNumber,
  createCaseEvents,
  createCaseReader,
  createCasesService,
} from './modules/cases/index.ts'
import { createOrdersService, ORDER_EVENTS } from './modules/orders/index.ts'
import type { FileStorage } from './adapters/storage/index.ts'
import { createLocalStorage } from './adapters/storage/local-storage.ts'
import { createS3Storage } from './adapters/storage/s3-storage.ts'
import { createDocumentsService, UPLOAD_SWEEP_EVERY_MS, UPLOAD_SWEEP_JOB } from './modules/documents/index.ts'
import type { RegisterDocumentInput } from '#shared/contracts/documents.contract.ts'
import { createFingerprintsService } from './modules/fingerprints/index.ts'
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
import { createJobRunner, handles } from './jobs/index.ts'
import { createNewsService, NEWS_REFRESH_EVERY_MS, NEWS_REFRESH_JOB } from './modules/news/index.ts'
import {
  createSocialService,
  SOCIAL_PUBLISH_JOB,
  SOCIAL_STATS_EVERY_MS,
  SOCIAL_STATS_JOB,
} from './modules/social/index.ts'
import { createBufferPublisher } from './adapters/social/buffer.ts'
import { createInboxService } from './modules/inbox/index.ts'
import {
  CHANNEL_POLL_EVERY_MS,
  CHANNEL_POLL_JOBS,
  createChannelAdapters,
  createChannelsService,
} from './modules/channels/index.ts'
import { createInboundMailService } from './modules/inbound-mail/index.ts'
import { createLeadsService } from './modules/leads/index.ts'
import { createPacketService } from './modules/packet/index.ts'
import { createPurchaseKitService } from './modules/purchase-kits/index.ts'
import type { PayoutProvider } from './adapters/payouts/index.ts'
import { createSandboxPayouts } from './adapters/payouts/sandbox-payouts.ts'
import { createClock } from './lib/clock.ts'
import { createClockOffsetStore } from './lib/clock.repository.ts'
import { createStripePayouts } from './adapters/payouts/stripe-payouts.ts'
import {
  AFFILIATE_JOBS,
  AFFILIATE_SCHEDULE_EVERY_MS,
  createAffiliatesService,
  createClickRecorder,
  createLedger,
  createPayoutsService,
} from './modules/affiliates/index.ts'
import { createFunnelService } from './modules/funnel/index.ts'
import { createAdminDashboardService } from './modules/admin-dashboard/index.ts'
import {
  createNewslettersService,
  MAILCHIMP_SYNC_EVERY_MS,
  NEWSLETTER_JOBS,
} from './modules/newsletters/index.ts'
import { createMailchimpProvider } from './adapters/newsletter/mailchimp.ts'
import { supportMailbox } from './modules/inbound-mail/index.ts'
import {
  createVideosService,
  VIDEO_DAILY_EVERY_MS,
  VIDEO_DAILY_JOB,
  VIDEO_RENDER,
} from './modules/videos/index.ts'
import { createFfmpegRenderer } from './adapters/video/ffmpeg-renderer.ts'
import { createYoutubeUploader } from './adapters/video/youtube-upload.ts'
import { createSeoToolService } from './modules/seo-tool/index.ts'
import {
  createCreditRepairService,
  CREDIT_REMINDER_EVERY_MS,
  CREDIT_REMINDER_JOB,
} from './modules/credit-repair/index.ts'
import { createAccountsService } from './modules/accounts/index.ts'

/** Builds every module's service in dependency order: the feature graph on one screen. */
export function createServices({ db, config, log }: { db: Db; config: Config; log: Logger }) {
  const llm = config.llm ? createOpenAiLlm(config.llm) : null
  const rateLimits = createRateLimitsService({
    store: createRateLimitStore({ redisUrl: config.redisUrl, log }),
  })
  const outbox = createOutboxService({ db })
  const mailer: Mailer = config.smtpUrl
    ? withMailLog(createSmtpMailer(config.smtpUrl, config.mailFrom), config.mailFrom, outbox.log, (error) =>
        log.error({ err: error }, 'mail log entry not stored'),
      )
    : createOutboxMailer(config.mailFrom, outbox.store)
  // Built first: settings changes are audited.
  const audit = createAuditService({ db })
  const settings = createSettingsService({ db, config, audit })
  const betterAuth = createBetterAuth({ db, config, mailer })
  const auth = createAuthService({
    db,
    auth: betterAuth,
    rateLimits,
    mailer,
    config,
    signUpLimitPerHour: config.signUpLimitPerHour,
  })
  const people = createPeopleService({ db, auth, audit })
  const eligibility = createEligibilityService({ settings, log })
  const funnel = createFunnelService({ db, log, settings })
  const storage: FileStorage =
    config.storage.kind === 's3'
      ? createS3Storage(config.storage)
      : createLocalStorage(config.storage.dir, { encryptionKey: config.fileEncryptionKey })
  // Built before the services: they enqueue through it; their handlers join below (register).
  const jobs = createJobRunner({ db, log })
  // Cases react to documents, fingerprints and identity through stored events, and are read by
  // them through the reader, so each module needs only those built before it (docs/decisions/063-one-way-modules.md).
  const caseEvents = createCaseEvents(jobs)
  const caseReader = createCaseReader({ db, eligibility })
  // The person's own account: settings, the download of their data and its deletion (decision 045).
  const accounts = createAccountsService({
    db,
    auth,
    audit,
    storage,
    rateLimits,
    log,
    companyName: async () => (await settings.getPublicSettings()).company.name,
  })
  const fingerprints = createFingerprintsService({
    db,
    storage,
    log,
    config,
    mailer,
    audit,
    rateLimits,
    findCustomer: auth.findCustomer,
    onCaseChanged: caseEvents.caseChanged,
  })
  const documents = createDocumentsService({
    db,
    storage,
    log,
    config,
    mailer,
    audit,
    findCustomer: auth.findCustomer,
    loadFulfilmentCase: caseReader.loadFulfilmentCase,
    hasValidFingerprint: fingerprints.hasValidFingerprint,
    onCaseChanged: caseEvents.caseChanged,
  })
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
    cases: {
      listCasesForUser: caseReader.listCasesForUser,
      reconcileCasesOfUser: caseEvents.customerChanged,
    },
    settings,
  })
  const cases = createCasesService({
    db,
    config,
    mailer,
    log,
    audit,
    eligibility,
    settings,
    findCustomer: auth.findCustomer,
    wantsCaseUpdates: accounts.wantsCaseUpdates,
    jobs,
    events: caseEvents,
    fulfilment: {
      areRequiredDocumentsMet: documents.areRequiredDocumentsMet,
      hasValidFingerprint: fingerprints.hasValidFingerprint,
      isIdentityVerified: identity.isIdentityVerified,
      // The letter is an upload slot made a document like any upload, of the staff-only kind.
      registerDecisionLetter: (actor, caseId, objectId) =>
        documents.registerUpload(actor, caseId, {
          objectId,
          kind: 'DECISION_LETTER' as RegisterDocumentInput['kind'],
          filename: 'Decision letter',
        }),
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
    jobs,
  })
  const agreements = createAgreementsService({ db, settings, documents, audit })
  const testClock = createClock(createClockOffsetStore(db), config.isTestMode)
  // Moving the test clock runs the credit reminders at once, as the hours passing would
  // (docs/decisions/044-credit-repair.md); `jobs` exists by the time an admin moves it.
  const affiliateClock: typeof testClock = {
    ...testClock,
    async advance(days) {
      await testClock.advance(days)
      await jobs.enqueue(CREDIT_REMINDER_JOB, null)
    },
  }
  const referralClicks = createClickRecorder(db, log)
  const sandboxPayouts = config.stripe ? null : createSandboxPayouts(db, config.publicUrl)
  const payoutProvider: PayoutProvider =
    sandboxPayouts ?? createStripePayouts({ secretKey: config.stripe!.secretKey })
  const affiliates = createAffiliatesService({
    db,
    config,
    log,
    mailer,
    clock: affiliateClock,
    settings,
    payoutProvider,
    sandboxPayouts,
    clicks: referralClicks,
  })
  const ledger = createLedger({
    db,
    log,
    clock: affiliateClock,
    settings,
    findOrder: (orderId) => orders.findOrder(orderId),
    isIdentityVerified: (userId) => identity.isIdentityVerified(userId),
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
    referrals: {
      resolve: (referral) => affiliates.resolveReferral(referral),
      attribute: (tx, order, referral) => affiliates.attributeOrder(tx, order, referral),
    },
  })
  const payouts = createPayoutsService({
    db,
    config,
    log,
    mailer,
    audit,
    clock: affiliateClock,
    settings,
    provider: payoutProvider,
    ledger,
    affiliates,
    jobs,
  })
  const channelAdapters = createChannelAdapters(config.channels)
  const channels = createChannelsService({ db, log, config: config.channels, adapters: channelAdapters })
  const adminDashboard = createAdminDashboardService({ db, settings, funnel, payouts })
  const newsletters = createNewslettersService({
    db,
    config,
    mailer,
    log,
    audit,
    settings,
    jobs,
    provider: config.mailchimp ? createMailchimpProvider(config.mailchimp) : null,
    // Bounces come back to the mailbox the inbound server reads, when it runs.
    bounceAddress: config.inboundMail ? supportMailbox(config) : null,
  })
  const news = createNewsService({
    db,
    log,
    requestRefresh: (payload) => jobs.enqueue(NEWS_REFRESH_JOB, payload),
    fetchPolicy: { allowedAddresses: config.outboundAllowedAddresses },
    siteName: async () => (await settings.getPublicSettings()).company.name,
  })
  // Posts reach the site's news feed always, Buffer once its keys are set (docs/decisions/042-social-posts.md).
  const social = createSocialService({
    db,
    log,
    audit,
    jobs,
    news,
    buffer: config.buffer ? createBufferPublisher(config.buffer) : null,
    publicUrl: config.publicUrl,
    storage,
  })
  const inbox = createInboxService({
    db,
    mailer,
    log,
    config,
    audit,
    findOwnCase: (actor, caseId) => cases.getCase(actor, caseId),
    listCustomerCases: (actor, userId) => cases.listCasesForUser(actor, userId),
    listCustomerOrders: (actor, userId) => orders.listOrdersForUser(actor, userId),
  })
  const inboundMail = createInboundMailService({
    db,
    config,
    mailer,
    log,
    storage,
    audit,
    inbox,
    rateLimits,
    caseExists: async (caseId) => (await cases.findCaseStatus(caseId)) !== undefined,
    ingestFingerprintFiles: (input) => fingerprints.ingestFingerprintFiles(input),
    recordBounce: (report) => newsletters.recordBounce(report),
    findCustomerByEmail: async (email) => {
      const user = await auth.findUserByEmailAddress(email)
      if (!user) return undefined
      return { userId: user.id, caseIds: (await cases.listCasesForUser(user, user.id)).map((c) => c.id) }
    },
  })
  const leads = createLeadsService({ db, config, mailer, log, inbox, rateLimits })
  const packet = createPacketService({
    db,
    log,
    audit,
    settings,
    loadFulfilmentCase: (caseId) => cases.loadFulfilmentCase(caseId),
    listCaseDocuments: (caseId) => documents.listCaseDocuments(caseId),
    readDocumentBytes: (documentId) => documents.readDocumentBytes(documentId),
    hasValidFingerprint: (caseId) => fingerprints.hasValidFingerprint(caseId),
    isIdentityVerified: (userId) => identity.isIdentityVerified(userId),
    findCustomer: auth.findCustomer,
  })
  const purchaseKits = createPurchaseKitService({
    audit,
    settings,
    loadFulfilmentCase: (caseId) => cases.loadFulfilmentCase(caseId),
    findDecision: (caseId) => cases.findDecision(caseId),
    caseNumber,
  })
  const assistants = createAssistantsService({
    settings,
    llm,
    log,
  })
  const { youtube } = config.channels
  const videos = createVideosService({
    db,
    log,
    audit,
    storage,
    renderer: createFfmpegRenderer(),
    // Uploads need the OAuth client and its refresh token; without them videos go to the site alone.
    youtube:
      youtube.clientId && youtube.clientSecret && youtube.refreshToken
        ? createYoutubeUploader({
            clientId: youtube.clientId,
            clientSecret: youtube.clientSecret,
            refreshToken: youtube.refreshToken,
            apiUrl: youtube.apiUrl,
            tokenUrl: youtube.tokenUrl,
          })
        : null,
    llm,
    settings,
    publishToNews: (input) => news.publishSiteItem(input),
    jobs,
    // A render starts at once where jobs run, rather than at the next poll.
    ...(config.jobsEnabled
      ? {
          runSoon: (ids: string[]) =>
            void jobs
              .runJobs(ids)
              .catch((error: unknown) => log.error({ err: error }, 'video render not started')),
        }
      : {}),
  })
  // The site's pages reach it once the page renderer is built (server/app.ts).
  // The included credit repair follows the admin's test clock in test mode, like the affiliate
  // ledger (docs/decisions/044-credit-repair.md).
  const creditRepair = createCreditRepairService({
    db,
    mailer,
    audit,
    config,
    settings,
    clock: affiliateClock,
    findCustomer: auth.findCustomer,
    listOrders: (actor, userId) => orders.listOrdersForUser(actor, userId),
    loadCase: (caseId) => cases.loadFulfilmentCase(caseId),
    isIdentityVerified: (userId) => identity.isIdentityVerified(userId),
    findLetterIdentity: (userId) => identity.findLetterIdentity(userId),
    documents: {
      registerCreditReport: (actor, caseId, input) =>
        documents.registerUpload(actor, caseId, {
          ...input,
          kind: 'CREDIT_REPORT' as RegisterDocumentInput['kind'],
        }),
      readDocumentBytes: (documentId) => documents.readDocumentBytes(documentId),
      storeSystemDocument: (input, alsoRecord) => documents.storeSystemDocument(input, alsoRecord),
    },
  })
  const seoTool = createSeoToolService({
    db,
    audit,
    llm,
    publicUrl: config.publicUrl,
    log,
  })
  jobs.register({
    [NEWS_REFRESH_JOB]: (payload) => news.runRefreshJob(payload),
    ...orders.eventHandlers,
    ...cases.jobHandlers,
    ...payouts.jobHandlers,
    ...channels.jobHandlers,
    ...newsletters.jobHandlers,
    [SOCIAL_PUBLISH_JOB]: (payload, job) => social.runPublishJob(payload, job),
    [SOCIAL_STATS_JOB]: () => social.refreshExternalStats(),
    ...handles(VIDEO_RENDER, videos.runRenderJob),
    [VIDEO_DAILY_JOB]: () => videos.runDailyJob(),
    ...handles(ORDER_EVENTS.paid.affiliates, (event) => ledger.recordOrderPaid(event.orderId)),
    ...handles(ORDER_EVENTS.refunded.affiliates, (event) =>
      ledger.recordOrderReversed(event.orderId, 'refunded'),
    ),
    ...handles(ORDER_EVENTS.disputed.affiliates, (event) =>
      ledger.recordOrderReversed(event.orderId, 'disputed'),
    ),
    [UPLOAD_SWEEP_JOB]: async () => {
      await documents.sweepExpiredUploads()
    },
    [CREDIT_REMINDER_JOB]: async () => {
      await creditRepair.runReminders()
    },
    // A review's guarantee, refunded in the name of the staff member who recorded it.
    ...handles(CASE_EVENTS.foundNotEligible, async ({ caseId, actorUserId, reason }) => {
      const actor = await auth.findUser(actorUserId)
      if (!actor) throw new Error('The staff member who recorded the review has no account any more')
      for (const orderId of await orders.listRefundableOrderIdsOfCase(caseId)) {
        await payments.adminRefundOrder(actor, orderId, reason)
      }
    }),
  })
  if (config.buffer) jobs.schedule(SOCIAL_STATS_JOB, SOCIAL_STATS_EVERY_MS)
  jobs.schedule(NEWS_REFRESH_JOB, NEWS_REFRESH_EVERY_MS)
  jobs.schedule(UPLOAD_SWEEP_JOB, UPLOAD_SWEEP_EVERY_MS)
  jobs.schedule(CREDIT_REMINDER_JOB, CREDIT_REMINDER_EVERY_MS)
  // Our lists are mirrored to Mailchimp only once its key is set (docs/decisions/040-email-marketing.md).
  if (config.mailchimp) jobs.schedule(NEWSLETTER_JOBS.mailchimpSync, MAILCHIMP_SYNC_EVERY_MS)
  jobs.schedule(AFFILIATE_JOBS.schedule, AFFILIATE_SCHEDULE_EVERY_MS)
  // X and YouTube are polled only once their keys are set (docs/decisions/036-inbox-channels.md).
  if (channelAdapters.x) jobs.schedule(CHANNEL_POLL_JOBS.x, CHANNEL_POLL_EVERY_MS)
  if (channelAdapters.youtube) jobs.schedule(CHANNEL_POLL_JOBS.youtube, CHANNEL_POLL_EVERY_MS)
  jobs.schedule(VIDEO_DAILY_JOB, VIDEO_DAILY_EVERY_MS)
  return {
    accounts,
    assistants,
    creditRepair,
    mailer,
    rateLimits,
    outbox,
    settings,
    auth,
    audit,
    people,
    eligibility,
    funnel,
    cases,
    orders,
    storage,
    documents,
    fingerprints,
    agreements,
    identity,
    paymentProvider,
    sandboxPayments,
    payments,
    jobs,
    news,
    social,
    inbox,
    channels,
    inboundMail,
    leads,
    packet,
    purchaseKits,
    affiliateClock,
    referralClicks,
    affiliates,
    ledger,
    payouts,
    payoutProvider,
    sandboxPayouts,
    adminDashboard,
    newsletters,
    seoTool,
    videos,
  }
}

export type Services = ReturnType<typeof createServices>

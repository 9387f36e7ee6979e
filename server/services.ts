import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Mailer } from './adapters/mail/index.ts'
import { createSmtpMailer } from './adapters/mail/smtp-mailer.ts'
import { createOutboxMailer } from './adapters/mail/outbox-mailer.ts'
import { createRateLimitsService } from './modules/rate-limits/index.ts'
import { createOutboxService } from './modules/outbox/index.ts'
import { createSettingsService } from './modules/settings/index.ts'
import { createAuthService, createBetterAuth } from './modules/auth/index.ts'

/** Builds every module's service in dependency order: the feature graph on one screen. */
export function createServices({ db, config }: { db: Db; config: Config }) {
  const rateLimits = createRateLimitsService({ db })
  const outbox = createOutboxService({ db })
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(config.mailFrom, outbox.store)
  const settings = createSettingsService({ db, config })
  const betterAuth = createBetterAuth({ db, config, mailer })
  const auth = createAuthService({
    db,
    auth: betterAuth,
    rateLimits,
    signUpLimitPerHour: config.signUpLimitPerHour,
  })
  return { mailer, rateLimits, outbox, settings, auth }
}

export type Services = ReturnType<typeof createServices>

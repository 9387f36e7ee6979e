import type { Mailer } from '#server/adapters/mail/index.ts'
import type { NewsletterProvider } from '#server/adapters/newsletter/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { EnqueueOptions } from '#server/jobs/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'

export type NewslettersDeps = {
  db: Db
  config: Pick<
    Config,
    'publicUrl' | 'mailFrom' | 'mailDomain' | 'company' | 'campaignSendPerMinute' | 'jobsEnabled'
  >
  mailer: Mailer
  log: Logger
  audit: Pick<AuditService, 'record'>
  settings: Pick<SettingsService, 'getSettings'>
  jobs: {
    enqueue(
      name: string,
      payload?: unknown,
      options?: EnqueueOptions,
      executor?: Db,
    ): Promise<{ id: string } | null>
    runJobs(ids: readonly string[]): Promise<number>
  }
  /** Mailchimp when MAILCHIMP_API_KEY is set; null otherwise. */
  provider: NewsletterProvider | null
  /** The envelope sender of campaign mail: the mailbox the inbound server reads, when it runs. */
  bounceAddress: string | null
  /** Waits between messages (throttling); tests pass a clock of their own. */
  sleep?: (ms: number) => Promise<void>
}

export const NEWSLETTER_JOBS = {
  sendCampaign: 'newsletters.send-campaign',
  mailchimpSync: 'newsletters.mailchimp-sync',
} as const

/** The Mailchimp mirror also runs on this period, catching up on anything a change-triggered run missed. */
export const MAILCHIMP_SYNC_EVERY_MS = 60 * 60_000

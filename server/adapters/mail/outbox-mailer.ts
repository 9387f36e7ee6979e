import type { Mailer, OutgoingMail } from './index.ts'

export type StoredMail = OutgoingMail & { from: string }

/**
 * The offline default: every message is stored in the database, where admins read it, instead of
 * leaving the machine. Nothing is lost when no mail server is configured.
 */
export function createOutboxMailer(from: string, store: (mail: StoredMail) => Promise<void>): Mailer {
  return {
    kind: 'outbox',
    send: (mail) => store({ ...mail, from }),
    async close() {},
  }
}

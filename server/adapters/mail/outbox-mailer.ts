import { formatMailAddress, type Mailer, type OutgoingMail } from './index.ts'

export type StoredMail = Omit<OutgoingMail, 'from' | 'envelopeFrom'> & { from: string }

/**
 * The offline default: every message is stored in the database, where admins read it, instead of
 * leaving the machine. Nothing is lost when no mail server is configured.
 */
export function createOutboxMailer(from: string, store: (mail: StoredMail) => Promise<void>): Mailer {
  return {
    kind: 'outbox',
    send: ({ from: sender, envelopeFrom: _envelopeFrom, ...mail }) =>
      store({ ...mail, from: sender ? formatMailAddress(sender) : from }),
    async close() {},
  }
}

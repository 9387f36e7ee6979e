import { formatMailAddress, type Mailer, type OutgoingMail } from './index.ts'

/** What the mail log keeps of a message an SMTP relay took or refused: never its body. */
export type MailLogEntry = Omit<OutgoingMail, 'text' | 'html' | 'from' | 'envelopeFrom'> & {
  from: string
  status: 'SENT' | 'FAILED'
  error: string | null
}

/**
 * Logs each message an SMTP relay sends or refuses, so the back office's outbox lists real mail
 * too (docs/decisions/039-mail-log.md). The body is left out: it may hold a sign-in, reset or
 * upload link that staff must not be able to use. A failure to log never fails the send.
 */
export function withMailLog(
  inner: Mailer,
  from: string,
  log: (entry: MailLogEntry) => Promise<void>,
  onLogError: (error: unknown) => void,
): Mailer {
  const record = (mail: OutgoingMail, status: MailLogEntry['status'], error: string | null) => {
    const { text: _text, html: _html, from: sender, envelopeFrom: _envelopeFrom, ...headers } = mail
    return log({ ...headers, from: sender ? formatMailAddress(sender) : from, status, error }).catch(
      onLogError,
    )
  }
  return {
    kind: inner.kind,
    async send(mail) {
      try {
        await inner.send(mail)
      } catch (error) {
        await record(mail, 'FAILED', relayReason(error))
        throw error
      }
      await record(mail, 'SENT', null)
    },
    close: () => inner.close(),
  }
}

// The relay's answer code and first words, without any address it may quote back.
function relayReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/[^\s<>]+@[^\s<>]+/g, '[address]').slice(0, 300)
}

import type { Transporter } from 'nodemailer'
import { bracketMessageId, type Mailer, type OutgoingMail } from './index.ts'

/** Sends through an SMTP relay given as smtp://user:pass@host:port (or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Loaded with the first message, not at the server's start (docs/decisions/064-compiled-server.md).
  let transporter: Promise<Transporter> | undefined
  const transport = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ))
  return {
    kind: 'smtp',
    async send({ messageId, inReplyTo, references, from: sender, envelopeFrom, ...mail }: OutgoingMail) {
      await (
        await transport()
      ).sendMail({
        ...mail,
        from: sender ?? from,
        ...(envelopeFrom ? { envelope: { from: envelopeFrom, to: mail.to } } : {}),
        ...(messageId ? { messageId: bracketMessageId(messageId) } : {}),
        ...(inReplyTo ? { inReplyTo: bracketMessageId(inReplyTo) } : {}),
        ...(references?.length ? { references: references.map(bracketMessageId) } : {}),
      })
    },
    async close() {
      if (transporter) (await transporter).close()
    },
  }
}

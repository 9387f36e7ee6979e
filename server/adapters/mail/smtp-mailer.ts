import nodemailer from 'nodemailer'
import { bracketMessageId, type Mailer, type OutgoingMail } from './index.ts'

/** Sends through an SMTP relay given as smtp://user:pass@host:port (or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send({ messageId, inReplyTo, references, from: sender, envelopeFrom, ...mail }: OutgoingMail) {
      await transport.sendMail({
        ...mail,
        from: sender ?? from,
        ...(envelopeFrom ? { envelope: { from: envelopeFrom, to: mail.to } } : {}),
        ...(messageId ? { messageId: bracketMessageId(messageId) } : {}),
        ...(inReplyTo ? { inReplyTo: bracketMessageId(inReplyTo) } : {}),
        ...(references?.length ? { references: references.map(bracketMessageId) } : {}),
      })
    },
    async close() {
      transport.close()
    },
  }
}

import nodemailer from 'nodemailer'
import type { Mailer, OutgoingMail } from './index.ts'

/** Sends through an SMTP relay given as smtp://user:pass@host:port (or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      await transport.sendMail({ from, ...mail })
    },
    async close() {
      transport.close()
    },
  }
}

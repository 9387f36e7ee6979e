export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html?: string
}

/** Sends the product's e-mail. SMTP when SMTP_URL is set, otherwise the stored outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(mail: OutgoingMail): Promise<void>
  close(): Promise<void>
}

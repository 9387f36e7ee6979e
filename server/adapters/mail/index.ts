export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html?: string
  /** Where replies go, when not to the sender (e.g. the support address the inbound server reads). */
  replyTo?: string
  /**
   * Threading headers, each id without angle brackets: this message's Message-ID, the one it
   * answers (In-Reply-To) and the thread so far (References), so mail clients keep one thread and
   * the inbound server files the answer with its conversation (docs/decisions/027-inbound-mail.md).
   */
  messageId?: string
  inReplyTo?: string
  references?: string[]
  /** The sender shown, when not the configured MAIL_FROM (a campaign's from name and address). */
  from?: MailAddress
  /** Extra headers, such as List-Unsubscribe on campaign mail (RFC 8058). */
  headers?: Record<string, string>
  /**
   * The envelope sender (Return-Path) bounces go to, when not the From address: campaign mail names
   * the mailbox the inbound server reads, so bounces are recorded (docs/decisions/040-email-marketing.md).
   */
  envelopeFrom?: string
}

export type MailAddress = { name: string; address: string }

/** A sender as a From header writes it: `"Name" <address>`, quotes and backslashes escaped. */
export function formatMailAddress({ name, address }: MailAddress): string {
  const cleanName = name.replace(/[\r\n]+/g, ' ').trim()
  if (!cleanName) return address
  return `"${cleanName.replace(/["\\]/g, (c) => `\\${c}`)}" <${address}>`
}

/** Sends the product's e-mail. SMTP when SMTP_URL is set, otherwise the stored outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(mail: OutgoingMail): Promise<void>
  close(): Promise<void>
}

/** An id as a Message-ID-style header writes it: in angle brackets. */
export function bracketMessageId(id: string): string {
  return `<${id}>`
}

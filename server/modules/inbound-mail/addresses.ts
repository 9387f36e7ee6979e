import type { Config } from '#server/config.ts'

/** Where a message to one of the product's addresses goes. */
export type MailRoute = { route: 'FINGERPRINTS'; caseId: string } | { route: 'SUPPORT' }

type AddressConfig = Pick<Config, 'mailDomain' | 'company'>

const FINGERPRINT_LOCAL_PART = /^fp-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

/** The mail domain as addresses are compared: lower case, without a trailing dot. */
function normalDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '')
}

/** The local part of the configured support address (`support` in support@example.com). */
export function supportLocalPart(config: Pick<Config, 'company'>): string {
  const email = config.company.supportEmail
  return email.slice(0, email.lastIndexOf('@')).toLowerCase()
}

/**
 * The support mailbox the product's own mail server reads: the support address's local part at the
 * mail domain, whatever domain SUPPORT_EMAIL names (docs/decisions/027-inbound-mail.md).
 */
export function supportMailbox(config: AddressConfig): string {
  return `${supportLocalPart(config)}@${normalDomain(config.mailDomain)}`
}

/** The address whose attachments become the case's fingerprints. */
export function fingerprintMailbox(caseId: string, config: Pick<Config, 'mailDomain'>): string {
  return `fp-${caseId.toLowerCase()}@${normalDomain(config.mailDomain)}`
}

/**
 * Where replies to the product's support mail should go: the mailbox the inbound server reads when
 * it runs, so the answer threads back into the inbox; otherwise the team's own support address.
 */
export function supportReplyAddress(config: AddressConfig & Pick<Config, 'inboundMail'>): string {
  return config.inboundMail ? supportMailbox(config) : config.company.supportEmail
}

/**
 * The route of a recipient address, or null when it is not one of ours. Domains and local parts
 * are compared without case (a phone may capitalise the first letter of an address).
 */
export function parseRecipient(address: string, config: AddressConfig): MailRoute | null {
  const at = address.lastIndexOf('@')
  if (at <= 0) return null
  const local = address.slice(0, at).trim().toLowerCase()
  if (normalDomain(address.slice(at + 1)) !== normalDomain(config.mailDomain)) return null
  const fingerprint = FINGERPRINT_LOCAL_PART.exec(local)
  if (fingerprint) return { route: 'FINGERPRINTS', caseId: fingerprint[1]! }
  if (local === supportLocalPart(config)) return { route: 'SUPPORT' }
  return null
}

/** Whether an address is at the product's own mail domain (mail it sent itself, a loop). */
export function isOwnAddress(address: string, config: Pick<Config, 'mailDomain'>): boolean {
  const at = address.lastIndexOf('@')
  return at > 0 && normalDomain(address.slice(at + 1)) === normalDomain(config.mailDomain)
}

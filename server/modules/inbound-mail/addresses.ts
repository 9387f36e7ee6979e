import type { Config } from '#server/config.ts'
import { normalMailDomain, supportLocalPart } from '#server/lib/mail-addresses.ts'

// The support addresses live in server/lib (the inbox needs them too); inbound-mail's index still
// offers them.
export { supportMailbox, supportReplyAddress } from '#server/lib/mail-addresses.ts'

/** Where a message to one of the product's addresses goes. */
export type MailRoute = { route: 'FINGERPRINTS'; caseId: string } | { route: 'SUPPORT' }

type AddressConfig = Pick<Config, 'mailDomain' | 'company'>

const FINGERPRINT_LOCAL_PART = /^fp-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

/** The address whose attachments become the case's fingerprints. */
export function fingerprintMailbox(caseId: string, config: Pick<Config, 'mailDomain'>): string {
  return `fp-${caseId.toLowerCase()}@${normalMailDomain(config.mailDomain)}`
}

/**
 * The route of a recipient address, or null when it is not one of ours. Domains and local parts
 * are compared without case (a phone may capitalise the first letter of an address).
 */
export function parseRecipient(address: string, config: AddressConfig): MailRoute | null {
  const at = address.lastIndexOf('@')
  if (at <= 0) return null
  const local = address.slice(0, at).trim().toLowerCase()
  if (normalMailDomain(address.slice(at + 1)) !== normalMailDomain(config.mailDomain)) return null
  const fingerprint = FINGERPRINT_LOCAL_PART.exec(local)
  if (fingerprint) return { route: 'FINGERPRINTS', caseId: fingerprint[1]! }
  if (local === supportLocalPart(config)) return { route: 'SUPPORT' }
  return null
}

/** Whether an address is at the product's own mail domain (mail it sent itself, a loop). */
export function isOwnAddress(address: string, config: Pick<Config, 'mailDomain'>): boolean {
  const at = address.lastIndexOf('@')
  return at > 0 && normalMailDomain(address.slice(at + 1)) === normalMailDomain(config.mailDomain)
}

import type { Config } from '#server/config.ts'

// The product's own support addresses. The inbox writes them on the mail it sends and the inbound
// mail server reads mail sent to them, so they live below both (docs/decisions/027-inbound-mail.md).

type AddressConfig = Pick<Config, 'mailDomain' | 'company'>

/** The mail domain as addresses are compared: lower case, without a trailing dot. */
export function normalMailDomain(domain: string): string {
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
  return `${supportLocalPart(config)}@${normalMailDomain(config.mailDomain)}`
}

/**
 * Where replies to the product's support mail should go: the mailbox the inbound server reads when
 * it runs, so the answer threads back into the inbox; otherwise the team's own support address.
 */
export function supportReplyAddress(config: AddressConfig & Pick<Config, 'inboundMail'>): string {
  return config.inboundMail ? supportMailbox(config) : config.company.supportEmail
}

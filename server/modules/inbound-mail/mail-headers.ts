import type { AddressObject, ParsedMail } from 'mailparser'
import type { MailChecks } from '#shared/domain/inbound-mail.ts'
import { normalDomain, type AuthResults } from './mail-auth.ts'

/**
 * The headers of a received message as the product stores and shows them, and whether the checks
 * proved who sent it (docs/decisions/058-inbound-mail-authentication.md).
 */
export type MailHeaders = {
  subject: string
  /** Message-ID, In-Reply-To and References, without angle brackets. */
  messageId: string | null
  inReplyTo: string | null
  references: string[]
  /** The first From address (lower case) and its display name. */
  from: { address: string; name: string | null } | null
  /** The first Reply-To address, if any. */
  replyTo: string | null
  checks: MailChecks
}

/** The longest header value kept (RFC 5322's line limit). */
const HEADER_MAX_LENGTH = 998

const LINE_BREAK = /\r\n|[\r\n]/g
// C0 but tab (line breaks become spaces first), DEL and C1.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g

/**
 * A header value without control characters: line breaks (an encoded word may decode to one)
 * become spaces; NUL, the other C0 characters but tab, DEL and the C1 characters are dropped. A
 * NUL is what PostgreSQL refuses to store, and an escape sequence what a terminal would obey.
 */
export function cleanHeader(value: string | undefined | null, max = HEADER_MAX_LENGTH): string {
  return (value ?? '').replace(LINE_BREAK, ' ').replace(CONTROL, '').slice(0, max)
}

/** A Message-ID without its angle brackets and control characters; null when nothing is left. */
export function cleanMessageId(value: string | undefined | null): string | null {
  const id = cleanHeader(value).trim().replace(/^<+/, '').replace(/>+$/, '').trim()
  return id || null
}

/**
 * Whether the checks prove the From address: it is the message's one From address, and its domain
 * is the one the checks proved (`verifiedDomain`: DMARC, or SPF or DKIM aligned with it).
 */
export function isSenderProven(fromAddresses: string[], verifiedDomain: string | null | undefined): boolean {
  if (!verifiedDomain || fromAddresses.length !== 1) return false
  const address = fromAddresses[0]!
  const at = address.lastIndexOf('@')
  return at > 0 && normalDomain(address.slice(at + 1)) === normalDomain(verifiedDomain)
}

/** The stored and shown headers of a parsed message, cleaned, with its checks. */
export function readHeaders(mail: ParsedMail, auth: AuthResults): MailHeaders {
  const fromAddresses = addressesOf(mail.from)
  const sender = mail.from?.value[0]
  const fromAddress = fromAddresses[0] ?? null
  const references = Array.isArray(mail.references)
    ? mail.references
    : mail.references
      ? [mail.references]
      : []
  return {
    subject: cleanHeader(mail.subject),
    messageId: cleanMessageId(mail.messageId),
    inReplyTo: cleanMessageId(mail.inReplyTo),
    references: references.flatMap((value) => value.split(/\s+/)).flatMap((id) => cleanMessageId(id) ?? []),
    from: fromAddress ? { address: fromAddress, name: cleanHeader(sender?.name).trim() || null } : null,
    replyTo: addressesOf(mail.replyTo)[0] ?? null,
    checks: {
      spf: auth.spf,
      dkim: auth.dkim,
      dmarc: auth.dmarc,
      isSenderVerified: isSenderProven(fromAddresses, auth.verifiedDomain),
    },
  }
}

// Every address of an address header, cleaned and in lower case.
function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = Array.isArray(field) ? field : field ? [field] : []
  const entries = groups.flatMap((group) => group.value.flatMap((entry) => [entry, ...(entry.group ?? [])]))
  return entries.flatMap((entry) => {
    const address = cleanHeader(entry.address).trim().toLowerCase()
    return address ? [address] : []
  })
}

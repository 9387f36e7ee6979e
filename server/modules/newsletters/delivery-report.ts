/**
 * Reading bounces (delivery status notifications, RFC 3464) from the raw message the inbound mail
 * server received, so a campaign recipient whose address failed is marked BOUNCED.
 */

export type DeliveryReport = {
  /** Message-IDs (without angle brackets) of the message that failed, as the report names them. */
  originalMessageIds: string[]
  /** The failed addresses with their status codes (5.x.x permanent, 4.x.x transient). */
  recipients: Array<{ address: string; status: string | null; action: string | null }>
}

/** How much of a message is read for the report: the DSN fields and returned headers come early. */
const MAX_SCANNED_BYTES = 256 * 1024

/**
 * The delivery report in a message, or null when it is not one: a multipart/report with
 * report-type=delivery-status, or any message with Final-Recipient or Original-Message-ID fields
 * (some servers send them in a plain body). Reads the 7-bit text the report parts are sent in.
 */
export function parseDeliveryReport(raw: Buffer | string): DeliveryReport | null {
  const text = (typeof raw === 'string' ? raw : raw.subarray(0, MAX_SCANNED_BYTES).toString('latin1'))
    // Folded header lines are one field.
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
  const headerEnd = text.indexOf('\n\n')
  const topHeaders = headerEnd === -1 ? text : text.slice(0, headerEnd)
  const body = headerEnd === -1 ? '' : text.slice(headerEnd + 2)
  const isReport = /^content-type:\s*multipart\/report\b[^\n]*report-type\s*=\s*"?delivery-status/im.test(
    topHeaders,
  )
  const hasFields = /^(final-recipient|original-message-id)\s*:/im.test(body)
  if (!isReport && !hasFields) return null

  const recipients: DeliveryReport['recipients'] = []
  // Each recipient's fields form one group, separated by blank lines.
  for (const group of body.split(/\n\s*\n/)) {
    const address = field(group, 'final-recipient') ?? field(group, 'original-recipient')
    if (!address) continue
    const clean = address
      .replace(/^[a-z0-9-]+\s*;\s*/i, '')
      .replace(/^<|>$/g, '')
      .trim()
      .toLowerCase()
    if (!clean.includes('@')) continue
    const status = field(group, 'status')?.match(/\d\.\d{1,3}\.\d{1,3}/)?.[0] ?? null
    recipients.push({ address: clean, status, action: field(group, 'action')?.toLowerCase() ?? null })
  }

  const ids = new Set<string>()
  for (const match of body.matchAll(/^(?:original-message-id|message-id)\s*:\s*<?([^\s<>]+)>?/gim)) {
    ids.add(match[1]!)
  }
  return { originalMessageIds: [...ids], recipients }
}

function field(group: string, name: string): string | null {
  const match = new RegExp(`^${name}\\s*:\\s*(.+)$`, 'im').exec(group)
  return match ? match[1]!.trim() : null
}

/** Whether a report says the address failed for good (a 5.x.x status, or a failed action without one). */
export function isHardBounce(recipient: DeliveryReport['recipients'][number]): boolean {
  if (recipient.status) return recipient.status.startsWith('5.')
  return recipient.action === 'failed'
}

/**
 * An audit entry's detail as the back office shows it: flat key and value pairs in text, with
 * anything secret left out (docs/decisions/038-people-and-audit-log.md). Entries are written by
 * many modules; today none stores an SSN, a TIN or a password, and this keeps it so if one ever did.
 */

// Keys whose values are never shown, wherever they sit in the detail.
const SECRET_KEY =
  /ssn|social|(^|[^a-z])tin($|[^a-z])|^tin|tin$|taxid|password|passwd|secret|token|ciphertext|cvc|cvv|cardnumber/i
// A nine-digit number written like an SSN or EIN, inside any text value.
const SSN_LIKE = /\b\d{3}-?\d{2}-?\d{4}\b|\b\d{2}-\d{7}\b/g
const MAX_VALUE_LENGTH = 300
const MAX_ITEMS = 20

export type DetailItem = { key: string; value: string }

function clean(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(SSN_LIKE, '[hidden]')
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value
  if (depth > 3) return '…'
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => clean(item, depth + 1))
  if (typeof value === 'object') {
    const kept: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (!SECRET_KEY.test(key)) kept[key] = clean(item, depth + 1)
    }
    return kept
  }
  return undefined
}

function asText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text
}

/** The detail's top-level values as text, secrets removed; anything not an object gives nothing. */
export function safeDetail(detail: unknown): DetailItem[] {
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return []
  const cleaned = clean(detail) as Record<string, unknown>
  return Object.entries(cleaned)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .slice(0, MAX_ITEMS)
    .map(([key, value]) => ({ key, value: asText(value) }))
}

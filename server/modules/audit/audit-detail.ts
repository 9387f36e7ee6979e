/**
 * An audit entry's detail as the back office may show it: its top-level values with anything
 * secret left out (shared/domain/audit-words.ts then words them) (docs/decisions/038-people-and-audit-log.md). Entries are written by
 * many modules; today none stores an SSN, a TIN or a password, and this keeps it so if one ever did.
 */

// Keys whose values are never shown, wherever they sit in the detail.
const SECRET_KEY =
  /ssn|social|(^|[^a-z])tin($|[^a-z])|^tin|tin$|taxid|password|passwd|secret|token|ciphertext|cvc|cvv|cardnumber/i
// A nine-digit number written like an SSN or EIN, inside any text value.
const SSN_LIKE = /\b\d{3}-?\d{2}-?\d{4}\b|\b\d{2}-\d{7}\b/g
const MAX_VALUE_LENGTH = 300
const MAX_ITEMS = 20

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

/** The detail's top-level values, secrets removed, empty ones left out; anything not an object gives none. */
export function safeDetail(detail: unknown): Record<string, unknown> {
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return {}
  const cleaned = clean(detail) as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(cleaned)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .slice(0, MAX_ITEMS),
  )
}

/** A kept value as stored, in text (strings as they are, anything else as JSON), cut to a length. */
export function storedText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text
}

// Small helpers for the plain-English reasoning the engine writes.

// The lists made unique here are short (a few citations, fields or packages): a scan of the
// output beats building a Set, and a long list falls back to one.
const SCAN_LIMIT = 24

function addAll<T>(out: T[], values: readonly T[], seen: Set<T> | undefined): Set<T> | undefined {
  for (const value of values) {
    if (seen !== undefined) {
      if (!seen.has(value)) {
        seen.add(value)
        out.push(value)
      }
    } else if (!out.includes(value)) {
      out.push(value)
      if (out.length > SCAN_LIMIT) seen = new Set(out)
    }
  }
  return seen
}

/** The values in order, without duplicates. */
export function unique<T>(values: readonly T[]): T[] {
  const out: T[] = []
  addAll(out, values, undefined)
  return out
}

/** The values of several lists, in order, without duplicates (no intermediate arrays). */
export function uniqueOf<T>(...lists: readonly (readonly T[])[]): T[] {
  const out: T[] = []
  let seen: Set<T> | undefined
  for (const list of lists) seen = addAll(out, list, seen)
  return out
}

const VOWEL_START = /^[AEIOU]/

/** Capitalizes the first letter and ends with a full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim()
  if (trimmed.length === 0) return trimmed
  const first = trimmed[0]!
  const upper = first.toUpperCase()
  const capital = upper === first ? trimmed : upper + trimmed.slice(1)
  const last = capital[capital.length - 1]
  return last === '.' || last === '!' || last === '?' ? capital : `${capital}.`
}

export function article(word: string): string {
  return VOWEL_START.test(word) ? 'An' : 'A'
}

export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** 'Governor pardon' -> 'governor pardon', leaving acronyms ('FOID ...') alone. */
export function lowerFirst(text: string): string {
  if (text.length < 2 || text[1] === text[1]!.toUpperCase()) return text
  return text[0]!.toLowerCase() + text.slice(1)
}

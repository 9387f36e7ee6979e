// Small helpers for the plain-English reasoning the engine writes.

export const unique = <T>(values: readonly T[]): T[] => [...new Set(values)]

/** The values of several lists, in order, without duplicates (no intermediate arrays). */
export function uniqueOf<T>(...lists: readonly (readonly T[])[]): T[] {
  const set = new Set<T>()
  for (const list of lists) for (const value of list) set.add(value)
  return [...set]
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

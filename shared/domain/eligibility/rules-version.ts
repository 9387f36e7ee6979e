import { JURISDICTION_RULES } from './data/index.ts'
import { FEDERAL } from './data/federal.ts'
import { LAST_CHECKED } from './data/builders.ts'
import { OFFENSE_CLASSES } from './data/offense-classes.ts'

/** FNV-1a (32-bit) over UTF-16 code units: small, pure and stable across runtimes. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** JSON with object keys sorted, so the hash depends on the data, not on how it was written. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The version of the rules a result was computed with: the date the data was last checked plus a
 * hash of all of it (the offense-class tables too, since a class's maximum decides verdicts), so any
 * change to any rule gives a new version.
 */
export const RULES_VERSION = `${LAST_CHECKED}.${fnv1a(
  canonicalJson({ federal: FEDERAL, jurisdictions: JURISDICTION_RULES, offenseClasses: OFFENSE_CLASSES }),
)}`

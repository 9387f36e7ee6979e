/**
 * Codes of a case in plain words, as every screen, e-mail and activity entry shows them (never
 * the raw code: 'Both federal and state', not 'BOTH').
 */
import { codeLabel } from './code-label.ts'
import { CONVICTION_TYPES } from './eligibility/input.ts'
import type { Actor } from './roles.ts'

// Federal, state or both, as the conviction was.
export const CASE_JURISDICTIONS = CONVICTION_TYPES
export type CaseJurisdiction = (typeof CASE_JURISDICTIONS)[number]

export const JURISDICTION_NAMES: Record<CaseJurisdiction, string> = {
  FEDERAL: 'Federal',
  STATE: 'State',
  BOTH: 'Both federal and state',
}

/** A jurisdiction (or conviction type, the same three values) in plain words. */
export function jurisdictionName(code: string): string {
  return (JURISDICTION_NAMES as Record<string, string | undefined>)[code] ?? codeLabel(code)
}

/** Who did something to a case, in words. */
export const ACTOR_NAMES = { USER: 'Customer', SYSTEM: 'System', ADMIN: 'Staff' } as const satisfies Record<
  Actor,
  string
>

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * Every YYYY-MM-DD date inside a text written out ('opens on 2030-02-02' reads 'opens on February
 * 2, 2030'). The engine writes dates in ISO form so its reasoning stays exact and testable; every
 * surface a person reads passes its text through this (docs/decisions/053-labels-not-codes.md).
 */
export function writtenDates(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (iso) => formatIsoDate(iso))
}

/** A YYYY-MM-DD date as people write it ('March 3, 2026'); anything else is returned as it is. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !month) return iso
  return `${month} ${Number(match[3])}, ${match[1]}`
}

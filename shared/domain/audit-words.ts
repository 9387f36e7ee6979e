/**
 * The back office's audit log in words (docs/decisions/066-admin-sign-ins-and-audit-words.md):
 * who acted ('Staff: Ada Admin'), what happened ('Order refunded') and each stored value as a
 * person reads it ('Price: $2,999.00', never 'priceCents: 299900'). Pure, so the server words
 * every entry the same way and the unit test pins the words.
 */
import { ACTOR_NAMES, formatIsoDate } from './case-labels.ts'
import { CASE_STATUS_NAMES } from './case-status.ts'
import { codeLabel } from './code-label.ts'
import { formatUsd } from './money.ts'
import { PACKAGE_NAMES } from './packages.ts'
import type { Actor } from './roles.ts'
import { SETTING_FIELDS, type SettingKind } from './settings.ts'
import { WEEKDAY_NAMES } from './support-hours.ts'

/** The actions the auth module records for sign-ins to a staff (ADMIN) account. */
export const STAFF_SIGN_IN_ACTIONS = {
  signedIn: 'STAFF_SIGNED_IN',
  failed: 'STAFF_SIGN_IN_FAILED',
} as const

/** Actions whose name is not their code in sentence case ('ORDER_REFUNDED' reads 'Order refunded' by itself). */
const ACTION_NAMES: Readonly<Record<string, string>> = {
  [STAFF_SIGN_IN_ACTIONS.signedIn]: 'Staff signed in',
  [STAFF_SIGN_IN_ACTIONS.failed]: 'Failed staff sign-in',
  CASE_CREATED: 'Case opened',
  PERSON_DISABLED: 'Account disabled',
  PERSON_ENABLED: 'Account enabled',
  SETTING_CHANGED: 'Setting changed',
  PRODUCT_CHANGED: 'Catalog changed',
  SEO_OPTIMIZED: 'SEO optimized',
  SEO_BACKUP_RESTORED: 'SEO backup restored',
  SEO_PAGE_EDITED: 'SEO head edited',
}

/** An action code as words for lists and filters: 'ORDER_REFUNDED' → 'Order refunded'. */
export function auditActionName(action: string): string {
  return ACTION_NAMES[action] ?? (codeLabel(action) || 'Other')
}

/** Who acted: 'Staff: Ada Admin' (or 'Staff' without a name), 'Customer', 'System'. */
export function auditActorName(actor: Actor, name: string | null): string {
  return actor === 'ADMIN' && name ? `${ACTOR_NAMES.ADMIN}: ${name}` : ACTOR_NAMES[actor]
}

// Detail keys whose words are not the key split into words.
const KEY_NAMES: Readonly<Record<string, string>> = {
  email: 'E-mail',
  userId: 'Account id',
  caseId: 'Case id',
  affiliateId: 'Affiliate id',
  addressBlock: 'Address block',
  key: 'Setting',
  code: 'Product',
  filename: 'File name',
  kindLabel: 'Kind',
  typeLabel: 'Type',
  label: 'What',
  from: 'From',
  to: 'To',
}

const PRODUCT_FIELD_NAMES: Readonly<Record<string, string>> = {
  priceCents: 'price',
  name: 'name',
  isActive: 'offered',
}

const ROLE_NAMES: Readonly<Record<string, string>> = { ADMIN: 'Admin', USER: 'Customer' }

const settingField = (key: string) =>
  (SETTING_FIELDS as Record<string, { label: string; kind: SettingKind } | undefined>)[key]

const productKey = (key: string) => /^products\.([^.]+)\.([A-Za-z]+)$/.exec(key)

const productName = (code: string) =>
  (PACKAGE_NAMES as Record<string, string | undefined>)[code] ?? codeLabel(code)

// A code stored as a value: a package or a case status by its name, anything else in sentence case.
const codeWords = (code: string) =>
  (PACKAGE_NAMES as Record<string, string | undefined>)[code] ??
  (CASE_STATUS_NAMES as Record<string, string | undefined>)[code] ??
  codeLabel(code)

/** 'minimumPayoutCents' → 'Minimum payout', 'disabledAt' → 'Disabled at', 'userId' → 'User id'. */
function camelWords(key: string): string {
  const words = key
    .replace(/Cents$|Bps$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key
}

/**
 * A stored key in words: a setting by its label in the editor ('Minimum payout'), a catalog field
 * by its product ('Federal Restoration price'), anything else split into words ('Price').
 */
export function auditKeyName(key: string): string {
  const field = settingField(key)
  if (field) return field.label
  const product = productKey(key)
  if (product) {
    const fieldName = PRODUCT_FIELD_NAMES[product[2]!] ?? camelWords(product[2]!).toLowerCase()
    return `${productName(product[1]!)} ${fieldName}`
  }
  return KEY_NAMES[key] ?? camelWords(key)
}

// How a value of `key` is written: the settings editor's kind, else what the key's name says.
function kindOf(key: string): SettingKind | 'role' | 'key' | 'field' | undefined {
  const field = settingField(key)
  if (field) return field.kind
  const product = productKey(key)
  const name = product ? product[2]! : key
  if (/Cents$/.test(name)) return 'cents'
  if (/Bps$/.test(name)) return 'bps'
  if (/^(is|has|can)[A-Z]/.test(name)) return 'boolean'
  if (name === 'role') return 'role'
  if (name === 'key') return 'key'
  if (name === 'field') return 'field'
  return undefined
}

const percentOfBps = (bps: number) => `${Number((bps / 100).toFixed(2))}%`
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/
const ISO_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

function textWords(text: string): string {
  if (text.trim() === '') return 'none'
  const time = ISO_TIME.exec(text)
  if (time) return `${formatIsoDate(time[1]!)} at ${time[2]} ${time[3] === 'Z' ? 'UTC' : time[3]}`
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatIsoDate(text)
  if (CODE.test(text) && text.length > 1) return codeWords(text)
  return text
}

/**
 * A stored value in words for its key: cents as dollars ('$2,999.00'), basis points and percents
 * as percentages, true and false as Yes and No (On and Off for a setting), codes and dates in
 * words, null as 'none'; an object as its values in words.
 */
export function auditValueWords(key: string, value: unknown): string {
  if (value === null || value === undefined) return 'none'
  const kind = kindOf(key)
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (kind === 'cents' && Number.isInteger(value)) return formatUsd(value, { alwaysShowCents: true })
    if (kind === 'bps') return percentOfBps(value)
    if (kind === 'percent') return `${value}%`
    if (kind === 'days') return value === 1 ? '1 day' : `${value} days`
    if (kind === 'weekday') return WEEKDAY_NAMES[value]?.long ?? String(value)
    return String(value)
  }
  if (typeof value === 'boolean') {
    if (settingField(key)) return value ? 'On' : 'Off'
    return value ? 'Yes' : 'No'
  }
  if (typeof value === 'string') {
    if (kind === 'role') return ROLE_NAMES[value] ?? codeLabel(value)
    if (kind === 'key') return auditKeyName(value)
    if (kind === 'field') return camelWords(value)
    return textWords(value)
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none'
    return value
      .map((item) => (kind === 'bpsList' ? auditValueWords('itemBps', item) : auditValueWords(key, item)))
      .join(', ')
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([inner, item]) => `${auditKeyName(inner)}: ${auditValueWords(inner, item)}`,
    )
    return parts.length > 0 ? parts.join('; ') : 'none'
  }
  return String(value)
}

/** A change of one stored value: 'Price from $2,999.00 to $3,199.00'. */
export function auditChangeWords(key: string, before: unknown, after: unknown): string {
  return `${auditKeyName(key)} from ${auditValueWords(key, before)} to ${auditValueWords(key, after)}`
}

export type AuditDetailWords = { key: string; name: string; text: string }

export type AuditEntryWords = {
  /** Who acted ('Staff: Ada Admin', 'Customer', 'System'). */
  actor: string
  /** What happened, as a name ('Order refunded'). */
  action: string
  /** Each stored value, its key and value in words. */
  details: AuditDetailWords[]
}

const MAX_VALUE_LENGTH = 300

/**
 * An audit entry in words: who acted, the action's name and the detail's values. `detail` is
 * what may be shown (the server leaves secrets out first); empty values are left out.
 */
export function auditEntryWords(entry: {
  actor: Actor
  actorName: string | null
  action: string
  detail: Readonly<Record<string, unknown>>
}): AuditEntryWords {
  // A change's before and after are values of the setting or field its `key` names.
  const changedKey = typeof entry.detail.key === 'string' ? entry.detail.key : undefined
  // The database keeps a detail's keys in its own order: a change reads before, then after.
  const order = (key: string) => (key === 'before' ? 1 : key === 'after' ? 2 : 0)
  const details = Object.entries(entry.detail)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => order(a) - order(b))
    .map(([key, value]) => {
      const isChange = changedKey !== undefined && (key === 'before' || key === 'after')
      const text = auditValueWords(isChange ? changedKey : key, value)
      return {
        key,
        name: auditKeyName(key),
        text: text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text,
      }
    })
  return {
    actor: auditActorName(entry.actor, entry.actorName),
    action: auditActionName(entry.action),
    details,
  }
}

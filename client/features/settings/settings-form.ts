import { z } from 'zod'
import { formatSupportHours } from '#shared/content/help.ts'
import { timeZoneLabel } from '#shared/content/figures.ts'
import { percent, weekdayName } from '#shared/content/format.ts'
import {
  ProductChangeSchema,
  ProductPriceCentsSchema,
  type AdminSettings,
  type ProductChange,
  type SettingsChangeInput,
} from '#shared/contracts/settings.contract.ts'
import { centsToDollarsInput, formatUsd, parseDollars } from '#shared/domain/money.ts'
import {
  SettingsFieldsSchema,
  SettingsSchema,
  type SettingGroupId,
  type SettingKey,
  type SettingKind,
  type Settings,
} from '#shared/domain/settings.ts'
import { OpeningHoursSchema, WEEKDAY_COUNT, type WeeklyHours } from '#shared/domain/support-hours.ts'

/**
 * The settings editor's forms: what a person types (dollars, percentages, a week of opening hours)
 * and the change it sends. Every rule is the server's own schema (SettingsSchema, the product
 * schemas), applied after the typed text is read, so the form shows the messages the server
 * would; the rules across fields are checked against the stored values of the other fields.
 */

export const FORM_MESSAGES = {
  amount: 'Enter an amount in dollars, such as 25 or 25.50.',
  wholeNumber: 'Enter a whole number.',
  percentage: 'Enter a percentage such as 20 or 12.5.',
  percentages: 'Enter percentages separated by commas, such as 4, 1, 0.5.',
} as const

export type HoursDay = { isOpen: boolean; opensAt: string; closesAt: string }
export type HoursFormValue = { isPublished: boolean; days: HoursDay[] }
export type SettingFormValue = string | boolean | HoursFormValue
export type ProductFormValue = { price: string; name: string; isActive: boolean }

/** A section's form: its settings by key, and (Prices & catalog) its products by code. */
export type GroupFormValues = {
  settings: Record<string, SettingFormValue>
  products: Record<string, ProductFormValue>
}

type Field = AdminSettings['fields'][number]

/** The fields of a section, in the editor's order. */
export function groupFields(editor: AdminSettings, group: string): Field[] {
  return editor.fields.filter((field) => field.group === group)
}

/** Whether the section edits the catalog (the Prices & catalog section does). */
export function hasProducts(group: SettingGroupId | string): boolean {
  return group === 'prices'
}

// A week of hours for the form: every day, Sunday first; closed days keep usual times to open with.
const DEFAULT_DAY: HoursDay = { isOpen: false, opensAt: '09:00', closesAt: '17:00' }

function hoursToForm(hours: WeeklyHours | null): HoursFormValue {
  return {
    isPublished: hours !== null,
    days: Array.from({ length: WEEKDAY_COUNT }, (_, day) => {
      const open = hours?.[day]
      return open ? { isOpen: true, opensAt: open.opensAt, closesAt: open.closesAt } : { ...DEFAULT_DAY }
    }),
  }
}

function bpsToPercentInput(bps: number): string {
  return String(Number((bps / 100).toFixed(2)))
}

/** A stored value as the form shows it for editing. */
export function toFormValue(kind: SettingKind, value: unknown): SettingFormValue {
  switch (kind) {
    case 'boolean':
      return value === true
    case 'cents':
      return centsToDollarsInput(Number(value))
    case 'bps':
      return bpsToPercentInput(Number(value))
    case 'bpsList':
      return (value as number[]).map(bpsToPercentInput).join(', ')
    case 'hours':
      return hoursToForm(value as WeeklyHours | null)
    case 'phone':
      return typeof value === 'string' ? value : ''
    default:
      return String(value)
  }
}

/** The form's starting values for a section: the stored settings and catalog. */
export function groupDefaults(editor: AdminSettings, group: string): GroupFormValues {
  const settings: Record<string, SettingFormValue> = {}
  for (const field of groupFields(editor, group)) {
    settings[field.key] = toFormValue(field.kind, editor.settings[field.key as SettingKey])
  }
  const products: Record<string, ProductFormValue> = {}
  if (hasProducts(group)) {
    for (const product of editor.products) {
      products[product.code] = {
        price: centsToDollarsInput(product.priceCents),
        name: product.name,
        isActive: product.isActive,
      }
    }
  }
  return { settings, products }
}

// '20' or '12.5' (at most two decimals) as basis points, read from the digits.
function percentToBps(text: string): number | null {
  const match = /^\s*(\d{1,5})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

function wholeNumberOf(text: string): number | null {
  return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null
}

// Typed text to the value the setting stores; null (with the message) when it cannot be read.
type Reader = (input: unknown) => { value: unknown } | { message: string }

function textReader(read: (text: string) => unknown, message: string): Reader {
  return (input) => {
    const value = read(typeof input === 'string' ? input : '')
    return value === null ? { message } : { value }
  }
}

const READERS: Record<Exclude<SettingKind, 'hours'>, Reader> = {
  text: (input) => ({ value: input }),
  email: (input) => ({ value: typeof input === 'string' ? input.trim() : input }),
  phone: (input) => ({ value: typeof input === 'string' && input.trim() !== '' ? input.trim() : null }),
  cents: textReader(parseDollars, FORM_MESSAGES.amount),
  percent: textReader(wholeNumberOf, FORM_MESSAGES.wholeNumber),
  count: textReader(wholeNumberOf, FORM_MESSAGES.wholeNumber),
  days: textReader(wholeNumberOf, FORM_MESSAGES.wholeNumber),
  bps: textReader(percentToBps, FORM_MESSAGES.percentage),
  bpsList: textReader((text) => {
    const parts = text.split(',').map(percentToBps)
    return parts.every((part) => part !== null) ? parts : null
  }, FORM_MESSAGES.percentages),
  boolean: (input) => ({ value: input === true }),
  weekday: textReader(wholeNumberOf, 'Choose a payout day'),
  time: (input) => ({ value: input }),
  timeZone: (input) => ({ value: typeof input === 'string' ? input.trim() : input }),
  dateTime: (input) => ({ value: typeof input === 'string' ? input.trim() : input }),
}

type Issue = { path: (string | number)[]; message: string }

function readHours(input: HoursFormValue): { value: WeeklyHours | null; issues: Issue[] } {
  if (!input.isPublished) return { value: null, issues: [] }
  const issues: Issue[] = []
  const week = input.days.map((day, index) => {
    if (!day.isOpen) return null
    const checked = OpeningHoursSchema.safeParse({ opensAt: day.opensAt, closesAt: day.closesAt })
    if (checked.success) return checked.data
    for (const issue of checked.error.issues) {
      issues.push({ path: ['days', index, String(issue.path[0] ?? 'opensAt')], message: issue.message })
    }
    return null
  })
  const whole = SettingsFieldsSchema.shape.supportHours.safeParse(week)
  if (issues.length === 0 && !whole.success) {
    issues.push({ path: ['isPublished'], message: whole.error.issues[0]!.message })
  }
  return { value: week, issues }
}

/** What a saved section sends: only the values that differ from the stored ones. */
export type GroupChange = SettingsChangeInput

/**
 * The schema of one section's form: reads each field, checks it with the server's rules (across
 * fields too, against the stored values of the others) and gives the change to send, holding only
 * what differs from `editor` (empty when nothing does).
 */
export function groupFormSchema(editor: AdminSettings, group: string) {
  const fields = groupFields(editor, group)
  return z.custom<GroupFormValues>().transform((form, ctx): GroupChange => {
    const next: Record<string, unknown> = {}
    const addIssue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', message, path })

    for (const field of fields) {
      const key = field.key as SettingKey
      const input = form.settings?.[key]
      let value: unknown
      if (field.kind === 'hours') {
        const read = readHours(input as HoursFormValue)
        for (const issue of read.issues) addIssue(['settings', key, ...issue.path], issue.message)
        value = read.value
      } else {
        const read = READERS[field.kind](input)
        if ('message' in read) {
          addIssue(['settings', key], read.message)
          continue
        }
        value = read.value
      }
      const checked = SettingsFieldsSchema.shape[key].safeParse(value)
      if (checked.success) next[key] = checked.data
      else if (field.kind !== 'hours') addIssue(['settings', key], checked.error.issues[0]!.message)
    }

    const products: Record<string, ProductChange> = {}
    if (hasProducts(group)) {
      for (const product of editor.products) {
        const input = form.products?.[product.code]
        if (!input) continue
        const change: ProductChange = {}
        const cents = parseDollars(input.price)
        const price = cents === null ? null : ProductPriceCentsSchema.safeParse(cents)
        if (!price) addIssue(['products', product.code, 'price'], FORM_MESSAGES.amount)
        else if (!price.success) addIssue(['products', product.code, 'price'], price.error.issues[0]!.message)
        else if (price.data !== product.priceCents) change.priceCents = price.data
        const name = ProductChangeSchema.shape.name.safeParse(input.name)
        if (!name.success) addIssue(['products', product.code, 'name'], name.error.issues[0]!.message)
        else if (name.data !== undefined && name.data !== product.name) change.name = name.data
        if (product.kind !== 'RESTORATION' && input.isActive !== product.isActive) {
          change.isActive = input.isActive
        }
        if (Object.keys(change).length > 0) products[product.code] = change
      }
    }

    if (ctx.issues.length > 0) return z.NEVER
    // The rules across fields, on the stored settings with this section's values.
    const merged = SettingsSchema.safeParse({ ...editor.settings, ...next })
    if (!merged.success) {
      for (const issue of merged.error.issues) {
        const key = String(issue.path[0] ?? '')
        addIssue(fields.some((field) => field.key === key) ? ['settings', key] : ['root'], issue.message)
      }
      return z.NEVER
    }
    const change: GroupChange = {}
    for (const field of fields) {
      const key = field.key as SettingKey
      if (!sameValue(next[key], editor.settings[key])) Object.assign(change, { [key]: next[key] })
    }
    if (Object.keys(products).length > 0) change.products = products
    return change
  })
}

/** Whether a change holds nothing to save. */
export function isEmptyChange(change: GroupChange): boolean {
  return Object.keys(change).length === 0
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** A stored value in words, for the review of a change ('$2,999.00', '20%', 'Fridays'…). */
export function displayValue(kind: SettingKind, value: unknown, settings: Settings): string {
  if (value === null || value === undefined) return kind === 'hours' ? 'None published' : 'None'
  switch (kind) {
    case 'cents':
      return formatUsd(Number(value), { alwaysShowCents: true })
    case 'percent':
      return `${String(value)}%`
    case 'bps':
      return percent(Number(value))
    case 'bpsList':
      return (value as number[]).map(percent).join(', ')
    case 'boolean':
      return value === true ? 'On' : 'Off'
    case 'weekday':
      return weekdayName(Number(value))
    case 'days':
      return Number(value) === 1 ? '1 day' : `${String(value)} days`
    case 'hours':
      return formatSupportHours(value as WeeklyHours, timeZoneLabel(settings.payoutTimeZone)).summary
    default:
      return String(value)
  }
}

export type ChangeLine = { key: string; label: string; before: string; after: string }

/** Each value a change makes, in words: what the review dialog lists before saving. */
export function changeLines(editor: AdminSettings, change: GroupChange): ChangeLine[] {
  const lines: ChangeLine[] = []
  const after = { ...editor.settings, ...change } as Settings
  for (const field of editor.fields) {
    const key = field.key as SettingKey
    if (!(key in change)) continue
    lines.push({
      key,
      label: field.label,
      before: displayValue(field.kind, editor.settings[key], editor.settings),
      after: displayValue(field.kind, after[key], after),
    })
  }
  for (const [code, productChange] of Object.entries(change.products ?? {})) {
    const product = editor.products.find((row) => row.code === code)
    if (!product) continue
    if (productChange.priceCents !== undefined) {
      lines.push({
        key: `products.${code}.priceCents`,
        label: `${product.name}: price`,
        before: formatUsd(product.priceCents, { alwaysShowCents: true }),
        after: formatUsd(productChange.priceCents, { alwaysShowCents: true }),
      })
    }
    if (productChange.name !== undefined) {
      lines.push({
        key: `products.${code}.name`,
        label: `${product.name}: name`,
        before: product.name,
        after: productChange.name,
      })
    }
    if (productChange.isActive !== undefined) {
      lines.push({
        key: `products.${code}.isActive`,
        label: `${product.name}: offered`,
        before: product.isActive ? 'Yes' : 'No',
        after: productChange.isActive ? 'Yes' : 'No',
      })
    }
  }
  return lines
}

/** The form field a server message names: `depositPercent` → `settings.depositPercent`, and so on. */
export function formFieldName(serverField: string): string {
  const product = /^products\.([^.]+)\.(priceCents|name|isActive)$/.exec(serverField)
  if (product) return `products.${product[1]}.${product[2] === 'priceCents' ? 'price' : product[2]}`
  const hours = /^supportHours\.(\d)\.(opensAt|closesAt)$/.exec(serverField)
  if (hours) return `settings.supportHours.days.${hours[1]}.${hours[2]}`
  return `settings.${serverField}`
}

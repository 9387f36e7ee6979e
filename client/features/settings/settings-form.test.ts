import { describe, expect, it } from 'vitest'
import type { AdminSettings } from '#shared/contracts/settings.contract.ts'
import { DEFAULT_FIGURES, DEFAULT_PRODUCTS, DEFAULT_SUPPORT_HOURS } from '#shared/domain/business-defaults.ts'
import {
  INACTIVITY_WARNING_MESSAGE,
  SETTING_FIELDS,
  SETTING_GROUPS,
  type SettingKey,
} from '#shared/domain/settings.ts'
import { parseWeeklyHours, SUPPORT_HOURS_MESSAGES } from '#shared/domain/support-hours.ts'
import {
  changeLines,
  FORM_MESSAGES,
  formFieldName,
  groupDefaults,
  groupFormSchema,
  type GroupFormValues,
  type HoursFormValue,
} from './settings-form.ts'

const hours = parseWeeklyHours(DEFAULT_SUPPORT_HOURS)

const editor: AdminSettings = {
  settings: {
    companyName: 'Acme Restore',
    companyAddress: '1 Main Street, Charleston, WV 25301',
    supportEmail: 'help@acme.example',
    supportPhone: null,
    supportHours: 'hours' in hours ? hours.hours : null,
    ...DEFAULT_FIGURES,
    monsterLevelOverrideBps: [...DEFAULT_FIGURES.monsterLevelOverrideBps],
  },
  products: DEFAULT_PRODUCTS.map(({ code, name, kind, priceCents }) => ({
    code,
    name,
    kind,
    priceCents,
    isActive: true,
  })),
  groups: SETTING_GROUPS.map(({ id, label }) => ({ id, label })),
  fields: (Object.keys(SETTING_FIELDS) as SettingKey[]).map((key) => ({
    key,
    ...SETTING_FIELDS[key],
    hint: null,
  })),
  changes: {},
  lastChange: null,
}

type Outcome = { change: unknown } | { errors: Record<string, string> }

// What the form's resolver does: the typed values read and checked, as a change or the messages.
function submit(group: string, edit: (values: GroupFormValues) => void): Outcome {
  const values = groupDefaults(editor, group)
  edit(values)
  const result = groupFormSchema(editor, group).safeParse(values)
  if (result.success) return { change: result.data }
  return {
    errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  }
}

describe('the settings forms', () => {
  it('show money in dollars and stored basis points as percentages', () => {
    const prices = groupDefaults(editor, 'prices')
    expect(prices.products.FEDERAL).toEqual({
      price: '2999',
      name: 'Federal Restoration + VIP Credit Repair',
      isActive: true,
    })
    expect(prices.settings.idVerificationFeeCents).toBe('150')
    const monster = groupDefaults(editor, 'monsterLevel')
    expect(monster.settings.monsterLevelOverrideBps).toBe('4, 1, 0.5, 0.25, 0.1')
  })

  it('send nothing when nothing changed', () => {
    for (const group of SETTING_GROUPS) expect(submit(group.id, () => {})).toEqual({ change: {} })
  })

  it('send only what changed, in the units the server stores', () => {
    expect(
      submit('prices', (v) => {
        v.products.FEDERAL!.price = '3,049.50'
        v.settings.idVerificationFeeCents = '$175'
      }),
    ).toEqual({ change: { idVerificationFeeCents: 175_00, products: { FEDERAL: { priceCents: 3_049_50 } } } })
    expect(
      submit('affiliates', (v) => {
        v.settings.affiliateCommissionBps = '12.5'
        v.settings.payoutWeekday = '1'
      }),
    ).toEqual({ change: { affiliateCommissionBps: 1250, payoutWeekday: 1 } })
    expect(submit('company', (v) => (v.settings.supportPhone = ' 304-555-0100 '))).toEqual({
      change: { supportPhone: '304-555-0100' },
    })
  })

  it("show the server's messages on the fields, and the form's own for text that is not a number", () => {
    expect(submit('prices', (v) => (v.products.STATE!.price = 'a lot'))).toEqual({
      errors: { 'products.STATE.price': FORM_MESSAGES.amount },
    })
    expect(submit('prices', (v) => (v.products.STATE!.price = '0.50'))).toEqual({
      errors: { 'products.STATE.price': 'Price must be between $1 and $1,000,000' },
    })
    expect(submit('payments', (v) => (v.settings.depositPercent = '120'))).toEqual({
      errors: { 'settings.depositPercent': 'Deposit must be between 1 and 100%' },
    })
    expect(submit('affiliates', (v) => (v.settings.affiliateInactivityWarningDays = '45'))).toEqual({
      errors: { 'settings.affiliateInactivityWarningDays': INACTIVITY_WARNING_MESSAGE },
    })
    expect(submit('company', (v) => (v.settings.supportEmail = 'nobody'))).toEqual({
      errors: { 'settings.supportEmail': 'Invalid email address' },
    })
  })

  it('edit the support hours day by day, or publish none', () => {
    const closeSaturday = submit('company', (v) => {
      const week = v.settings.supportHours as HoursFormValue
      week.days[6] = { isOpen: false, opensAt: '09:00', closesAt: '17:00' }
      week.days[0] = { isOpen: true, opensAt: '10:00', closesAt: '14:00' }
    })
    expect(closeSaturday).toMatchObject({
      change: {
        supportHours: [{ opensAt: '10:00', closesAt: '14:00' }, { opensAt: '08:00' }, {}, {}, {}, {}, null],
      },
    })
    expect(
      submit('company', (v) => ((v.settings.supportHours as HoursFormValue).isPublished = false)),
    ).toEqual({
      change: { supportHours: null },
    })
    expect(
      submit('company', (v) => ((v.settings.supportHours as HoursFormValue).days[2]!.closesAt = '07:00')),
    ).toEqual({ errors: { 'settings.supportHours.days.2.closesAt': SUPPORT_HOURS_MESSAGES.order } })
  })

  it('list each change in words for the confirmation', () => {
    const lines = changeLines(editor, { depositPercent: 25, products: { FEDERAL: { priceCents: 3_049_00 } } })
    expect(lines.map((line) => [line.label, line.before, line.after])).toEqual([
      ['Deposit (percent of the package price)', '20%', '25%'],
      ['Federal Restoration + VIP Credit Repair: price', '$2,999.00', '$3,049.00'],
    ])
  })

  it("put the server's field names on the form's fields", () => {
    expect(formFieldName('depositPercent')).toBe('settings.depositPercent')
    expect(formFieldName('products.FEDERAL.priceCents')).toBe('products.FEDERAL.price')
    expect(formFieldName('supportHours.3.opensAt')).toBe('settings.supportHours.days.3.opensAt')
  })
})

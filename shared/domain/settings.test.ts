import { describe, expect, it } from 'vitest'
import { DEFAULT_FIGURES, DEFAULT_SUPPORT_HOURS } from './business-defaults.ts'
import {
  INACTIVITY_WARNING_MESSAGE,
  isTimeZone,
  PHONE_MESSAGE,
  SETTING_FIELDS,
  SETTING_GROUPS,
  SETTING_KEYS,
  SettingsFieldsSchema,
  SettingsPatchSchema,
  SettingsSchema,
  TIME_ZONE_MESSAGE,
} from './settings.ts'
import { parseWeeklyHours } from './support-hours.ts'

const hours = parseWeeklyHours(DEFAULT_SUPPORT_HOURS)
const seeded = {
  companyName: 'RightsRestore',
  companyAddress: 'West Virginia, United States',
  supportEmail: 'support@example.com',
  supportPhone: null,
  supportHours: 'hours' in hours ? hours.hours : null,
  ...DEFAULT_FIGURES,
}

const messageOf = (patch: Record<string, unknown>) =>
  SettingsSchema.safeParse({ ...seeded, ...patch }).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ])

describe('SettingsSchema', () => {
  it('accepts the seeded settings of DECISIONS §1', () => {
    expect(SettingsSchema.parse(seeded)).toEqual(seeded)
  })

  it('places every setting in a section of the editor', () => {
    const groups: readonly string[] = SETTING_GROUPS.map((group) => group.id)
    expect(Object.keys(SETTING_FIELDS).sort()).toEqual([...SETTING_KEYS].sort())
    for (const key of SETTING_KEYS) expect(groups).toContain(SETTING_FIELDS[key].group)
    expect(SETTING_KEYS).toEqual(Object.keys(SettingsFieldsSchema.shape))
  })

  it('names the field and the rule in each message', () => {
    expect(messageOf({ depositPercent: 0 })).toEqual([
      ['depositPercent', 'Deposit must be between 1 and 100%'],
    ])
    expect(messageOf({ idVerificationFeeCents: 12.5 })).toEqual([
      ['idVerificationFeeCents', 'Manual ID processing fee must be a whole number of cents'],
    ])
    expect(messageOf({ affiliateInactivityWarningDays: 30 })).toEqual([
      ['affiliateInactivityWarningDays', INACTIVITY_WARNING_MESSAGE],
    ])
    expect(messageOf({ payoutTimeZone: 'Europe/Atlantis' })).toEqual([['payoutTimeZone', TIME_ZONE_MESSAGE]])
    expect(messageOf({ supportPhone: '555' })?.[0]).toEqual(['supportPhone', PHONE_MESSAGE])
  })

  it('takes a phone written the usual ways, and no text', () => {
    for (const phone of ['+1 (304) 555-0142', '304.555.0142', '3045550142 ext. 12'])
      expect(SettingsFieldsSchema.shape.supportPhone.safeParse(phone).success, phone).toBe(true)
    for (const phone of ['call us', '555-01', '+1 304 555 01 42 or 43'])
      expect(SettingsFieldsSchema.shape.supportPhone.safeParse(phone).success, phone).toBe(false)
  })

  it('takes IANA time zones by their database names only', () => {
    for (const zone of [
      'America/New_York',
      'America/Argentina/Buenos_Aires',
      'Etc/GMT+5',
      'UTC',
      'US/Eastern',
    ])
      expect(isTimeZone(zone), zone).toBe(true)
    for (const zone of ['EST', 'america/new_york', 'Mars/Base', '+05:00', ''])
      expect(isTimeZone(zone), zone).toBe(false)
  })

  it('takes a change of some settings and refuses a key that is not one', () => {
    expect(SettingsPatchSchema.safeParse({ depositPercent: 25 }).success).toBe(true)
    expect(SettingsPatchSchema.safeParse({ depositPercentage: 25 }).success).toBe(false)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { EligibilityInputSchema } from '#shared/domain/eligibility/index.ts'
import type { Settings } from '#shared/domain/settings.ts'
import { createEligibilityService, TIME_ZONE_REUSE_MS } from './eligibility.service.ts'

const INPUT = EligibilityInputSchema.parse({
  convictionType: 'STATE',
  stateCode: 'WV',
  convictionDate: '2010-06-15',
  charges: ['Possession of a controlled substance'],
  supervisionCompleted: true,
  supervisionEndDate: '2012-06-15',
  offense: { felony: true, violent: false },
})

function settingsWith(zones: string[]) {
  const reads: string[] = []
  return {
    reads,
    getSettings: async () => {
      const zone = zones[Math.min(reads.length, zones.length - 1)] ?? 'UTC'
      reads.push(zone)
      return { payoutTimeZone: zone } as Settings
    },
  }
}

afterEach(() => vi.useRealTimers())

describe('checkEligibility', () => {
  it('reads the time zone once for many questions without a date, and again after the reuse period', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T03:00:00Z'), toFake: ['Date'] })
    const settings = settingsWith(['America/New_York', 'UTC'])
    const service = createEligibilityService({ settings })
    for (let i = 0; i < 5; i++) await service.checkEligibility(INPUT)
    expect(settings.reads).toEqual(['America/New_York'])
    vi.setSystemTime(Date.now() + TIME_ZONE_REUSE_MS)
    await service.checkEligibility(INPUT)
    expect(settings.reads).toEqual(['America/New_York', 'UTC'])
  })

  it('does not reuse a failed settings read', async () => {
    let calls = 0
    const service = createEligibilityService({
      settings: {
        getSettings: async () => {
          calls += 1
          if (calls === 1) throw new Error('database down')
          return { payoutTimeZone: 'UTC' } as Settings
        },
      },
    })
    await expect(service.checkEligibility(INPUT)).rejects.toThrow('database down')
    await expect(service.checkEligibility(INPUT)).resolves.toMatchObject({ verdict: expect.any(String) })
  })

  it('judges on the new date from the first millisecond after midnight in the business time zone', async () => {
    const endsTomorrow = { ...INPUT, supervisionEndDate: '2026-03-02' }
    vi.useFakeTimers({ now: new Date('2026-03-02T04:59:59.999Z'), toFake: ['Date'] })
    const service = createEligibilityService({ settings: settingsWith(['America/New_York']) })
    const before = await service.checkEligibility(endsTomorrow)
    vi.setSystemTime(new Date('2026-03-02T05:00:00.000Z'))
    const after = await service.checkEligibility(endsTomorrow)
    expect(after).not.toEqual(before)
    const fresh = createEligibilityService({ settings: settingsWith(['America/New_York']) })
    expect(after).toEqual(await fresh.checkEligibility(endsTomorrow))
  })
})

import { evaluateEligibility } from '#shared/domain/eligibility/index.ts'
import type { EligibilityInput, EligibilityResult } from '#shared/domain/eligibility/index.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'

/**
 * How long the business's time zone is reused before the settings are read again. The public
 * eligibility check is the busiest form; a settings read per question was most of its cost
 * (docs/decisions/019-fast-signed-in-api.md), and a new time zone only moves "today" near midnight.
 */
export const TIME_ZONE_REUSE_MS = 30_000

export function createEligibilityService({ settings }: { settings: Pick<SettingsService, 'getSettings'> }) {
  let timeZone: { value: Promise<string>; readAt: number } | undefined

  function businessTimeZone(): Promise<string> {
    const now = Date.now()
    if (!timeZone || now - timeZone.readAt >= TIME_ZONE_REUSE_MS) {
      const value = settings.getSettings().then((s) => s.payoutTimeZone)
      timeZone = { value, readAt: now }
      // A failed read is not reused: the next question tries again.
      value.catch(() => {
        if (timeZone?.value === value) timeZone = undefined
      })
    }
    return timeZone.value
  }

  // Today's date, formatted at most once a second: days turn over on whole seconds in every time
  // zone, and formatting a date per question was a visible part of its cost (decision 019).
  let today: { timeZone: string; second: number; date: string } | undefined

  function todayInZone(timeZone: string): string {
    const now = Date.now()
    const second = Math.floor(now / 1000)
    if (today?.timeZone !== timeZone || today.second !== second) {
      today = { timeZone, second, date: todayIn(timeZone, new Date(now)) }
    }
    return today.date
  }

  /** Judges the facts on `asOf`, or on today's date in the business's time zone when none is given. */
  async function checkEligibility(input: EligibilityInput): Promise<EligibilityResult> {
    const asOf = input.asOf ?? todayInZone(await businessTimeZone())
    return evaluateEligibility({ ...input, asOf })
  }
  return { checkEligibility }
}

export type EligibilityService = ReturnType<typeof createEligibilityService>

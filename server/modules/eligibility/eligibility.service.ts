import { evaluateEligibility } from '#shared/domain/eligibility/index.ts'
import type { EligibilityInput, EligibilityResult } from '#shared/domain/eligibility/index.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'

export function createEligibilityService({ settings }: { settings: Pick<SettingsService, 'getSettings'> }) {
  /** Judges the facts on `asOf`, or on today's date in the business's time zone when none is given. */
  async function checkEligibility(input: EligibilityInput): Promise<EligibilityResult> {
    const asOf = input.asOf ?? todayIn((await settings.getSettings()).payoutTimeZone)
    return evaluateEligibility({ ...input, asOf })
  }
  return { checkEligibility }
}

export type EligibilityService = ReturnType<typeof createEligibilityService>

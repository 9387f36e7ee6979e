import { evaluateEligibility, onEngineError } from '#shared/domain/eligibility/index.ts'
import type { EligibilityInput, EligibilityResult } from '#shared/domain/eligibility/index.ts'
import { createTodayCache } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import { withFederalReliefIntake } from '#shared/domain/federal-relief.ts'
import type { StoredEligibilityResult } from '#shared/domain/stored-eligibility-result.ts'

type EngineSettings = { timeZone: string; acceptsFederalRelief: boolean }

/**
 * How long the business's time zone is reused before the settings are read again. The public
 * eligibility check is the busiest form; a settings read per question was most of its cost
 * (docs/decisions/019-fast-signed-in-api.md); a new time zone only moves "today" near midnight, and a
 * change of the § 925(c) intake reaches the public check within as long (decision 049).
 */
export const TIME_ZONE_REUSE_MS = 30_000

export function createEligibilityService({
  settings,
  log,
}: {
  settings: Pick<SettingsService, 'getSettings'>
  log?: Pick<Logger, 'error'>
}) {
  // The engine answers review when it fails; the failure is logged here (where and which state,
  // never the answers) so it is seen and fixed.
  if (log)
    onEngineError((report) =>
      log.error({ engineError: report }, 'The eligibility engine failed; the answer was review'),
    )
  let read: { value: Promise<EngineSettings>; readAt: number } | undefined

  // The two settings the check reads: the business's time zone and whether § 925(c) applications
  // are accepted (decision 049).
  function engineSettings(): Promise<EngineSettings> {
    const now = Date.now()
    if (!read || now - read.readAt >= TIME_ZONE_REUSE_MS) {
      const value = settings.getSettings().then((s) => ({
        timeZone: s.payoutTimeZone,
        acceptsFederalRelief: s.federalReliefAcceptsApplications,
      }))
      read = { value, readAt: now }
      // A failed read is not reused: the next question tries again.
      value.catch(() => {
        if (read?.value === value) read = undefined
      })
    }
    return read.value
  }

  const todayInZone = createTodayCache()

  /**
   * Judges the facts on `asOf`, or on today's date in the business's time zone when none is given,
   * and words § 925(c) relief as the Department's intake stands.
   */
  async function checkEligibility(input: EligibilityInput): Promise<EligibilityResult> {
    const { timeZone, acceptsFederalRelief } = await engineSettings()
    const asOf = input.asOf ?? todayInZone(timeZone)
    return withFederalReliefIntake(evaluateEligibility({ ...input, asOf }), acceptsFederalRelief)
  }

  /**
   * A stored verdict as it is shown today: § 925(c) relief worded by the current intake, read
   * afresh (a case page, a checkout or a packet, never the hot public check), so a change of the
   * setting shows on the next one.
   */
  async function presentStoredResult<R extends StoredEligibilityResult>(result: R): Promise<R> {
    const { federalReliefAcceptsApplications } = await settings.getSettings()
    return withFederalReliefIntake(result, federalReliefAcceptsApplications)
  }
  return { checkEligibility, presentStoredResult }
}

export type EligibilityService = ReturnType<typeof createEligibilityService>

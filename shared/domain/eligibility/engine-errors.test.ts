import { describe, expect, it } from 'vitest'
import { engineErrorCount, onEngineError, type EngineErrorReport } from './engine-errors.ts'
import { evaluateEligibility } from './engine.ts'
import type { EligibilityInput } from './input.ts'
import { RULES_VERSION } from './rules-version.ts'
import { cleanFelony } from './test-fixtures.ts'

describe('an engine failure', () => {
  it('answers review, is counted and reported with where it happened, never with the answers', ({ task }) => {
    // The failure check every test file is set up with (server/test/no-engine-errors.setup.ts).
    Object.assign(task.meta, { engineFailureExpected: true })
    const reports: EngineErrorReport[] = []
    const stop = onEngineError((report) => reports.push(report))
    const before = engineErrorCount()
    // A state the rules do not know cannot come through the input schema; the engine fails on it.
    const input = {
      ...cleanFelony('WV'),
      stateCode: 'ZZ',
      charges: ['Theft; my SSN is 123-45-6789'],
    } as unknown as EligibilityInput
    const result = evaluateEligibility(input)
    stop()

    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(engineErrorCount()).toBe(before + 1)
    expect(reports).toEqual([
      {
        name: 'TypeError',
        where: expect.stringMatching(/^at /),
        rulesVersion: RULES_VERSION,
        stateCode: 'ZZ',
      },
    ])
    expect(JSON.stringify(reports)).not.toMatch(/Theft|6789/)
  })
})

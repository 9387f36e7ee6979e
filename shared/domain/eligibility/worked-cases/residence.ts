// Worked cases for a state conviction of someone who lives in another state: the home state's own
// bar on an out-of-state conviction applies too, and the verdict is ELIGIBLE only when every ban
// that applies (convicting state, home state, federal) is cleared by the recommended package.
import { MIDWEST_CASES } from './states-midwest.ts'
import { POLICY, type WorkedCase, type WorkedCaseExpectation } from './worked-case.ts'
import type { JurisdictionCode } from '../input.ts'

/** An Ohio fourth-degree theft (no Ohio disability, § 925(c) open) of someone living in `home`. */
function livingIn(
  home: JurisdictionCode,
  title: string,
  expect: WorkedCaseExpectation,
  source: string,
): WorkedCase {
  const base = MIDWEST_CASES.find((c) => c.id === 'oh-theft-f4-federal-ban-only')
  if (!base) throw new Error('No worked case oh-theft-f4-federal-ban-only')
  return {
    id: `residence-oh-theft-f4-living-in-${home.toLowerCase()}`,
    title,
    input: { ...base.input, residenceState: home },
    expect,
    source: `${source}; ${base.source}; ${POLICY} (every applicable ban must be cleared)`,
  }
}

export const RESIDENCE_CASES: readonly WorkedCase[] = [
  livingIn(
    'NY',
    'Ohio fourth-degree theft, living in New York: New York bars anyone convicted of a felony anywhere, with no regular route',
    { verdict: 'MANUAL_REVIEW', federalStatus: 'ELIGIBLE' },
    'N.Y. Penal Law §§ 265.01-b, 400.00(1)(c) (a felony conviction anywhere)',
  ),
  livingIn(
    'CA',
    'Ohio fourth-degree theft, living in California: the California bar covers felonies of any state',
    { verdict: 'MANUAL_REVIEW', federalStatus: 'ELIGIBLE' },
    'Cal. Penal Code § 29800(a)(1) (a felony under the laws of the United States, California or any other state)',
  ),
  livingIn(
    'MI',
    'Ohio fourth-degree theft, living in Michigan: 18 months at most is no Michigan "felony", so only the federal ban applies',
    { verdict: 'ELIGIBLE', package: 'FEDERAL' },
    'Mich. Comp. Laws § 750.224f (a "felony" is an offense punishable by imprisonment for 4 years or more)',
  ),
]

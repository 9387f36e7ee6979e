// The engine's table of worked cases, written from the statutes and docs/decisions/020.
import { ASKING_CASES } from './asking.ts'
import { BOTH_CASES } from './both.ts'
import { CONDITION_CASES } from './conditions.ts'
import { DEFERRED_CASES } from './deferred.ts'
import { FEDERAL_CASES } from './federal.ts'
import { GRADE_CASES } from './grades.ts'
import { MCDV_CASES } from './mcdv.ts'
import { NON_CONVICTION_CASES } from './non-convictions.ts'
import { PARDON_CASES } from './pardons.ts'
import { READING_CASES } from './reading.ts'
import { RECHECK_CASES } from './recheck.ts'
import { RESIDENCE_CASES } from './residence.ts'
import { SEQUENCE_CASES } from './sequences.ts'
import { SIDES_CASES } from './sides.ts'
import { SOURCE_CASES } from './sources.ts'
import { MIDWEST_CASES } from './states-midwest.ts'
import { NORTHEAST_CASES } from './states-northeast.ts'
import { SOUTH_CASES } from './states-south.ts'
import { WEST_CASES } from './states-west.ts'
import type { WorkedCase } from './worked-case.ts'

export { AS_OF, MAY_NOT_BE_A_CONVICTION, type WorkedCase, type WorkedCaseExpectation } from './worked-case.ts'

export const WORKED_CASES: readonly WorkedCase[] = [
  ...SOUTH_CASES,
  ...WEST_CASES,
  ...MIDWEST_CASES,
  ...NORTHEAST_CASES,
  ...FEDERAL_CASES,
  ...MCDV_CASES,
  ...DEFERRED_CASES,
  ...PARDON_CASES,
  ...READING_CASES,
  ...SIDES_CASES,
  ...NON_CONVICTION_CASES,
  ...RESIDENCE_CASES,
  ...GRADE_CASES,
  ...CONDITION_CASES,
  ...SOURCE_CASES,
  ...SEQUENCE_CASES,
  ...ASKING_CASES,
  ...BOTH_CASES,
  ...RECHECK_CASES,
]

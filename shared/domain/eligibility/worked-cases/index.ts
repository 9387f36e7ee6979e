// The engine's table of worked cases, written from the statutes and docs/decisions/020.
import { DEFERRED_CASES } from './deferred.ts'
import { FEDERAL_CASES } from './federal.ts'
import { MCDV_CASES } from './mcdv.ts'
import { PARDON_CASES } from './pardons.ts'
import { READING_CASES } from './reading.ts'
import { SIDES_CASES } from './sides.ts'
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
]

import type { z } from 'zod'
import { EligibilityResultSchema, FindingSchema } from './eligibility/result.ts'

/**
 * A case's verdict as stored. Results stored before docs/decisions/020 have no per-side 'lifts' and
 * 'nextStep' and no questions; they are shown as they were given, never recomputed behind the
 * customer's back (a re-check on the case page stores a new one).
 */
const StoredFindingSchema = FindingSchema.extend({
  lifts: FindingSchema.shape.lifts.optional(),
  nextStep: FindingSchema.shape.nextStep.optional(),
})
export const StoredEligibilityResultSchema = EligibilityResultSchema.extend({
  federal: StoredFindingSchema,
  state: StoredFindingSchema,
  questions: EligibilityResultSchema.shape.questions.default([]),
})
export type StoredEligibilityResult = z.infer<typeof StoredEligibilityResultSchema>

import { z } from 'zod'
import { IsoDateSchema } from './input.ts'

export const VerdictSchema = z.enum(['ELIGIBLE', 'NOT_ELIGIBLE', 'MANUAL_REVIEW'])
export type Verdict = z.infer<typeof VerdictSchema>

export const PackageSchema = z.enum(['FEDERAL', 'STATE', 'BUNDLE'])
export type RecommendedPackage = z.infer<typeof PackageSchema>

/** The outcome under one body of law (federal, or the state's). */
export const FindingSchema = z.object({
  status: z.enum(['ELIGIBLE', 'NOT_ELIGIBLE', 'MANUAL_REVIEW', 'NOT_APPLICABLE']),
  /** The route the status refers to, e.g. 'Governor pardon' or '925(c) relief (proposed rule, pending)'. */
  path: z.string().min(1),
  /** Set when a waiting period is the only obstacle: the first day the route can be used. */
  earliestEligibleDate: IsoDateSchema.optional(),
  citations: z.array(z.string().min(1)),
})
export type Finding = z.infer<typeof FindingSchema>

export const EligibilityResultSchema = z.object({
  verdict: VerdictSchema,
  /** Plain-English legal information (never advice) naming each rule applied and any fact inferred. */
  reasoning: z.string().min(1),
  recommendedPackage: PackageSchema.optional(),
  /** Every statute, rule and case applied, without duplicates. */
  citations: z.array(z.string().min(1)),
  federal: FindingSchema,
  state: FindingSchema,
  rulesVersion: z.string().min(1),
})
export type EligibilityResult = z.infer<typeof EligibilityResultSchema>

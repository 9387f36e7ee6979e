// The eligibility rules engine's public surface: the input and result schemas, the engine, the
// charges reader, the rules data and its version.
export { evaluateEligibility } from './engine.ts'
export { engineErrorCount, onEngineError, type EngineErrorReport } from './engine-errors.ts'
export {
  CHARGES_MAX_LENGTH,
  ConvictionTypeSchema,
  DETAILS_MAX_LENGTH,
  EligibilityInputSchema,
  IsoDateSchema,
  JURISDICTION_CODES,
  JURISDICTIONS,
  JurisdictionCodeSchema,
  OffenseFactsSchema,
  ReliefObtainedSchema,
  type ConvictionType,
  type EligibilityInput,
  type JurisdictionCode,
  type OffenseFacts,
  type ReliefObtained,
} from './input.ts'
export {
  EligibilityResultSchema,
  FindingSchema,
  OpenQuestionSchema,
  PackageSchema,
  QUESTION_FIELDS,
  QuestionFieldSchema,
  VerdictSchema,
  type EligibilityResult,
  type Finding,
  type OpenQuestion,
  type QuestionField,
  type RecommendedPackage,
  type Verdict,
} from './result.ts'
export {
  inferFromCharges,
  type ChargeInference,
  type ChargeReading,
  type ChargeReadingOptions,
  type Disposition,
  type InferredOffense,
  type SentenceKind,
} from './charges.ts'
export { LIFE_YEARS, OFFENSE_CLASSES } from './data/offense-classes.ts'
export { JURISDICTION_RULES } from './data/index.ts'
export { FEDERAL } from './data/federal.ts'
export { RULES_VERSION } from './rules-version.ts'
export type {
  Bar,
  Condition,
  Confidence,
  ConvictionSource,
  Exclusion,
  FederalEffect,
  FederalRules,
  JurisdictionRules,
  Mechanism,
  MechanismKind,
  Presumption,
  ReliefKind,
  Wait,
  WaitFrom,
} from './types.ts'

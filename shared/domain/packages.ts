import type { RecommendedPackage } from './eligibility/result.ts'

/** The name of each restoration package, as every page, badge and recommendation shows it. */
export const PACKAGE_NAMES: Record<RecommendedPackage, string> = {
  FEDERAL: 'Federal Restoration',
  STATE: 'State Restoration',
  BUNDLE: 'Complete Bundle',
}

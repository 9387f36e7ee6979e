/** The restoration packages a case is bought as, the recommendation names and checkout sells. */
export const PACKAGE_CODES = ['FEDERAL', 'STATE', 'BUNDLE'] as const
export type PackageCode = (typeof PACKAGE_CODES)[number]

/** The name of each restoration package, as every page, badge and recommendation shows it. */
export const PACKAGE_NAMES: Record<PackageCode, string> = {
  FEDERAL: 'Federal Restoration',
  STATE: 'State Restoration',
  BUNDLE: 'Complete Bundle',
}

/** What a product of the catalog is: one of the restoration packages, or a credit repair plan. */
export const PRODUCT_KINDS = ['RESTORATION', 'CREDIT_REPAIR'] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

import { CheckoutProductSchema, type CheckoutProduct } from '#shared/contracts/checkout.contract.ts'
import type { PaymentPlan } from '#shared/domain/pricing.ts'

/** /checkout/{package}: the package of the path, in lower case, and the product it sells. */
const PACKAGE_SLUGS: Readonly<Record<string, CheckoutProduct>> = {
  federal: 'FEDERAL',
  state: 'STATE',
  bundle: 'BUNDLE',
}

/** The product a checkout link named: none, one we sell, or one we do not (with the message to show). */
export type ProductChoice =
  { kind: 'none' } | { kind: 'valid'; product: CheckoutProduct } | { kind: 'invalid'; message: string }

export type CheckoutQuery = {
  productChoice: ProductChoice
  /** The case the order is for (query case or caseId); null for an order without a case. */
  caseId: string | null
  /** The customer chose Skip Verification on /verify-id. */
  isIdBypass: boolean
  /** The customer came back from a finished ID check on /verify-id. */
  isIdVerified: boolean
  plan: PaymentPlan
}

/**
 * Reads a checkout link: /checkout?product=…&case=…, /checkout/{package}, or the link /verify-id
 * gives (caseId with idVerified=true or idBypass=true); plan=deposit is the pay-later set-up.
 */
export function readCheckoutQuery(search: URLSearchParams, packageSlug?: string): CheckoutQuery {
  return {
    productChoice: readProduct(packageSlug, search.get('product')),
    caseId: search.get('case') || search.get('caseId') || null,
    isIdBypass: search.get('idBypass') === 'true',
    isIdVerified: search.get('idVerified') === 'true',
    plan: search.get('plan')?.toLowerCase() === 'deposit' ? 'DEPOSIT' : 'FULL',
  }
}

function readProduct(packageSlug: string | undefined, queryProduct: string | null): ProductChoice {
  if (packageSlug !== undefined) {
    const product = PACKAGE_SLUGS[packageSlug.toLowerCase()]
    return product ? { kind: 'valid', product } : invalid(packageSlug)
  }
  if (queryProduct === null || queryProduct === '') return { kind: 'none' }
  return checkProduct(queryProduct.toUpperCase())
}

function checkProduct(value: string): ProductChoice {
  const parsed = CheckoutProductSchema.safeParse(value)
  return parsed.success ? { kind: 'valid', product: parsed.data } : invalid(value)
}

// The message is the contract's own, so the page says what the server would.
function invalid(value: string): ProductChoice {
  const parsed = CheckoutProductSchema.safeParse(`not-a-product:${value}`)
  return { kind: 'invalid', message: parsed.error?.issues[0]?.message ?? '' }
}

/**
 * The product to sell: for a case, always the case's own package (another one is chosen on the
 * page, after a warning: docs/decisions/021-case-follows-verdict.md); otherwise the one named,
 * else the federal package.
 */
export function productToSell(
  choice: ProductChoice,
  casePackage: CheckoutProduct | null,
): CheckoutProduct | null {
  if (choice.kind === 'invalid') return null
  if (casePackage) return casePackage
  return choice.kind === 'valid' ? choice.product : 'FEDERAL'
}

/** The package a checkout link named for a case that has another one, or null. */
export function otherPackageAsked(
  choice: ProductChoice,
  casePackage: CheckoutProduct | null,
): CheckoutProduct | null {
  return casePackage && choice.kind === 'valid' && choice.product !== casePackage ? choice.product : null
}

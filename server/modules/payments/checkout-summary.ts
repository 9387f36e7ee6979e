import { AppError } from '#server/lib/app-error.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { CheckoutProduct, CheckoutSummary } from '#shared/contracts/checkout.contract.ts'
import { bundleSavingsCents, depositCents, monthlyEstimateCents } from '#shared/domain/pricing.ts'

export type CheckoutSummaryDeps = {
  settings: Pick<SettingsService, 'getSettings' | 'getProduct'>
  identity: Pick<IdentityService, 'isIdentityVerified'>
}

/** What checkout shows and charges, every figure from the catalog and settings. */
export function createCheckoutSummary({ settings, identity }: CheckoutSummaryDeps) {
  /** A restoration package of the catalog; "not found" for anything else. */
  async function productOrThrow(code: string) {
    const product = await settings.getProduct(code)
    if (!product || product.kind !== 'RESTORATION') {
      throw new AppError('not_found', 'The selected product is not available.')
    }
    return product
  }

  /** The side summary of checkout, every figure from the catalog and settings. */
  async function getCheckoutSummary(actor: User, productCode: CheckoutProduct): Promise<CheckoutSummary> {
    const [product, s, isVerified] = await Promise.all([
      productOrThrow(productCode),
      settings.getSettings(),
      identity.isIdentityVerified(actor.id),
    ])
    let savingsCents: number | null = null
    if (productCode === 'BUNDLE') {
      const [federal, state] = await Promise.all([productOrThrow('FEDERAL'), productOrThrow('STATE')])
      savingsCents = bundleSavingsCents(federal.priceCents, state.priceCents, product.priceCents)
    }
    const idFeeCents = isVerified ? 0 : s.idVerificationFeeCents
    return {
      product: productCode,
      name: product.name,
      priceCents: product.priceCents,
      idFeeCents,
      processingFeeCents: 0,
      totalCents: product.priceCents + idFeeCents,
      depositCents: depositCents(product.priceCents, s.depositPercent),
      monthlyEstimateCents: monthlyEstimateCents(product.priceCents, s.easyPaymentsMonths),
      monthlyEstimateMonths: s.easyPaymentsMonths,
      savingsCents,
      vipCreditRepairValueCents: s.vipCreditRepairValueCents,
      isIdentityVerified: isVerified,
    }
  }

  return { productOrThrow, getCheckoutSummary }
}

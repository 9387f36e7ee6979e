import type { Verdict } from '#shared/domain/eligibility/result.ts'
import { CASE_STATUSES, caseStatusName, caseStatusView } from '#shared/domain/case-status.ts'
import { CASE_JURISDICTIONS, JURISDICTION_NAMES } from '#shared/domain/case-labels.ts'
import type { PaymentPlan } from '#shared/domain/orders.ts'
import { packageName } from '#shared/domain/labels.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import type { BadgeVariant } from '#client/components/ui/badge.tsx'

/** The eligibility verdict in the staff's words. */
export const VERDICT_NAMES: Record<Verdict, string> = {
  ELIGIBLE: 'Eligible',
  NOT_ELIGIBLE: 'Not eligible',
  MANUAL_REVIEW: 'Manual review',
}

export const VERDICT_BADGES: Record<Verdict, BadgeVariant> = {
  ELIGIBLE: 'green',
  NOT_ELIGIBLE: 'gray',
  MANUAL_REVIEW: 'yellow',
}

/** A status's words and badge colour, as every view shows it. */
export function statusBadge(status: string): { label: string; variant: BadgeVariant } {
  return { label: caseStatusName(status), variant: caseStatusView(status).color }
}

export const STATUS_OPTIONS = CASE_STATUSES.map((value) => ({ value, label: caseStatusName(value) }))
export const JURISDICTION_OPTIONS = CASE_JURISDICTIONS.map((value) => ({
  value,
  label: JURISDICTION_NAMES[value],
}))
export const PACKAGE_OPTIONS = (Object.keys(PACKAGE_NAMES) as (keyof typeof PACKAGE_NAMES)[]).map(
  (value) => ({
    value,
    label: PACKAGE_NAMES[value],
  }),
)

export { ORDER_STATUS_NAMES } from '#shared/domain/labels.ts'

export const PAYMENT_PLAN_NAMES: Record<PaymentPlan, string> = {
  FULL: 'Paid in full',
  DEPOSIT: 'Deposit, balance later',
}

/** A product code in words: a package's name, else the code as it is. */
export function productName(product: string): string {
  return packageName(product)
}

import { z } from 'zod'
import { ORDER_STATUSES, PAYMENT_PLANS } from '../domain/orders.ts'
import { PACKAGE_CODES } from '../domain/packages.ts'
import { PAYMENT_PROVIDERS } from '../domain/payments.ts'
import { REFUND_WINDOW_HOURS } from '../domain/refund-policy.ts'
import type { ContractTable } from './contract.ts'

export const CheckoutProductSchema = z.enum(PACKAGE_CODES, {
  error: 'The selected product is not available.',
})
export type CheckoutProduct = z.infer<typeof CheckoutProductSchema>

export const PaymentPlanSchema = z.enum(PAYMENT_PLANS)

export const CheckoutSummaryQuerySchema = z.object({
  product: CheckoutProductSchema.default('FEDERAL'),
  idBypass: z.enum(['true', 'false']).optional(),
})

export const CheckoutSummarySchema = z.object({
  product: CheckoutProductSchema,
  name: z.string(),
  priceCents: z.number().int(),
  /** 0 when the customer's identity is verified; the manual ID processing fee otherwise. */
  idFeeCents: z.number().int(),
  processingFeeCents: z.literal(0),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  monthlyEstimateCents: z.number().int(),
  monthlyEstimateMonths: z.number().int(),
  /** Federal + state − bundle, for the bundle only. */
  savingsCents: z.number().int().nullable(),
  vipCreditRepairValueCents: z.number().int(),
  isIdentityVerified: z.boolean(),
})
export type CheckoutSummary = z.infer<typeof CheckoutSummarySchema>

export const CreateCheckoutInputSchema = z.object({
  product: CheckoutProductSchema,
  caseId: z.uuid().optional(),
  /** The signature from POST /api/agreements: no payment without a signed agreement. */
  signatureId: z.uuid('Please sign the service agreement first.'),
  paymentPlan: PaymentPlanSchema.default('FULL'),
  /**
   * The customer ticked that § 925(c) applications are not accepted yet; required when the case's
   * only federal route is that relief (decision 049).
   */
  acknowledgesFederalRelief: z.boolean().default(false),
})
export type CreateCheckoutInput = z.infer<typeof CreateCheckoutInputSchema>

export const CheckoutSessionSchema = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amountCents: z.number().int(),
  /** Stripe's publishable key for Elements; null on the sandbox. */
  publishableKey: z.string().nullable(),
})
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>

/** The sandbox's own card form: numbers are checked like a real card (Luhn, expiry, CVC, ZIP). */
export const SandboxCardSchema = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Your card number is incomplete.')),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  zip: z.string().regex(/^\d{5}$/, 'Your ZIP code is incomplete.'),
})
export type SandboxCard = z.infer<typeof SandboxCardSchema>

export const SandboxConfirmInputSchema = z.object({
  clientSecret: z.string().min(10).max(200),
  card: SandboxCardSchema,
})

export const PaymentResultSchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  /** The provider's message when the payment failed. */
  message: z.string().nullable(),
})

export const OrderIdParamsSchema = z.object({ id: z.uuid('Order not found') })

export const OrderDetailSchema = z.object({
  id: z.string(),
  caseId: z.string().nullable(),
  product: CheckoutProductSchema,
  status: z.enum(ORDER_STATUSES),
  amountCents: z.number().int(),
  idFeeCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
  refundedCents: z.number().int(),
  paymentPlan: PaymentPlanSchema,
  paidAt: z.string().nullable(),
  /** The customer may still cancel for a full refund (24 hours, no work started). */
  canCancel: z.boolean(),
})
export type OrderDetail = z.infer<typeof OrderDetailSchema>

export const RefundInputSchema = z.object({
  reason: z.string().trim().min(3, 'Please give a reason').max(500),
})
export type RefundInput = z.infer<typeof RefundInputSchema>

export const checkoutContract = {
  summary: {
    method: 'GET',
    path: '/api/checkout/summary',
    summary: 'Prices for the checkout side summary, from the catalog and settings',
    access: 'customer',
    query: CheckoutSummaryQuerySchema,
    response: CheckoutSummarySchema,
  },
  create: {
    method: 'POST',
    path: '/api/checkout/create',
    summary: 'Open (or reuse) the order for a product and case and start a payment for what is due now',
    access: 'customer',
    owner: { caseId: 'case', signatureId: 'signature' },
    body: CreateCheckoutInputSchema,
    response: CheckoutSessionSchema,
  },
  sandboxConfirm: {
    method: 'POST',
    path: '/api/payments/sandbox/confirm',
    summary: "The built-in sandbox's card form (test cards only; no money moves)",
    access: 'customer',
    owner: { clientSecret: 'payment' },
    body: SandboxConfirmInputSchema,
    response: PaymentResultSchema,
  },
  getOrder: {
    method: 'GET',
    path: '/api/orders/:id',
    summary: 'One order with what is paid and what is due (owner or admin)',
    access: 'customer',
    owner: { id: 'order' },
    params: OrderIdParamsSchema,
    response: OrderDetailSchema,
  },
  payBalance: {
    method: 'POST',
    path: '/api/orders/:id/balance',
    summary: 'Start a payment for the balance of a pay-later order',
    access: 'customer',
    owner: { id: 'order' },
    params: OrderIdParamsSchema,
    response: CheckoutSessionSchema,
  },
  cancel: {
    method: 'POST',
    path: '/api/orders/:id/cancel',
    summary: `Cancel within ${REFUND_WINDOW_HOURS} hours of payment, before work starts, for a full refund`,
    access: 'customer',
    owner: { id: 'order' },
    params: OrderIdParamsSchema,
    response: OrderDetailSchema,
  },
  adminRefund: {
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    summary: 'Refund an order in full through the provider (admin)',
    access: 'admin',
    params: OrderIdParamsSchema,
    body: RefundInputSchema,
    response: OrderDetailSchema,
  },
} as const satisfies ContractTable

import type { PaymentEvent, PaymentProvider } from '#server/adapters/payments/index.ts'
import type { SandboxPayments } from '#server/adapters/payments/sandbox-payments.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { AgreementsService } from '#server/modules/agreements/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import type { OrdersService } from '#server/modules/orders/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { OrderDetail } from '#shared/contracts/checkout.contract.ts'
import { createCheckoutSummary } from './checkout-summary.ts'
import { createSandboxConfirmation } from './confirm-sandbox-payment.ts'
import { handlePaymentEvent } from './handle-provider-event.ts'
import { createPaymentAttempts } from './payment-attempts.ts'
import { createRefunds } from './refund-order.ts'
import { createCheckouts, type CheckoutReferrals } from './start-checkout.ts'

export type PaymentsServiceDeps = {
  db: Db
  config: Pick<Config, 'stripe'>
  provider: PaymentProvider
  /** Set when the provider is the built-in sandbox, whose card form we serve ourselves. */
  sandbox: SandboxPayments | null
  settings: Pick<SettingsService, 'getSettings' | 'getProduct'>
  cases: Pick<CasesService, 'assertCheckoutAllowed'>
  orders: Pick<
    OrdersService,
    | 'assertNotPaidForCase'
    | 'openOrderLocked'
    | 'lockOrder'
    | 'ownOrder'
    | 'orderForActor'
    | 'canCustomerCancel'
    | 'toDetail'
    | 'getOrder'
    | 'refusalReason'
    | 'creditPayment'
    | 'recordRefusedPayment'
    | 'flagOrder'
    | 'recordRefund'
    | 'markDisputed'
    | 'newEvents'
    | 'publish'
  >
  agreements: Pick<AgreementsService, 'findSignatureForUser' | 'getAgreement'>
  identity: Pick<IdentityService, 'isIdentityVerified'>
  referrals: CheckoutReferrals
}

/**
 * The provider side of an order's money (docs/decisions/014-orders-own-their-life.md): starting,
 * voiding and confirming payment attempts, provider events and refunds. The order's own state is
 * the orders service's, called inside these transactions with the order's row locked.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, provider, orders } = deps
  const summary = createCheckoutSummary(deps)
  const attempts = createPaymentAttempts(deps)
  const checkouts = createCheckouts({ ...deps, summary, attempts })
  const sandbox = createSandboxConfirmation(deps)
  const refunds = createRefunds({ db, provider, orders, voidAttempt: attempts.voidAttempt })

  /** One order for its owner or an admin, with what is paid and due. */
  async function getOrder(actor: User, orderId: string): Promise<OrderDetail> {
    return orders.getOrder(actor, orderId)
  }

  return {
    getCheckoutSummary: summary.getCheckoutSummary,
    createCheckout: checkouts.createCheckout,
    confirmSandboxPayment: sandbox.confirmSandboxPayment,
    handlePaymentEvent: (providerKind: PaymentProvider['kind'], event: PaymentEvent, payload: unknown) =>
      handlePaymentEvent({ db, provider, orders }, providerKind, event, payload),
    getOrder,
    payBalance: checkouts.payBalance,
    cancelOrder: refunds.cancelOrder,
    adminRefundOrder: refunds.adminRefundOrder,
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>

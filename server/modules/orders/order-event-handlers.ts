import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { handles, type JobHandler } from '#server/jobs/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import { federalReliefWords, needsFederalReliefAcknowledgement } from '#shared/domain/federal-relief.ts'
import { PAID_ORDER_STATUSES, type OrderStatus } from '#shared/domain/orders.ts'
import { ORDER_EVENTS, type PaidEvent, type RefundedEvent } from './order-events.ts'
import { refundEmail, receiptEmail } from './orders.emails.ts'
import * as repo from './orders.repository.ts'

// A case's work is open while one of its orders holds the customer's money (or is disputed).
const OPENS_WORK: ReadonlySet<OrderStatus> = new Set([...PAID_ORDER_STATUSES, 'DISPUTED'])

export type OrderEventHandlerDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'company'>
  mailer: Mailer
  settings: Pick<SettingsService, 'getProduct'>
  cases: Pick<
    CasesService,
    'advanceOnPayment' | 'revertOnRefund' | 'reconcileCaseStatus' | 'loadFulfilmentCase'
  >
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
}

/** The job handlers of the order events, for the job runner: the case follows, the customer is told. */
export function createOrderEventHandlers(deps: OrderEventHandlerDeps): Record<string, JobHandler> {
  const { db } = deps

  /**
   * The case follows its orders: work is open (DOCS_PENDING) while one of them holds the
   * customer's money, and closed again (INTAKE) when none does. Reads every order of the case with
   * their row locks, so deliveries of 'paid' and 'refunded' in any order end in the same state.
   * Then the status flow looks again: a balance paid in full may make the case ready to send
   * (docs/decisions/028-case-status-flow.md).
   */
  async function syncCase(orderId: string): Promise<void> {
    const order = await repo.findOrderById(db, orderId)
    const caseId = order?.caseId
    if (!caseId) return
    await db.transaction(async (tx) => {
      const statuses = await repo.lockOrderStatusesOfCase(tx, caseId)
      if (statuses.some((status) => OPENS_WORK.has(status))) await deps.cases.advanceOnPayment(caseId, tx)
      else await deps.cases.revertOnRefund(caseId, tx)
    })
    await deps.cases.reconcileCaseStatus(caseId)
  }

  async function sendReceipt(event: PaidEvent): Promise<void> {
    const order = await repo.findOrderById(db, event.orderId)
    const customer = order ? await deps.findCustomer(order.userId) : undefined
    if (!order || !customer) return
    const [product, paidCase] = await Promise.all([
      deps.settings.getProduct(order.productCode),
      order.caseId ? deps.cases.loadFulfilmentCase(order.caseId) : undefined,
    ])
    // A package resting on § 925(c) relief repeats what the customer acknowledged (decision 049).
    const rests = paidCase && needsFederalReliefAcknowledgement(paidCase.eligibility, order.productCode)
    await deps.mailer.send(
      receiptEmail({
        to: customer.email,
        firstName: customer.firstName,
        productName: product?.name ?? order.productCode,
        paidCents: event.amountCents,
        dueCents: event.dueCents,
        caseUrl: order.caseId ? `${deps.config.publicUrl}/case/${order.caseId}` : null,
        companyName: deps.config.company.name,
        federalReliefPromise: rests ? federalReliefWords(false).promise : undefined,
      }),
    )
  }

  async function sendRefundMail(event: RefundedEvent): Promise<void> {
    const order = await repo.findOrderById(db, event.orderId)
    const customer = order ? await deps.findCustomer(order.userId) : undefined
    if (!order || !customer) return
    const product = await deps.settings.getProduct(order.productCode)
    await deps.mailer.send(
      refundEmail({
        to: customer.email,
        firstName: customer.firstName,
        productName: product?.name ?? order.productCode,
        refundedCents: event.amountCents,
        companyName: deps.config.company.name,
      }),
    )
  }

  return {
    ...handles(ORDER_EVENTS.paid.case, (event) => syncCase(event.orderId)),
    ...handles(ORDER_EVENTS.paid.mail, sendReceipt),
    ...handles(ORDER_EVENTS.refunded.case, (event) => syncCase(event.orderId)),
    ...handles(ORDER_EVENTS.refunded.mail, sendRefundMail),
  }
}

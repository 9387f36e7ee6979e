import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { OrderDetail } from '#shared/contracts/checkout.contract.ts'
import type { Order, OrderFlag } from '#shared/contracts/orders.contract.ts'
import { REFUND_WINDOW_HOURS } from '#shared/domain/agreement.ts'
import { STATUSES_BEFORE_PREPARATION } from '#shared/domain/case-verdict.ts'
import * as repo from './orders.repository.ts'

const REFUND_WINDOW_MS = REFUND_WINDOW_HOURS * 60 * 60 * 1000
// Statuses in which our team has not started preparing documents yet (DECISIONS §3, refunds).
const BEFORE_WORK: ReadonlySet<string> = new Set(STATUSES_BEFORE_PREPARATION)

/** Orders as their owner, an admin and the other modules read them; nothing here writes. */
export function createOrderReads({ db, cases }: { db: Db; cases: Pick<CasesService, 'findCaseStatus'> }) {
  /** A customer's orders, newest first; anyone but the owner or an admin gets "not found". */
  async function listOrdersForUser(actor: User, userId: string): Promise<Order[]> {
    if (!canActFor(actor, userId)) throw new AppError('not_found', 'Not found')
    const rows = await repo.listOrdersByUser(db, userId)
    return rows.map((row) => ({
      id: row.id,
      caseId: row.caseId,
      product: row.productCode,
      amountCents: row.amountCents,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }))
  }

  /** The order for its owner or an admin; "not found" for anyone else. */
  async function orderForActor(actor: User, orderId: string): Promise<repo.OrderRow> {
    const order = await repo.findOrderById(db, orderId)
    if (!order || !canActFor(actor, order.userId)) throw new AppError('not_found', 'Order not found')
    return order
  }

  /** The customer's own order only (an admin acting on it uses the admin routes). */
  async function ownOrder(actor: User, orderId: string): Promise<repo.OrderRow> {
    const order = await orderForActor(actor, orderId)
    if (order.userId !== actor.id) throw new AppError('not_found', 'Order not found')
    return order
  }

  /** True while the customer may still cancel for a full refund: 24 hours, no work started. */
  async function canCustomerCancel(order: repo.OrderRow, now = new Date()): Promise<boolean> {
    if (order.status !== 'PAID' && order.status !== 'DEPOSIT_PAID') return false
    if (!order.paidAt || now.getTime() - order.paidAt.getTime() > REFUND_WINDOW_MS) return false
    if (!order.caseId) return true
    const status = await cases.findCaseStatus(order.caseId)
    return status !== undefined && BEFORE_WORK.has(status)
  }

  async function toDetail(order: repo.OrderRow): Promise<OrderDetail> {
    return {
      id: order.id,
      caseId: order.caseId,
      product: order.productCode as OrderDetail['product'],
      status: order.status,
      amountCents: order.amountCents,
      idFeeCents: order.idFeeCents,
      paidCents: order.paidCents,
      dueCents: Math.max(0, order.amountCents - order.paidCents),
      refundedCents: order.refundedCents,
      paymentPlan: order.paymentPlan,
      paidAt: order.paidAt?.toISOString() ?? null,
      canCancel: await canCustomerCancel(order),
    }
  }

  /** One order for its owner or an admin, with what is paid and due. */
  async function getOrder(actor: User, orderId: string): Promise<OrderDetail> {
    return toDetail(await orderForActor(actor, orderId))
  }

  /** An order as stored, for the modules that follow its events (affiliate commissions). */
  async function findOrder(orderId: string): Promise<repo.OrderRow | undefined> {
    return repo.findOrderById(db, orderId)
  }

  /** Refuses a second checkout for a case whose package is already (part-)paid. */
  async function assertNotPaidForCase(caseId: string, productCode: string): Promise<void> {
    if (await repo.findPaidOrderForCase(db, caseId, productCode)) {
      throw new AppError('conflict', 'This package is already paid for this case.')
    }
  }

  /** The case's orders that hold money: what a review's refund guarantee returns (decision 021). */
  async function listRefundableOrderIdsOfCase(caseId: string): Promise<string[]> {
    return repo.listPaidOrderIdsOfCase(db, caseId)
  }

  /** The latest flags, for admins. */
  async function listFlags(): Promise<OrderFlag[]> {
    const rows = await repo.listOrderFlags(db, 200)
    return rows.map(({ flag, userId, caseId }) => ({
      id: flag.id,
      orderId: flag.orderId,
      caseId,
      userId,
      paymentId: flag.paymentId,
      kind: flag.kind,
      amountCents: flag.amountCents,
      reason: flag.reason,
      createdAt: flag.createdAt.toISOString(),
    }))
  }

  return {
    listOrdersForUser,
    orderForActor,
    ownOrder,
    canCustomerCancel,
    toDetail,
    getOrder,
    findOrder,
    assertNotPaidForCase,
    listRefundableOrderIdsOfCase,
    listFlags,
  }
}

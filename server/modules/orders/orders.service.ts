import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { JobRunner } from '#server/jobs/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { CasesService } from '#server/modules/cases/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import { createOrderEventHandlers } from './order-event-handlers.ts'
import { createOrderEvents } from './order-events.ts'
import { createOrderMoney } from './order-money.ts'
import { createOrderReads } from './read-orders.ts'

export type { OrderRow } from './orders.repository.ts'
export { ORDER_EVENT_JOBS, ORDER_EVENTS, type OrderEvent, type OrderEvents } from './order-events.ts'
export type { RefusalReason } from './order-money.ts'

export type OrdersServiceDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'company'>
  log: Logger
  mailer: Mailer
  jobs: Pick<JobRunner, 'enqueue' | 'runJobs'>
  settings: Pick<SettingsService, 'getProduct'>
  cases: Pick<
    CasesService,
    'advanceOnPayment' | 'revertOnRefund' | 'findCaseStatus' | 'reconcileCaseStatus' | 'loadFulfilmentCase'
  >
  audit: Pick<AuditService, 'record'>
  /** Reads a customer's e-mail and first name for receipts (the auth module owns users). */
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
}

/**
 * An order's life: what is owed, what was paid and refunded, its status, and the 'order paid' and
 * 'order refunded' events the case and the e-mails follow. The payments module talks to providers
 * and calls these inside its transactions, with the order's row locked.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, audit, log } = deps
  const events = createOrderEvents({ jobs: deps.jobs, log })
  const reads = createOrderReads({ db, cases: deps.cases })
  const money = createOrderMoney({ audit, log, emit: events.emit })

  return {
    listOrdersForUser: reads.listOrdersForUser,
    orderForActor: reads.orderForActor,
    ownOrder: reads.ownOrder,
    canCustomerCancel: reads.canCustomerCancel,
    toDetail: reads.toDetail,
    getOrder: reads.getOrder,
    findOrder: reads.findOrder,
    assertNotPaidForCase: reads.assertNotPaidForCase,
    listRefundableOrderIdsOfCase: reads.listRefundableOrderIdsOfCase,
    openOrderLocked: money.openOrderLocked,
    lockOrder: money.lockOrder,
    refusalReason: money.refusalReason,
    creditPayment: money.creditPayment,
    recordRefusedPayment: money.recordRefusedPayment,
    flagOrder: money.flagOrder,
    recordRefund: money.recordRefund,
    markDisputed: money.markDisputed,
    newEvents: events.newEvents,
    publish: events.publish,
    eventHandlers: createOrderEventHandlers(deps),
    listFlags: reads.listFlags,
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>

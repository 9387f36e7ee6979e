import type { Db } from '#server/db/client.ts'
import type { Clock } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { OrderRow } from '#server/modules/orders/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import { createCatchUpIdBonuses } from './ledger/id-bonus-catch-up.ts'
import { createDeactivationDates } from './ledger/inactivity.ts'
import { createRecordOrderPaid } from './ledger/order-paid.ts'
import { createRecordOrderReversed } from './ledger/order-reversed.ts'

export type LedgerDeps = {
  db: Db
  log: Logger
  clock: Clock
  settings: Pick<SettingsService, 'getSettings'>
  /** The order as its owner, the orders module, reads it. */
  findOrder(orderId: string): Promise<OrderRow | undefined>
  isIdentityVerified(userId: string): Promise<boolean>
}

/**
 * The commission ledger's rules (docs/decisions/031-affiliate-ledger.md): what a paid order earns
 * its affiliate and their Monster Level upline, what a refund or dispute takes back, the
 * fast-start bonus. Every entry is a new row keyed so that a rerun of the same event adds nothing.
 * Each rule is a file in ledger/; this assembles them from one set of deps.
 */
export function createLedger(deps: LedgerDeps) {
  return {
    recordOrderPaid: createRecordOrderPaid(deps),
    recordOrderReversed: createRecordOrderReversed(deps),
    catchUpIdBonuses: createCatchUpIdBonuses(deps),
    deactivationDates: createDeactivationDates(deps),
  }
}

export type Ledger = ReturnType<typeof createLedger>

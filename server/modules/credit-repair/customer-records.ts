import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { CREDIT_REPAIR_MESSAGES as M } from '#shared/contracts/credit-repair.contract.ts'
import { PAID_ORDER_STATUSES } from '#shared/domain/orders.ts'
import type { CreditRepairServiceDeps } from './credit-repair.deps.ts'
import * as repo from './credit-repair.repository.ts'

/**
 * What every use case asks first: the business's today, the customer's paid case, and whether an
 * item or letter is theirs (another customer's is "not found").
 */
export function createCustomerRecords(
  deps: Pick<CreditRepairServiceDeps, 'db' | 'settings' | 'clock' | 'listOrders'>,
) {
  const { db } = deps

  async function businessToday(): Promise<string> {
    const { payoutTimeZone } = await deps.settings.getSettings()
    return todayIn(payoutTimeZone, await deps.clock.now())
  }

  /** The customer's restoration case with a paid order, the one the service comes with, or null. */
  async function findPaidCase(actor: User, userId: string): Promise<string | null> {
    const orders = await deps.listOrders(actor, userId)
    const paid = orders
      .filter((o) => o.caseId && (PAID_ORDER_STATUSES as readonly string[]).includes(o.status))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    return paid[0]?.caseId ?? null
  }

  /** As findPaidCase, for the actions that need one: 409 without it. */
  async function paidCaseOf(actor: User, userId: string): Promise<string> {
    const caseId = await findPaidCase(actor, userId)
    if (!caseId) throw new AppError('conflict', M.noPaidPackage)
    return caseId
  }

  async function ownItem(actor: User, itemId: string): Promise<repo.CreditItemRow> {
    const row = await repo.findItem(db, itemId)
    if (!row || row.userId !== actor.id) throw new AppError('not_found', M.itemNotFound)
    return row
  }

  async function ownLetter(actor: User, letterId: string): Promise<repo.DisputeLetterRow> {
    const row = await repo.findLetter(db, letterId)
    if (!row || row.userId !== actor.id) throw new AppError('not_found', M.letterNotFound)
    return row
  }

  return { businessToday, findPaidCase, paidCaseOf, ownItem, ownLetter }
}

export type CustomerRecords = ReturnType<typeof createCustomerRecords>

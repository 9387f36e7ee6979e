import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  CREDIT_REPAIR_MESSAGES as M,
  type CreditItem,
  type RecordItemResultInput,
} from '#shared/contracts/credit-repair.contract.ts'
import type { ResultRecorder } from '#shared/domain/credit-repair.ts'
import type { CreditRepairServiceDeps } from './credit-repair.deps.ts'
import * as repo from './credit-repair.repository.ts'
import type { CustomerRecords } from './customer-records.ts'
import { toCreditItem } from './overview.ts'

/** The bureau's answer for an item, recorded by the customer or by staff. */
export function createItemResults(
  deps: Pick<CreditRepairServiceDeps, 'db' | 'audit'> & { records: Pick<CustomerRecords, 'ownItem'> },
) {
  const { db } = deps

  async function recordResultOn(
    actor: User,
    item: repo.CreditItemRow,
    input: RecordItemResultInput,
    by: ResultRecorder,
  ): Promise<CreditItem> {
    const letter = item.disputeLetterId ? await repo.findLetter(db, item.disputeLetterId) : undefined
    if (!letter?.sentOn) throw new AppError('conflict', M.letterNotSent)
    const row = await repo.setItemResult(db, item.id, {
      result: input.result,
      resultRecordedBy: by,
      resultRecordedByUserId: actor.id,
      resultRecordedAt: new Date(),
    })
    if (!row) throw new AppError('conflict', M.resultAfterFollowUp)
    if (by === 'STAFF') {
      await deps.audit.record({
        caseId: row.caseId,
        actor: 'ADMIN',
        actorUserId: actor.id,
        action: 'CREDIT_RESULT_RECORDED',
        detail: { itemId: row.id, bureau: row.bureau, creditor: row.creditor, result: row.result },
      })
    }
    return toCreditItem(row, await repo.listLettersByUser(db, row.userId))
  }

  /** The customer records the bureau's answer for one of their items. */
  async function recordResult(
    actor: User,
    itemId: string,
    input: RecordItemResultInput,
  ): Promise<CreditItem> {
    return recordResultOn(actor, await deps.records.ownItem(actor, itemId), input, 'USER')
  }

  /** Staff record the bureau's answer for a customer's item (audited). */
  async function recordResultAsStaff(
    actor: User,
    itemId: string,
    input: RecordItemResultInput,
  ): Promise<CreditItem> {
    const item = await repo.findItem(db, itemId)
    if (!item) throw new AppError('not_found', M.itemNotFound)
    return recordResultOn(actor, item, input, 'STAFF')
  }

  return { recordResult, recordResultAsStaff }
}

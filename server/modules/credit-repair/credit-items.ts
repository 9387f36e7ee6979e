import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  CREDIT_REPAIR_MESSAGES as M,
  type AddCreditItemsInput,
  type CandidateItem,
  type CreditItem,
  type CreditReport,
  type RegisterCreditReportInput,
} from '#shared/contracts/credit-repair.contract.ts'
import type { CreditItemInput } from '#shared/domain/credit-repair.ts'
import type { CreditRepairServiceDeps } from './credit-repair.deps.ts'
import * as repo from './credit-repair.repository.ts'
import type { CustomerRecords } from './customer-records.ts'
import { toCreditItem, toReport } from './overview.ts'
import { candidateItems, pdfLines } from './report-candidates.ts'

/** The customer's bureau reports and the items they dispute, until a letter takes them. */
export function createCreditItems(
  deps: Pick<CreditRepairServiceDeps, 'db' | 'documents'> & {
    records: Pick<CustomerRecords, 'paidCaseOf' | 'ownItem' | 'businessToday'>
  },
) {
  const { db, records } = deps

  /** Keeps an uploaded file as a bureau's report and offers the lines that look like negative items. */
  async function registerReport(
    actor: User,
    input: RegisterCreditReportInput,
  ): Promise<{ report: CreditReport; candidates: CandidateItem[] }> {
    const caseId = await records.paidCaseOf(actor, actor.id)
    const document = await deps.documents.registerCreditReport(actor, caseId, {
      objectId: input.objectId,
      filename: input.filename,
    })
    const row = await repo.insertReport(db, {
      userId: actor.id,
      caseId,
      bureau: input.bureau,
      documentId: document.id,
      reportDate: input.reportDate ?? (await records.businessToday()),
    })
    let candidates: CandidateItem[] = []
    if (document.contentType === 'application/pdf') {
      const lines = await pdfLines(await deps.documents.readDocumentBytes(document.id))
      candidates = candidateItems(input.bureau, lines)
    }
    return { report: toReport(row), candidates }
  }

  /** Adds the items the customer disputes: confirmed candidates or items entered by hand. */
  async function addItems(actor: User, input: AddCreditItemsInput): Promise<CreditItem[]> {
    const caseId = await records.paidCaseOf(actor, actor.id)
    if (input.reportId && !(await repo.findReport(db, actor.id, input.reportId))) {
      throw new AppError('not_found', M.reportNotFound)
    }
    const start = await repo.nextItemPosition(db, actor.id)
    const rows = await repo.insertItems(
      db,
      input.items.map((item, index) => ({
        ...itemValues(item),
        userId: actor.id,
        caseId,
        reportId: input.reportId ?? null,
        position: start + index,
      })),
    )
    return rows.map((row) => toCreditItem(row, []))
  }

  /** Changes an item not yet in a letter. */
  async function updateItem(actor: User, itemId: string, input: CreditItemInput): Promise<CreditItem> {
    await records.ownItem(actor, itemId)
    const row = await repo.updateUnsentItem(db, itemId, itemValues(input))
    if (!row) throw new AppError('conflict', M.itemInLetter)
    return toCreditItem(row, [])
  }

  /** Removes an item not yet in a letter. */
  async function deleteItem(actor: User, itemId: string): Promise<void> {
    await records.ownItem(actor, itemId)
    if (!(await repo.deleteUnsentItem(db, itemId))) throw new AppError('conflict', M.itemInLetter)
  }

  return { registerReport, addItems, updateItem, deleteItem }
}

function itemValues(item: CreditItemInput) {
  return {
    bureau: item.bureau,
    creditor: item.creditor,
    accountLastDigits: item.accountLastDigits ?? null,
    type: item.type,
    reason: item.reason,
    note: item.note ?? null,
  }
}

import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { StoreDocumentInput } from '#server/modules/documents/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { CREDIT_REPAIR_MESSAGES as M, type DisputeLetter } from '#shared/contracts/credit-repair.contract.ts'
import type { CreditItemInput } from '#shared/domain/credit-repair.ts'
import type { CreditRepairServiceDeps } from './credit-repair.deps.ts'
import * as repo from './credit-repair.repository.ts'
import type { CustomerRecords } from './customer-records.ts'
import { buildDisputeLetter, buildFollowUpLetter, type LetterCustomer } from './dispute-letter.ts'
import { renderLetterPdf } from './dispute-letter.pdf.ts'
import { itemsOfLetter, toDisputeLetter } from './overview.ts'

/** The dispute letters and their follow-ups, rendered as PDFs and kept with the case's documents. */
export function createLetterGeneration(
  deps: Pick<
    CreditRepairServiceDeps,
    'db' | 'settings' | 'clock' | 'documents' | 'isIdentityVerified' | 'findLetterIdentity' | 'loadCase'
  > & { records: Pick<CustomerRecords, 'paidCaseOf' | 'ownLetter' | 'businessToday'> },
) {
  const { db, records } = deps

  /** What the letters say about the customer; 409 until identity is verified and the /verify form saved. */
  async function letterCustomer(userId: string, caseId: string): Promise<LetterCustomer> {
    const [isVerified, identity, found] = await Promise.all([
      deps.isIdentityVerified(userId),
      deps.findLetterIdentity(userId),
      deps.loadCase(caseId),
    ])
    if (!isVerified || !identity || !found) throw new AppError('conflict', M.identityNotVerified)
    const person = found.answers.personalInfo
    return {
      fullName: identity.fullName,
      addressLines: [person.address, `${person.city}, ${person.state} ${person.zipCode}`],
      dateOfBirth: person.dateOfBirth,
      ssnLastFour: identity.ssnLast4,
    }
  }

  async function storeLetter(args: {
    userId: string
    caseId: string
    bureau: repo.DisputeLetterRow['bureau']
    kind: repo.DisputeLetterRow['kind']
    itemIds: string[]
    content: Parameters<typeof renderLetterPdf>[0]
  }): Promise<repo.DisputeLetterRow> {
    const { companyName } = await deps.settings.getSettings()
    const now = await deps.clock.now()
    const pdf = await renderLetterPdf(args.content, { companyName, generatedAt: now })
    let letter: repo.DisputeLetterRow | undefined
    const label = args.kind === 'DISPUTE' ? 'dispute' : 'follow-up'
    await deps.documents.storeSystemDocument(
      {
        caseId: args.caseId,
        kind: (args.kind === 'DISPUTE' ? 'DISPUTE_LETTER' : 'FOLLOW_UP_LETTER') as StoreDocumentInput['kind'],
        filename: `${args.bureau.toLowerCase()}-${label}-letter-${todayIn('UTC', now)}.pdf`,
        contentType: 'application/pdf',
        bytes: pdf.bytes,
        uploadedBy: 'SYSTEM',
      },
      async (tx, document) => {
        letter = await repo.insertLetter(tx, {
          userId: args.userId,
          caseId: args.caseId,
          bureau: args.bureau,
          kind: args.kind,
          documentId: document.id,
          itemIds: args.itemIds,
        })
        // Items taken into another letter meanwhile fail the whole write, file included.
        if (
          (await repo.attachItemsToLetter(tx, args.itemIds, letter.id, args.kind)) !== args.itemIds.length
        ) {
          throw new AppError('conflict', M.itemInLetter)
        }
      },
    )
    return letter!
  }

  /** One dispute letter per bureau for the items not yet in a letter. */
  async function generateLetters(actor: User): Promise<DisputeLetter[]> {
    const caseId = await records.paidCaseOf(actor, actor.id)
    const customer = await letterCustomer(actor.id, caseId)
    const pending = (await repo.listItemsByUser(db, actor.id)).filter((item) => !item.disputeLetterId)
    if (pending.length === 0) throw new AppError('conflict', M.nothingToSend)
    const today = await records.businessToday()
    const letters: repo.DisputeLetterRow[] = []
    for (const bureau of [...new Set(pending.map((item) => item.bureau))]) {
      const items = pending.filter((item) => item.bureau === bureau)
      const content = buildDisputeLetter({ customer, bureau, dated: today, items: items.map(itemInput) })
      letters.push(
        await storeLetter({
          userId: actor.id,
          caseId,
          bureau,
          kind: 'DISPUTE',
          itemIds: items.map((i) => i.id),
          content,
        }),
      )
    }
    return letters.map((letter) => toDisputeLetter(letter, pending, today))
  }

  /** The follow-up asking how the bureau verified the verified items of a mailed dispute letter. */
  async function generateFollowUp(actor: User, letterId: string): Promise<DisputeLetter> {
    const dispute = await records.ownLetter(actor, letterId)
    if (dispute.kind !== 'DISPUTE') throw new AppError('conflict', M.followUpOnFollowUp)
    if (!dispute.sentOn) throw new AppError('conflict', M.followUpNeedsSentDispute)
    const items = itemsOfLetter(dispute, await repo.listItemsByUser(db, actor.id)).filter(
      (item) => item.result === 'VERIFIED' && !item.followUpLetterId,
    )
    if (items.length === 0) throw new AppError('conflict', M.noVerifiedItems)
    const customer = await letterCustomer(actor.id, dispute.caseId)
    const today = await records.businessToday()
    const content = buildFollowUpLetter({
      customer,
      bureau: dispute.bureau,
      dated: today,
      disputedOn: dispute.sentOn,
      items: items.map(itemInput),
    })
    const letter = await storeLetter({
      userId: actor.id,
      caseId: dispute.caseId,
      bureau: dispute.bureau,
      kind: 'FOLLOW_UP',
      itemIds: items.map((i) => i.id),
      content,
    })
    return toDisputeLetter(letter, items, today)
  }

  return { generateLetters, generateFollowUp }
}

function itemInput(row: repo.CreditItemRow): CreditItemInput {
  return {
    bureau: row.bureau,
    creditor: row.creditor,
    accountLastDigits: row.accountLastDigits,
    type: row.type,
    reason: row.reason,
    note: row.note,
  }
}

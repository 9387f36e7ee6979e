import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { AlsoRecord, StoreDocumentInput, StoredDocument } from '#server/modules/documents/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  CREDIT_REPAIR_MESSAGES as M,
  type AddCreditItemsInput,
  type CandidateItem,
  type CreditItem,
  type CreditReport,
  type CreditRepairState,
  type DisputeLetter,
  type MarkLetterSentInput,
  type RecordItemResultInput,
  type RegisterCreditReportInput,
} from '#shared/contracts/credit-repair.contract.ts'
import type { Document } from '#shared/contracts/documents.contract.ts'
import {
  methodOfVerificationDueOn,
  responseDueOn,
  type CreditItemInput,
  type ResultRecorder,
} from '#shared/domain/credit-repair.ts'
import type { CaseAnswers } from '#shared/domain/fulfilment/types.ts'
import { PAID_ORDER_STATUSES } from '#shared/domain/orders.ts'
import * as repo from './credit-repair.repository.ts'
import { freeReportsDueEmail, responseDueEmail } from './credit-repair.emails.ts'
import { buildOverview, itemsOfLetter, toCreditItem, toDisputeLetter, toReport } from './overview.ts'
import { buildDisputeLetter, buildFollowUpLetter, type LetterCustomer } from './dispute-letter.ts'
import { renderLetterPdf } from './dispute-letter.pdf.ts'
import { candidateItems, pdfLines } from './report-candidates.ts'

/** The recurring job that sends the credit repair's reminders (docs/decisions/044-credit-repair.md). */
export const CREDIT_REMINDER_JOB = 'credit-repair.reminders'
export const CREDIT_REMINDER_EVERY_MS = 60 * 60_000

export type CreditRepairServiceDeps = {
  db: Db
  mailer: Mailer
  audit: Pick<AuditService, 'record'>
  config: Pick<Config, 'publicUrl'>
  settings: { getSettings(): Promise<{ companyName: string; payoutTimeZone: string }> }
  /** The business's "now": in test mode the admin's test clock may move it (docs/decisions/033). */
  clock: { now(): Promise<Date> }
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
  listOrders(
    actor: User,
    userId: string,
  ): Promise<{ caseId: string | null; status: string; createdAt: string }[]>
  loadCase(caseId: string): Promise<{ id: string; userId: string; answers: CaseAnswers } | undefined>
  isIdentityVerified(userId: string): Promise<boolean>
  findLetterIdentity(userId: string): Promise<{ fullName: string; ssnLast4: string } | undefined>
  documents: {
    registerCreditReport(
      actor: User,
      caseId: string,
      input: { objectId: string; filename: string },
    ): Promise<Document>
    readDocumentBytes(documentId: string): Promise<Uint8Array>
    storeSystemDocument(
      input: Omit<StoreDocumentInput, 'userId'> & { uploadedBy: 'SYSTEM' | 'ADMIN' },
      alsoRecord?: AlsoRecord,
    ): Promise<StoredDocument>
  }
}

export function createCreditRepairService(deps: CreditRepairServiceDeps) {
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

  async function overviewFor(actor: User, userId: string): Promise<CreditRepairState> {
    // Without a paid package there is nothing to show yet (an answer, not an error: decision 057).
    const caseId = await findPaidCase(actor, userId)
    if (!caseId) return { overview: null }
    const [reports, items, letters, isIdentityVerified, preferences, today] = await Promise.all([
      repo.listReportsByUser(db, userId),
      repo.listItemsByUser(db, userId),
      repo.listLettersByUser(db, userId),
      deps.isIdentityVerified(userId),
      repo.findPreferences(db, userId),
      businessToday(),
    ])
    return {
      overview: buildOverview({
        caseId,
        today,
        isIdentityVerified,
        isEmailReminderOn: preferences?.emailCreditReminders ?? true,
        reports,
        items,
        letters,
      }),
    }
  }

  /** The signed-in customer's credit repair (null without a paid package). */
  async function getOverview(actor: User): Promise<CreditRepairState> {
    return overviewFor(actor, actor.id)
  }

  /** A customer's credit repair for staff, by one of their cases. */
  async function getOverviewForCase(actor: User, caseId: string): Promise<CreditRepairState> {
    const found = await deps.loadCase(caseId)
    if (!found) throw new AppError('not_found', 'Case not found')
    return overviewFor(actor, found.userId)
  }

  /** Keeps an uploaded file as a bureau's report and offers the lines that look like negative items. */
  async function registerReport(
    actor: User,
    input: RegisterCreditReportInput,
  ): Promise<{ report: CreditReport; candidates: CandidateItem[] }> {
    const caseId = await paidCaseOf(actor, actor.id)
    const document = await deps.documents.registerCreditReport(actor, caseId, {
      objectId: input.objectId,
      filename: input.filename,
    })
    const row = await repo.insertReport(db, {
      userId: actor.id,
      caseId,
      bureau: input.bureau,
      documentId: document.id,
      reportDate: input.reportDate ?? (await businessToday()),
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
    const caseId = await paidCaseOf(actor, actor.id)
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

  /** Changes an item not yet in a letter. */
  async function updateItem(actor: User, itemId: string, input: CreditItemInput): Promise<CreditItem> {
    await ownItem(actor, itemId)
    const row = await repo.updateUnsentItem(db, itemId, itemValues(input))
    if (!row) throw new AppError('conflict', M.itemInLetter)
    return toCreditItem(row, [])
  }

  /** Removes an item not yet in a letter. */
  async function deleteItem(actor: User, itemId: string): Promise<void> {
    await ownItem(actor, itemId)
    if (!(await repo.deleteUnsentItem(db, itemId))) throw new AppError('conflict', M.itemInLetter)
  }

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
    const caseId = await paidCaseOf(actor, actor.id)
    const customer = await letterCustomer(actor.id, caseId)
    const pending = (await repo.listItemsByUser(db, actor.id)).filter((item) => !item.disputeLetterId)
    if (pending.length === 0) throw new AppError('conflict', M.nothingToSend)
    const today = await businessToday()
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
    const dispute = await ownLetter(actor, letterId)
    if (dispute.kind !== 'DISPUTE') throw new AppError('conflict', M.followUpOnFollowUp)
    if (!dispute.sentOn) throw new AppError('conflict', M.followUpNeedsSentDispute)
    const items = itemsOfLetter(dispute, await repo.listItemsByUser(db, actor.id)).filter(
      (item) => item.result === 'VERIFIED' && !item.followUpLetterId,
    )
    if (items.length === 0) throw new AppError('conflict', M.noVerifiedItems)
    const customer = await letterCustomer(actor.id, dispute.caseId)
    const today = await businessToday()
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

  /** Records the day a letter was mailed (and received): the bureau's clock starts. */
  async function markLetterSent(
    actor: User,
    letterId: string,
    input: MarkLetterSentInput,
  ): Promise<DisputeLetter> {
    const letter = await ownLetter(actor, letterId)
    const today = await businessToday()
    if (input.sentOn > today) throw fieldError('sentOn', M.sentInFuture)
    if (input.receivedOn && input.receivedOn > today) throw fieldError('receivedOn', M.sentInFuture)
    if (input.receivedOn && input.receivedOn < input.sentOn)
      throw fieldError('receivedOn', M.receivedBeforeSent)
    const clock = { receivedOn: input.receivedOn ?? null }
    const dueOn =
      letter.kind === 'DISPUTE'
        ? responseDueOn(input.sentOn, { ...clock, withAnnualFreeReport: input.withAnnualFreeReport })
        : methodOfVerificationDueOn(input.sentOn, clock)
    const row = await repo.updateLetterSent(db, letterId, {
      sentOn: input.sentOn,
      receivedOn: input.receivedOn ?? null,
      withAnnualFreeReport: letter.kind === 'DISPUTE' && input.withAnnualFreeReport,
      responseDueOn: dueOn,
    })
    return toDisputeLetter(row, await repo.listItemsByUser(db, actor.id), today)
  }

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
    return recordResultOn(actor, await ownItem(actor, itemId), input, 'USER')
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

  /**
   * The reminder job (idempotent): letters whose answer is due with items still unanswered, and
   * free weekly reports ready to pull. Each reminder is claimed before it is sent and released if
   * sending fails, so it goes out once.
   */
  async function runReminders(): Promise<{ responses: number; reports: number }> {
    const today = await businessToday()
    const { companyName } = await deps.settings.getSettings()
    const dashboardUrl = `${deps.config.publicUrl}/dashboard`
    let responses = 0
    for (const letter of await repo.listLettersDueForReminder(db, today)) {
      const items = itemsOfLetter(letter, await repo.listItemsByUser(db, letter.userId))
      const isAnswered = letter.kind === 'DISPUTE' ? items.every((item) => item.result !== null) : true
      if (isAnswered || !(await remindersWanted(letter.userId))) {
        await repo.claimLetterReminder(db, letter.id, new Date())
        continue
      }
      const customer = await deps.findCustomer(letter.userId)
      if (!customer || !(await repo.claimLetterReminder(db, letter.id, new Date()))) continue
      try {
        await deps.mailer.send(
          responseDueEmail(
            customer.email,
            customer.firstName,
            { bureau: letter.bureau, sentOn: letter.sentOn!, responseDueOn: letter.responseDueOn! },
            dashboardUrl,
            companyName,
          ),
        )
        responses++
      } catch (error) {
        await repo.releaseLetterReminder(db, letter.id)
        throw error
      }
    }
    let reports = 0
    for (const userId of await repo.listUsersWithReports(db)) {
      const overview = buildOverview({
        caseId: '',
        today,
        isIdentityVerified: false,
        isEmailReminderOn: true,
        reports: await repo.listReportsByUser(db, userId),
        items: [],
        letters: [],
      })
      const due = overview.bureaus.filter((b) => b.isFreeReportDue).map((b) => b.bureau)
      if (due.length === 0 || !(await remindersWanted(userId))) continue
      const customer = await deps.findCustomer(userId)
      // At most one such reminder a week, whatever the job's schedule.
      if (!customer || !(await repo.claimReportReminder(db, userId, today, weekBefore(today)))) continue
      await deps.mailer.send(
        freeReportsDueEmail(customer.email, customer.firstName, due, dashboardUrl, companyName),
      )
      reports++
    }
    return { responses, reports }
  }

  async function remindersWanted(userId: string): Promise<boolean> {
    return (await repo.findPreferences(db, userId))?.emailCreditReminders ?? true
  }

  return {
    getOverview,
    getOverviewForCase,
    registerReport,
    addItems,
    updateItem,
    deleteItem,
    generateLetters,
    generateFollowUp,
    markLetterSent,
    recordResult,
    recordResultAsStaff,
    runReminders,
    jobHandlers: { [CREDIT_REMINDER_JOB]: async () => void (await runReminders()) },
  }
}

export type CreditRepairService = ReturnType<typeof createCreditRepairService>

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

function fieldError(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: message })
}

function weekBefore(today: string): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 6)
  return date.toISOString().slice(0, 10)
}

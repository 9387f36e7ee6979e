import { formatIsoDate } from '#shared/domain/case-labels.ts'
import { addDays } from '#shared/domain/eligibility/dates.ts'
import {
  CREDIT_REPAIR_MESSAGES,
  FREE_REPORT_SERVICE,
  type BureauOverview,
  type CreditItem,
  type CreditReminder,
  type CreditReport,
  type CreditRepairOverview,
  type DisputeLetter,
} from '#shared/contracts/credit-repair.contract.ts'
import {
  BUREAU_LABELS,
  BUREAUS,
  CREDIT_ITEM_STATUS_LABELS,
  CREDIT_ITEM_TYPE_LABELS,
  creditItemStatus,
  creditRepairProgress,
  DISPUTE_REASON_DETAILS,
  type Bureau,
  type BureauFacts,
} from '#shared/domain/credit-repair.ts'
import { BUREAU_ADDRESSES } from './bureau-addresses.ts'
import type { CreditItemRow, CreditReportRow, DisputeLetterRow } from './credit-repair.repository.ts'

/** The rows of one customer's credit repair turned into what the dashboard shows. */
export type OverviewRows = {
  caseId: string
  today: string
  isIdentityVerified: boolean
  isEmailReminderOn: boolean
  reports: CreditReportRow[]
  items: CreditItemRow[]
  letters: DisputeLetterRow[]
}

export function toReport(row: CreditReportRow): CreditReport {
  return {
    id: row.id,
    bureau: row.bureau,
    documentId: row.documentId,
    reportDate: row.reportDate,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toCreditItem(row: CreditItemRow, letters: readonly DisputeLetterRow[]): CreditItem {
  const sentOn = letters.find((l) => l.id === row.disputeLetterId)?.sentOn ?? null
  const followUpSentOn = letters.find((l) => l.id === row.followUpLetterId)?.sentOn ?? null
  const status = creditItemStatus({ sentOn, result: row.result, followUpSentOn })
  return {
    id: row.id,
    bureau: row.bureau,
    reportId: row.reportId,
    creditor: row.creditor,
    accountLastDigits: row.accountLastDigits,
    type: row.type,
    typeLabel: CREDIT_ITEM_TYPE_LABELS[row.type],
    reason: row.reason,
    reasonLabel: DISPUTE_REASON_DETAILS[row.reason].label,
    note: row.note,
    status,
    statusLabel: CREDIT_ITEM_STATUS_LABELS[status],
    result: row.result,
    resultRecordedAt: row.resultRecordedAt?.toISOString() ?? null,
    resultRecordedBy: row.resultRecordedBy,
    disputeLetterId: row.disputeLetterId,
    followUpLetterId: row.followUpLetterId,
    isEditable: row.disputeLetterId === null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The items a letter names, as they are now. */
export function itemsOfLetter(letter: DisputeLetterRow, items: readonly CreditItemRow[]): CreditItemRow[] {
  const ids = new Set(letter.itemIds)
  return items.filter((item) => ids.has(item.id))
}

export function toDisputeLetter(
  row: DisputeLetterRow,
  items: readonly CreditItemRow[],
  today: string,
): DisputeLetter {
  const named = itemsOfLetter(row, items)
  const isUnanswered = row.kind === 'DISPUTE' ? named.some((item) => item.result === null) : named.length > 0
  return {
    id: row.id,
    bureau: row.bureau,
    kind: row.kind,
    itemIds: row.itemIds,
    documentId: row.documentId,
    createdOn: row.createdAt.toISOString().slice(0, 10),
    sentOn: row.sentOn,
    receivedOn: row.receivedOn,
    withAnnualFreeReport: row.withAnnualFreeReport,
    responseDueOn: row.responseDueOn,
    isResponseDue: row.responseDueOn !== null && row.responseDueOn <= today && isUnanswered,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The facts `creditRepairProgress` reads for one bureau. */
function bureauFacts(
  hasReport: boolean,
  items: readonly CreditItemRow[],
  letters: readonly DisputeLetterRow[],
): BureauFacts {
  const letterOf = (id: string | null) => letters.find((l) => l.id === id)
  const disputes = items.map((item) => letterOf(item.disputeLetterId))
  const isAllSent = disputes.length > 0 && disputes.every((l) => l?.sentOn)
  // The clock of the bureau runs from its latest mailed dispute.
  const latest = disputes
    .filter((l): l is DisputeLetterRow => Boolean(l?.sentOn))
    .sort((a, b) => a.sentOn!.localeCompare(b.sentOn!))
    .at(-1)
  const verified = items.filter((item) => item.result === 'VERIFIED')
  const followUps = verified.map((item) => letterOf(item.followUpLetterId))
  const latestFollowUp = followUps
    .filter((l): l is DisputeLetterRow => Boolean(l?.sentOn))
    .sort((a, b) => a.sentOn!.localeCompare(b.sentOn!))
    .at(-1)
  return {
    hasReport,
    items: items.map((item) => ({ result: item.result })),
    isLetterGenerated: items.length > 0 && items.every((item) => item.disputeLetterId !== null),
    sentOn: isAllSent ? (latest?.sentOn ?? null) : null,
    receivedOn: isAllSent ? (latest?.receivedOn ?? null) : null,
    isAfterAnnualFreeReport: latest?.withAnnualFreeReport ?? false,
    followUpSentOn:
      verified.length > 0 && followUps.every((l) => l?.sentOn) ? (latestFollowUp?.sentOn ?? null) : null,
    followUpReceivedOn: latestFollowUp?.receivedOn ?? null,
  }
}

export function buildOverview(rows: OverviewRows): CreditRepairOverview {
  const { today } = rows
  const facts: Partial<Record<Bureau, BureauFacts>> = {}
  const reminders: CreditReminder[] = []
  const bureaus: BureauOverview[] = BUREAUS.map((bureau) => {
    const reports = rows.reports.filter((r) => r.bureau === bureau)
    const items = rows.items.filter((i) => i.bureau === bureau)
    const letters = rows.letters.filter((l) => l.bureau === bureau)
    facts[bureau] = bureauFacts(reports.length > 0, items, letters)
    const lastReportOn =
      reports
        .map((r) => r.reportDate)
        .sort()
        .at(-1) ?? null
    const nextFreeReportOn = lastReportOn ? addDays(lastReportOn, FREE_REPORT_SERVICE.everyDays) : today
    const isFreeReportDue = nextFreeReportOn <= today
    const shownLetters = letters.map((l) => toDisputeLetter(l, rows.items, today))
    const label = BUREAU_LABELS[bureau]
    for (const letter of shownLetters) {
      if (!letter.sentOn) {
        reminders.push({
          kind: 'MAIL_LETTER',
          bureau,
          on: letter.createdOn,
          message: `Sign and mail your letter to ${label}, then enter the date you mailed it.`,
        })
      } else if (letter.isResponseDue) {
        reminders.push({
          kind: letter.kind === 'DISPUTE' ? 'RECORD_RESULTS' : 'SEND_FOLLOW_UP',
          bureau,
          on: letter.responseDueOn!,
          message:
            letter.kind === 'DISPUTE'
              ? `${label}'s answer was due ${formatIsoDate(letter.responseDueOn ?? '')}: record what it answered for each item.`
              : `${label}'s description of how it verified your items was due ${formatIsoDate(letter.responseDueOn ?? '')}.`,
        })
      }
    }
    const waitingFollowUp = items.filter((i) => i.result === 'VERIFIED' && !i.followUpLetterId)
    if (waitingFollowUp.length > 0) {
      reminders.push({
        kind: 'SEND_FOLLOW_UP',
        bureau,
        on: today,
        message: `${label} verified ${waitingFollowUp.length === 1 ? 'an item' : `${waitingFollowUp.length} items`}: print the follow-up letter asking how.`,
      })
    }
    if (isFreeReportDue) {
      reminders.push({
        kind: 'PULL_FREE_REPORT',
        bureau,
        on: nextFreeReportOn,
        message: `Get your free ${label} report at ${FREE_REPORT_SERVICE.name} and upload it here.`,
      })
    }
    return {
      bureau,
      label,
      mailingAddress: {
        lines: [...BUREAU_ADDRESSES[bureau].lines],
        sourceUrl: BUREAU_ADDRESSES[bureau].source.url,
        checkedOn: BUREAU_ADDRESSES[bureau].source.checkedOn,
        isConfirmedByBureau: BUREAU_ADDRESSES[bureau].source.isConfirmedByBureau,
      },
      reports: reports.map(toReport),
      items: items.map((item) => toCreditItem(item, rows.letters)),
      letters: shownLetters,
      lastReportOn,
      nextFreeReportOn,
      isFreeReportDue,
    }
  })
  const hasPending = rows.items.some((item) => item.disputeLetterId === null)
  const generateBlockedReason = !rows.isIdentityVerified
    ? CREDIT_REPAIR_MESSAGES.identityNotVerified
    : hasPending
      ? null
      : CREDIT_REPAIR_MESSAGES.nothingToSend
  return {
    caseId: rows.caseId,
    today,
    isIdentityVerified: rows.isIdentityVerified,
    progress: creditRepairProgress({ isIdentityVerified: rows.isIdentityVerified, bureaus: facts }),
    bureaus,
    canGenerateLetters: generateBlockedReason === null,
    generateBlockedReason,
    monitoring: {
      serviceName: FREE_REPORT_SERVICE.name,
      serviceUrl: FREE_REPORT_SERVICE.url,
      everyDays: FREE_REPORT_SERVICE.everyDays,
      isEmailReminderOn: rows.isEmailReminderOn,
    },
    reminders,
  }
}

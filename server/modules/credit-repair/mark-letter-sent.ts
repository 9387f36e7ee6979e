import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  CREDIT_REPAIR_MESSAGES as M,
  type DisputeLetter,
  type MarkLetterSentInput,
} from '#shared/contracts/credit-repair.contract.ts'
import { methodOfVerificationDueOn, responseDueOn } from '#shared/domain/credit-repair.ts'
import type { CreditRepairServiceDeps } from './credit-repair.deps.ts'
import * as repo from './credit-repair.repository.ts'
import type { CustomerRecords } from './customer-records.ts'
import { toDisputeLetter } from './overview.ts'

/** Records the day a letter was mailed (and received): the bureau's clock starts. */
export function createMarkLetterSent(
  deps: Pick<CreditRepairServiceDeps, 'db'> & {
    records: Pick<CustomerRecords, 'ownLetter' | 'businessToday'>
  },
) {
  const { db, records } = deps

  return async function markLetterSent(
    actor: User,
    letterId: string,
    input: MarkLetterSentInput,
  ): Promise<DisputeLetter> {
    const letter = await records.ownLetter(actor, letterId)
    const today = await records.businessToday()
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
}

function fieldError(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: message })
}

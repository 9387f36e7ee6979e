import type { Db } from '#server/db/client.ts'
import { addressBlock } from '#server/lib/address-block.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { STAFF_SIGN_IN_ACTIONS } from '#shared/domain/audit-words.ts'
import { ACCOUNT_DISABLED_MESSAGE } from './auth.better-auth.ts'
import { findUserByEmail } from './auth.repository.ts'

type Deps = { db: Db; audit: Pick<AuditService, 'record'> }

// Why a checked password did not open a session; a refusal by the sign-in limits (429) is not
// recorded: the password was never checked, and anyone could fill the log with them.
function failureReason(error: unknown): string | undefined {
  if (!(error instanceof AppError)) return undefined
  if (error.code === 'unauthorized') return 'Wrong password'
  if (error.code === 'forbidden' && error.message === ACCOUNT_DISABLED_MESSAGE) return 'Account disabled'
  return undefined
}

/**
 * Sign-ins to staff (ADMIN) accounts in the audit log, with the account's e-mail and the client's
 * address block, never the password (docs/decisions/066-admin-sign-ins-and-audit-words.md).
 */
export function createStaffSignIns({ db, audit }: Deps) {
  /** Records a successful sign-in when `user` is staff; a customer's costs nothing. */
  async function recordSignIn(user: User, clientIp: string): Promise<void> {
    if (user.role !== 'ADMIN') return
    await audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: user.id,
      action: STAFF_SIGN_IN_ACTIONS.signedIn,
      detail: { userId: user.id, email: user.email, addressBlock: addressBlock(clientIp) },
    })
  }

  /**
   * Records a failed sign-in when `email` is a staff account. Whoever tried is unknown, so the
   * system is the actor and the account is named in the detail (its person page lists it).
   */
  async function recordFailure(email: string, clientIp: string, error: unknown): Promise<void> {
    const reason = failureReason(error)
    if (!reason) return
    const account = await findUserByEmail(db, email)
    if (account?.role !== 'ADMIN') return
    await audit.record({
      caseId: null,
      actor: 'SYSTEM',
      action: STAFF_SIGN_IN_ACTIONS.failed,
      detail: { userId: account.id, email: account.email, addressBlock: addressBlock(clientIp), reason },
    })
  }

  return { recordSignIn, recordFailure }
}

export type StaffSignIns = ReturnType<typeof createStaffSignIns>

import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { SignUpInput, User } from '#shared/contracts/auth.contract.ts'
import type { Role } from '#shared/domain/roles.ts'
import { callAuth, signUpBody, toUser } from './auth-calls.ts'
import type { BetterAuth } from './auth.better-auth.ts'
import {
  changeAccountKeepingAnAdmin,
  countUsers,
  findUserByEmail,
  findUserById,
  updateUserRole,
  type AccountChange,
  type AccountRow,
} from './auth.repository.ts'
import { assertPasswordNotGuessable } from './password-strength.ts'

/** Refused demotion or disabling of the only active admin (docs/decisions/038-people-and-audit-log.md). */
export const LAST_ADMIN_MESSAGE =
  'This is the last active admin. Make someone else an admin before removing this one.'

/** Accounts as the back office, the scripts and the other modules reach them. */
export function createAccountManagement({ db, auth }: { db: Db; auth: BetterAuth }) {
  /**
   * Creates an account with a role, or updates the role and password of an existing one. Used by
   * the admin:create script and the demo seed; the e-mail counts as verified.
   */
  async function upsertAccount(input: SignUpInput & { role: Role }): Promise<{ user: User; isNew: boolean }> {
    assertPasswordNotGuessable(input.password, [input.firstName, input.lastName, input.email])
    const ctx = await auth.$context
    const existing = await findUserByEmail(db, input.email)
    let userId: string
    if (existing) {
      userId = existing.id
      await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(input.password))
    } else {
      const { user } = await callAuth(() =>
        auth.api.signUpEmail({
          body: signUpBody(input),
        }),
      )
      userId = user.id
    }
    await updateUserRole(db, userId, input.role, true)
    const row = await findUserByEmail(db, input.email)
    if (!row) throw new Error('account vanished after upsert')
    return { user: toUser(row), isNew: !existing }
  }

  /**
   * Sets an account's role or disabled mark, never leaving the product without an active admin
   * (409 otherwise). Disabling ends every session of the account at once, in every process
   * (docs/decisions/038-people-and-audit-log.md). `record` runs in the same
   * transaction, so the audit entry commits with the change.
   */
  async function changeAccount(
    userId: string,
    change: AccountChange,
    record: (tx: Db, before: AccountRow, after: AccountRow) => Promise<void>,
  ): Promise<{ before: AccountRow; after: AccountRow }> {
    const result = await changeAccountKeepingAnAdmin(db, userId, change, record)
    if (result.outcome === 'not_found') throw new AppError('not_found', 'Person not found')
    if (result.outcome === 'last_admin') throw new AppError('conflict', LAST_ADMIN_MESSAGE)
    return { before: result.before, after: result.after }
  }

  /** A customer's e-mail and first name, for the messages other modules send them. */
  async function findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined> {
    const row = await findUserById(db, userId)
    return row ? { email: row.email, firstName: row.firstName } : undefined
  }

  /** The account with this id (e.g. the staff member an event names), or undefined. */
  async function findUser(userId: string): Promise<User | undefined> {
    const row = await findUserById(db, userId)
    return row ? toUser(row) : undefined
  }

  /** The account with this e-mail address (compared without case), e.g. the sender of a support e-mail. */
  async function findUserByEmailAddress(email: string): Promise<User | undefined> {
    const row = await findUserByEmail(db, email.trim().toLowerCase())
    return row ? toUser(row) : undefined
  }

  return {
    upsertAccount,
    changeAccount,
    findCustomer,
    findUser,
    findUserByEmailAddress,
    countUsers: () => countUsers(db),
  }
}

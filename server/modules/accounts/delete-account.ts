import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { AuthClient, AuthService } from '#server/modules/auth/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  DELETE_REFUSED_PAID_CASE_MESSAGE,
  type DeleteAccountInput,
} from '#shared/contracts/accounts.contract.ts'
import type { AccountUserRow } from './accounts.repository.ts'
import { erasePerson } from './erase-person.repository.ts'

/** A deleted account's address: unique, and never deliverable (RFC 2606 reserves .invalid). */
export function deletedEmailFor(userId: string): string {
  return `deleted-${userId}@deleted.invalid`
}

export type AccountDeletionDeps = {
  db: Db
  auth: Pick<AuthService, 'verifyOwnPassword' | 'endAllSessions' | 'signOut'>
  audit: Pick<AuditService, 'record'>
  storage: Pick<FileStorage, 'delete'>
  log: Logger
  /** The caller's own account row; "not signed in" once it is deleted. */
  loadUser(user: User): Promise<AccountUserRow>
}

/** A person's deletion of their own account (docs/decisions/045-account-settings.md). */
export function createAccountDeletion({ db, auth, audit, storage, log, loadUser }: AccountDeletionDeps) {
  /**
   * Deletes the account after the password is confirmed: refused (409) while a paid case is in
   * progress; otherwise personal data erased and financial records kept, in one transaction.
   */
  async function deleteAccount(client: AuthClient, user: User, input: DeleteAccountInput): Promise<string[]> {
    await loadUser(user)
    await auth.verifyOwnPassword(client, user, input.password)
    const result = await erasePerson(db, user.id, deletedEmailFor(user.id), (tx, counts) =>
      audit.record(
        { caseId: null, actor: 'USER', actorUserId: user.id, action: 'ACCOUNT_DELETED', detail: counts },
        tx,
      ),
    )
    if (result.outcome === 'refused') throw new AppError('conflict', DELETE_REFUSED_PAID_CASE_MESSAGE)
    await auth.endAllSessions(user.id)
    // The session is gone already; signing out still answers with the cookies that clear it.
    const clearingCookies = await auth.signOut(client)
    // The rows are gone; a file left behind by a storage failure is logged, not shown to the person.
    for (const key of result.storageKeys) {
      try {
        await storage.delete(key)
      } catch (error) {
        log.error({ err: error }, 'stored file of a deleted account not removed')
      }
    }
    return clearingCookies
  }

  return { deleteAccount }
}

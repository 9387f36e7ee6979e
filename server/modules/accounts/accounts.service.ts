import type { Db } from '#server/db/client.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { AuthClient, AuthService } from '#server/modules/auth/index.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type AccountSession,
  type AccountSettings,
  type ChangePasswordInput,
  type NotificationPreferences,
  type UpdateNameInput,
} from '#shared/contracts/accounts.contract.ts'
import { describeDevice, maskIp } from './session-view.ts'
import { findAccountUser, findPreferences, upsertPreferences } from './accounts.repository.ts'
import { createAccountExport } from './account-export.ts'
import { createAccountDeletion } from './delete-account.ts'

export { deletedEmailFor } from './delete-account.ts'

type AccountsDeps = {
  db: Db
  auth: Pick<
    AuthService,
    | 'verifyOwnPassword'
    | 'changePassword'
    | 'updateName'
    | 'requestEmailChange'
    | 'listOwnSessions'
    | 'revokeOtherSessions'
    | 'endAllSessions'
    | 'signOut'
  >
  audit: AuditService
  storage: FileStorage
  rateLimits: Pick<RateLimitsService, 'consume'>
  log: Logger
  companyName: () => Promise<string>
}

/**
 * The signed-in person's own account (docs/decisions/045-account-settings.md). Every function acts
 * on the caller's own account: no input names another person.
 */
export function createAccountsService({
  db,
  auth,
  audit,
  storage,
  rateLimits,
  log,
  companyName,
}: AccountsDeps) {
  async function loadUser(user: User) {
    const row = await findAccountUser(db, user.id)
    if (!row || row.deletedAt) throw new AppError('unauthorized', 'You are not signed in.')
    return row
  }

  async function getPreferences(userId: string): Promise<NotificationPreferences> {
    return (await findPreferences(db, userId)) ?? DEFAULT_NOTIFICATION_PREFERENCES
  }

  /** Whether status e-mails of the person's cases are wanted (the cases module asks). */
  async function wantsCaseUpdates(userId: string): Promise<boolean> {
    return (await getPreferences(userId)).emailCaseUpdates
  }

  async function getAccount(user: User): Promise<AccountSettings> {
    const row = await loadUser(user)
    return {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      isEmailVerified: row.emailVerified,
      createdAt: row.createdAt.toISOString(),
      preferences: await getPreferences(user.id),
    }
  }

  async function updatePreferences(
    user: User,
    input: NotificationPreferences,
  ): Promise<NotificationPreferences> {
    await loadUser(user)
    await upsertPreferences(db, user.id, input)
    return input
  }

  async function listSessions(client: AuthClient, user: User): Promise<AccountSession[]> {
    const rows = await auth.listOwnSessions(client, user)
    return rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      approximateIp: maskIp(row.ipAddress),
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      isCurrent: row.isCurrent,
    }))
  }

  async function changePassword(
    client: AuthClient,
    user: User,
    input: ChangePasswordInput,
  ): Promise<string[]> {
    const cookies = await auth.changePassword(client, user, input)
    await audit.record({ caseId: null, actor: 'USER', actorUserId: user.id, action: 'PASSWORD_CHANGED' })
    return cookies
  }

  async function updateName(client: AuthClient, user: User, input: UpdateNameInput): Promise<string[]> {
    await loadUser(user)
    return auth.updateName(client, input)
  }

  async function requestEmailChange(client: AuthClient, user: User, newEmail: string): Promise<void> {
    await auth.requestEmailChange(client, user, newEmail)
  }

  async function revokeOtherSessions(client: AuthClient): Promise<void> {
    await auth.revokeOtherSessions(client)
  }

  const exports = createAccountExport({ db, rateLimits, companyName, loadUser, getPreferences, listSessions })
  const deletion = createAccountDeletion({ db, auth, audit, storage, log, loadUser })

  return {
    wantsCaseUpdates,
    getAccount,
    updatePreferences,
    listSessions,
    changePassword,
    updateName,
    requestEmailChange,
    revokeOtherSessions,
    exportData: exports.exportData,
    exportPdf: exports.exportPdf,
    deleteAccount: deletion.deleteAccount,
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>

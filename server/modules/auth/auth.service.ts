import { createAuditService, type AuditService } from '#server/modules/audit/index.ts'
import type { AuthDeps } from './auth-calls.ts'
import { createEmailLinks } from './email-links.ts'
import { createSessionFinder } from './find-session.ts'
import { createAccountManagement } from './manage-accounts.ts'
import { createOwnAccount } from './own-account.ts'
import { createSignInLimits } from './sign-in-limits.ts'
import { createSignUpAndIn } from './sign-up-and-in.ts'
import { createStaffSignIns } from './staff-sign-ins.ts'

export type { AuthClient, AuthResult } from './auth-calls.ts'
export { LAST_ADMIN_MESSAGE } from './manage-accounts.ts'

type AuthServiceDeps = AuthDeps & {
  /** Sign-ups allowed per client address per hour (households and offices share an address). */
  signUpLimitPerHour: number
  /** Where staff sign-ins are recorded; by default the audit log of the same database. */
  audit?: Pick<AuditService, 'record'>
}

/**
 * Accounts and sessions through better-auth (docs/decisions/006-accounts-and-sessions.md): the
 * session of a request, signing up and in, the links we e-mail, a person's own login settings and
 * the back office's changes.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, auth } = deps
  const signInLimits = createSignInLimits({ rateLimits: deps.rateLimits })
  const own = createOwnAccount({ auth, signInLimits })
  const manage = createAccountManagement({ db, auth })
  const staffSignIns = createStaffSignIns({ db, audit: deps.audit ?? createAuditService({ db }) })
  const signing = createSignUpAndIn({ ...deps, signInLimits, staffSignIns })
  const links = createEmailLinks(deps)

  return {
    verifyOwnPassword: own.verifyOwnPassword,
    changePassword: own.changePassword,
    updateName: own.updateName,
    requestEmailChange: own.requestEmailChange,
    listOwnSessions: own.listOwnSessions,
    revokeOtherSessions: own.revokeOtherSessions,
    endAllSessions: own.endAllSessions,
    findCustomer: manage.findCustomer,
    findUser: manage.findUser,
    findUserByEmailAddress: manage.findUserByEmailAddress,
    findSession: createSessionFinder({ db, auth }).findSession,
    signUp: signing.signUp,
    signIn: signing.signIn,
    signOut: signing.signOut,
    requestPasswordReset: links.requestPasswordReset,
    resetPassword: links.resetPassword,
    verifyEmail: links.verifyEmail,
    resendVerification: links.resendVerification,
    upsertAccount: manage.upsertAccount,
    changeAccount: manage.changeAccount,
    countUsers: manage.countUsers,
  }
}

export type AuthService = ReturnType<typeof createAuthService>

import { z } from 'zod'
import {
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  PASSWORD_MAX_LENGTH,
  PasswordSchema,
} from '../domain/person-fields.ts'
import { singleLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'

/**
 * A customer's own account settings (docs/decisions/045-account-settings.md): name, e-mail,
 * password, sessions, e-mail preferences, the download of their data and the deletion of the
 * account. Every entry acts on the signed-in account only: no path names another person.
 */

export const NotificationPreferencesSchema = z.object({
  /** Status changes of their restoration cases. */
  emailCaseUpdates: z.boolean(),
  /** Reminders that a bureau's answer is due and that a free report can be pulled. */
  emailCreditReminders: z.boolean(),
  /** News about our products and offers. */
  emailProductNews: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>

/** What a customer gets before they choose anything: case and credit e-mails on, marketing off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailCaseUpdates: true,
  emailCreditReminders: true,
  emailProductNews: false,
}

export const AccountSettingsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
  preferences: NotificationPreferencesSchema,
})
export type AccountSettings = z.infer<typeof AccountSettingsSchema>

export const UpdateNameInputSchema = z.object({ firstName: FirstNameSchema, lastName: LastNameSchema })
export type UpdateNameInput = z.infer<typeof UpdateNameInputSchema>

export const ChangeEmailInputSchema = z.object({ newEmail: EmailSchema })
export type ChangeEmailInput = z.infer<typeof ChangeEmailInputSchema>

/** The current password is checked as typed; only the new one is held to the length rules. */
export const CurrentPasswordSchema = z
  .string()
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)

export const ChangePasswordInputSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
})
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>

export const AccountSessionSchema = z.object({
  id: z.string(),
  /** The browser and system as the browser named itself, in plain words. */
  device: z.string(),
  /** The address with its last part hidden (203.0.113.x), or null when none was recorded. */
  approximateIp: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  isCurrent: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSessionSchema>

export const AccountSessionsSchema = z.object({ sessions: z.array(AccountSessionSchema) })

/** The words the person types to confirm the deletion. */
export const DELETE_CONFIRMATION_WORD = 'DELETE'

export const DeleteAccountInputSchema = z.object({
  password: CurrentPasswordSchema,
  confirmation: singleLineText()
    .trim()
    .max(20)
    .pipe(z.literal(DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm`)),
})
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>

export const AccountMessageSchema = z.object({ message: z.string() })

// The export: everything we hold on the person, as plain records (SSN: the last four digits only).
const Timestamp = z.string().nullable()

export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    isEmailVerified: z.boolean(),
    role: z.string(),
    createdAt: z.string(),
  }),
  preferences: NotificationPreferencesSchema,
  sessions: z.array(AccountSessionSchema),
  cases: z.array(
    z.object({
      id: z.string(),
      wizard: z.string(),
      jurisdiction: z.string(),
      stateCode: z.string().nullable(),
      packageCode: z.string(),
      status: z.string(),
      /** The eligibility answers as they are stored. */
      answers: z.unknown(),
      eligibility: z.unknown(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      caseId: z.string().nullable(),
      productCode: z.string(),
      status: z.string(),
      paymentPlan: z.string(),
      amountCents: z.number().int(),
      paidCents: z.number().int(),
      refundedCents: z.number().int(),
      paidAt: Timestamp,
      refundedAt: Timestamp,
      createdAt: z.string(),
      payments: z.array(
        z.object({
          id: z.string(),
          purpose: z.string(),
          amountCents: z.number().int(),
          status: z.string(),
          succeededAt: Timestamp,
          createdAt: z.string(),
        }),
      ),
      refunds: z.array(
        z.object({
          id: z.string(),
          amountCents: z.number().int(),
          reason: z.string(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  agreements: z.array(
    z.object({
      id: z.string(),
      caseId: z.string().nullable(),
      productCode: z.string(),
      agreementVersion: z.string(),
      fullName: z.string(),
      signedAt: z.string(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      kind: z.string(),
      filename: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      reviewStatus: z.string(),
      createdAt: z.string(),
    }),
  ),
  fingerprints: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      type: z.string(),
      filename: z.string(),
      capturedAt: z.string(),
      createdAt: z.string(),
    }),
  ),
  identity: z.object({
    /** The latest check's status, or null when none was started. */
    verificationStatus: z.string().nullable(),
    verifiedAt: Timestamp,
    profile: z
      .object({
        fullName: z.string(),
        ssnLast4: z.string(),
        phone: z.string(),
        address: z.string(),
      })
      .nullable(),
  }),
  affiliate: z
    .object({
      code: z.string(),
      name: z.string(),
      email: z.string(),
      status: z.string(),
      signedUpAt: z.string(),
    })
    .nullable(),
  newsletterSubscriptions: z.array(
    z.object({ list: z.string(), status: z.string(), confirmedAt: Timestamp, createdAt: z.string() }),
  ),
  conversations: z.array(
    z.object({
      id: z.string(),
      source: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: z.string(),
      messages: z.array(z.object({ direction: z.string(), body: z.string(), createdAt: z.string() })),
    }),
  ),
  creditReports: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      bureau: z.string(),
      reportDate: z.string(),
      createdAt: z.string(),
    }),
  ),
  creditItems: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      bureau: z.string(),
      creditor: z.string(),
      accountLastDigits: z.string().nullable(),
      type: z.string(),
      reason: z.string(),
      note: z.string().nullable(),
      result: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  disputeLetters: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      bureau: z.string(),
      kind: z.string(),
      sentOn: z.string().nullable(),
      responseDueOn: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
})
export type AccountExport = z.infer<typeof AccountExportSchema>

// Messages: each appears once, here.
export const NAME_SAVED_MESSAGE = 'Your name has been saved.'
export const EMAIL_CHANGE_SENT_MESSAGE =
  'We have sent a confirmation link to the new address. Your e-mail changes once you open it.'
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Your other devices have been signed out.'
export const OTHER_SESSIONS_ENDED_MESSAGE = 'You have been signed out everywhere else.'
export const PREFERENCES_SAVED_MESSAGE = 'Your e-mail preferences have been saved.'
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.'
export const SAME_EMAIL_MESSAGE = 'This is already your e-mail address.'
export const DELETE_REFUSED_PAID_CASE_MESSAGE =
  'Your account cannot be deleted while a paid case is in progress. Once the case has its decision, or after a refund, you can delete it. Contact support if you need help.'
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.'

/** The PDF export: a plain route (a file, not JSON), listed among the plain routes of the suites. */
export const ACCOUNT_EXPORT_PDF_PATH = '/api/account/export.pdf'
/** At most this many downloads of one person's data per hour (JSON and PDF together). */
export const ACCOUNT_EXPORT_LIMIT_PER_HOUR = 10

export const accountsContract = {
  getAccount: {
    method: 'GET',
    path: '/api/account',
    summary: "The signed-in person's account settings and e-mail preferences",
    access: 'customer',
    response: AccountSettingsSchema,
  },
  updateName: {
    method: 'PUT',
    path: '/api/account/name',
    summary: 'Change the first and last name',
    access: 'customer',
    body: UpdateNameInputSchema,
    response: AccountMessageSchema,
  },
  changeEmail: {
    method: 'POST',
    path: '/api/account/email',
    summary: 'Send a confirmation link to a new e-mail address; the address changes once it is opened',
    access: 'customer',
    body: ChangeEmailInputSchema,
    response: AccountMessageSchema,
    status: 202,
    rateLimit: { scope: 'account:email-change', per: 'user', limit: 5, windowSeconds: 3600 },
  },
  changePassword: {
    method: 'POST',
    path: '/api/account/password',
    summary: 'Change the password (the current one is required); every other session ends',
    access: 'customer',
    body: ChangePasswordInputSchema,
    response: AccountMessageSchema,
  },
  listSessions: {
    method: 'GET',
    path: '/api/account/sessions',
    summary: 'The devices signed in to this account',
    access: 'customer',
    response: AccountSessionsSchema,
  },
  revokeOtherSessions: {
    method: 'POST',
    path: '/api/account/sessions/revoke-others',
    summary: 'Sign out everywhere but this device',
    access: 'customer',
    response: AccountMessageSchema,
  },
  updatePreferences: {
    method: 'PUT',
    path: '/api/account/preferences',
    summary: 'Choose which e-mails to receive (receipts and security notices are always sent)',
    access: 'customer',
    body: NotificationPreferencesSchema,
    response: NotificationPreferencesSchema,
  },
  exportData: {
    method: 'GET',
    path: '/api/account/export',
    summary: 'Everything we hold on the signed-in person, as JSON (SSN: last four digits only)',
    access: 'customer',
    response: AccountExportSchema,
    rateLimit: {
      scope: 'account:export',
      per: 'user',
      limit: ACCOUNT_EXPORT_LIMIT_PER_HOUR,
      windowSeconds: 3600,
    },
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/account/delete',
    summary:
      'Delete the account (password and confirmation required): refused while a paid case is in progress; personal data erased, financial records kept',
    access: 'customer',
    body: DeleteAccountInputSchema,
    response: AccountMessageSchema,
  },
} as const satisfies ContractTable

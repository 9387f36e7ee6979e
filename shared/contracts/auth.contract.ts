import { z } from 'zod'
import { ROLES } from '../domain/roles.ts'
import { EmailSchema, FirstNameSchema, LastNameSchema, PasswordSchema } from '../domain/person-fields.ts'
import { EmptySchema, type ContractTable } from './contract.ts'

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isEmailVerified: z.boolean(),
})
export type User = z.infer<typeof UserSchema>

export const SignUpInputSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
})
export type SignUpInput = z.infer<typeof SignUpInputSchema>

export const SignInInputSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(128),
})
export type SignInInput = z.infer<typeof SignInInputSchema>

export const RequestPasswordResetInputSchema = z.object({ email: EmailSchema })
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetInputSchema>

export const ResetPasswordInputSchema = z.object({
  token: z.string().min(1, 'This reset link is not valid.').max(500),
  password: PasswordSchema,
})
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>

export const VerifyEmailQuerySchema = z.object({ token: z.string().min(1).max(2000) })
export const LoginQuerySchema = z.object({ returnTo: z.string().max(2000).optional() })

export const UserResponseSchema = z.object({ user: UserSchema })
/** A sign-up's answer: the new user, or null (no session) when the e-mail already has an account. */
export const SignUpResponseSchema = z.object({ user: UserSchema.nullable() })
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>
export const MessageResponseSchema = z.object({ message: z.string() })

export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account exists for that e-mail, we have sent a link to reset the password.'
export const VERIFICATION_SENT_MESSAGE = 'We have sent a new verification link to your e-mail.'
/** What the sign-up page shows when no session came back: the next step is in the e-mail. */
export const SIGN_UP_CHECK_EMAIL_MESSAGE = 'Check your e-mail to continue.'

export const authContract = {
  currentUser: {
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in user (401 when signed out)',
    access: 'customer',
    response: UserSchema,
  },
  signUp: {
    method: 'POST',
    path: '/api/auth/sign-up',
    summary:
      'Create a customer account and sign in. For an e-mail that already has an account the answer is the same with user null and no session, and the owner is e-mailed.',
    access: 'public',
    body: SignUpInputSchema,
    response: SignUpResponseSchema,
    status: 201,
  },
  signIn: {
    method: 'POST',
    path: '/api/auth/sign-in',
    summary: 'Sign in with e-mail and password',
    access: 'public',
    body: SignInInputSchema,
    response: UserResponseSchema,
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: 'End the current session',
    access: 'public',
    response: EmptySchema,
    status: 204,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'E-mail a password reset link (answers the same whether or not the account exists)',
    access: 'public',
    body: RequestPasswordResetInputSchema,
    response: MessageResponseSchema,
    status: 202,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token from the reset e-mail',
    access: 'public',
    body: ResetPasswordInputSchema,
    response: MessageResponseSchema,
  },
  resendVerification: {
    method: 'POST',
    path: '/api/auth/verification-email',
    summary: 'Send the signed-in user a new e-mail verification link',
    access: 'customer',
    response: MessageResponseSchema,
    status: 202,
  },
} as const satisfies ContractTable

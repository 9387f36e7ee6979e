import { z } from 'zod'
import { singleLineText } from './text-fields.ts'

// Field schemas shared by every form that asks for a person's name or e-mail, so the client shows
// the same words the server enforces.
export const FirstNameSchema = singleLineText().trim().min(1, 'First name is required').max(100)
export const LastNameSchema = singleLineText().trim().min(1, 'Last name is required').max(100)
export const EmailSchema = singleLineText()
  .trim()
  .toLowerCase()
  .pipe(z.email('Invalid email address').max(254))

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/**
 * The answer to a password found among common ones or built from the person's own name or e-mail
 * (the server checks it with zxcvbn; docs/decisions/017-sign-in-limits-and-passwords.md).
 */
export const PASSWORD_TOO_GUESSABLE_MESSAGE =
  'This password is too common or easy to guess. Try a longer phrase of a few unrelated words.'
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)

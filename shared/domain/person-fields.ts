import { z } from 'zod'
import { removeBidiControls, singleLineText } from './text-fields.ts'

// Field schemas shared by every form that asks for a person's name or e-mail, so the client shows
// the same words the server enforces.

/**
 * The one field a person's name is typed in, on every form that asks for one (sign-up, account
 * settings, /verify, the agreement, the affiliate and lead forms): the one-line text rule, then the
 * bidirectional controls removed and the ends trimmed. Each form adds its own length and words.
 */
export function nameText(params?: Parameters<typeof singleLineText>[0]) {
  return singleLineText(params).overwrite(removeBidiControls).trim()
}

export const FirstNameSchema = nameText().min(1, 'First name is required').max(100)
export const LastNameSchema = nameText().min(1, 'Last name is required').max(100)
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

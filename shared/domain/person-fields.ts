import { z } from 'zod'

// Field schemas shared by every form that asks for a person's name or e-mail, so the client shows
// the same words the server enforces.
export const FirstNameSchema = z.string().trim().min(1, 'First name is required').max(100)
export const LastNameSchema = z.string().trim().min(1, 'Last name is required').max(100)
export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Invalid email address').max(254))

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)

import { PASSWORD_MIN_LENGTH } from '#shared/domain/person-fields.ts'

// The server also refuses common and easily guessed passwords; a phrase of a few unrelated words
// passes (docs/decisions/017-sign-in-limits-and-passwords.md).
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A phrase of a few unrelated words is easy to remember and hard to guess.`

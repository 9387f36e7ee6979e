import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'
import { AppError } from '#server/lib/app-error.ts'
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_GUESSABLE_MESSAGE } from '#shared/domain/person-fields.ts'

// zxcvbn's 0–4 scale: 3 means more than 10^8 guesses, "safely unguessable" against an online
// attacker slowed by our sign-in limits (docs/decisions/017-sign-in-limits-and-passwords.md).
const MIN_SCORE = 3
// Characters checked: a longer password is judged by its start (it may be up to 128 long).
const PASSWORD_CHECKED_LENGTH = 32

let factory: ZxcvbnFactory | undefined

// The dictionaries (common passwords, English words and names, Wikipedia terms) take half a second
// to load, so the first password checked pays for it, not the server's start.
function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Bounds the CPU time of a check, which runs on the event loop: with the defaults a crafted
    // 128-character input takes seconds; with these, tens of milliseconds, and "p4ssw0rd" or
    // "P@ssw0rd1" are still recognised.
    l33tMaxSubstitutions: 2,
    maxLength: PASSWORD_CHECKED_LENGTH,
  })
  return factory
}

/**
 * True when `password` is among the common or easily guessed ones, or is built from the person's
 * own name or e-mail (`userInputs`). Length limits are the schema's job.
 */
export function isPasswordGuessable(password: string, userInputs: string[]): boolean {
  const ownWords = userInputs
    .flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)])
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3)
  if (isMostlyOwnWords(password, ownWords)) return true
  return checker().check(password, ownWords).score < MIN_SCORE
}

// zxcvbn rates "Casey.Customer" as strong for Casey Customer: once the person's own words are
// taken out, what is left must still be as long as a password.
function isMostlyOwnWords(password: string, ownWords: string[]): boolean {
  const lower = password.toLowerCase()
  let rest = lower
  for (const word of [...ownWords].sort((x, y) => y.length - x.length)) rest = rest.split(word).join('')
  return rest !== lower && rest.replace(/\s/gu, '').length < PASSWORD_MIN_LENGTH
}

/** Refuses a guessable password with 400 and the plain-words message on the password field. */
export function assertPasswordNotGuessable(password: string, userInputs: string[]): void {
  if (isPasswordGuessable(password, userInputs)) {
    throw new AppError('validation_failed', PASSWORD_TOO_GUESSABLE_MESSAGE, {
      password: PASSWORD_TOO_GUESSABLE_MESSAGE,
    })
  }
}

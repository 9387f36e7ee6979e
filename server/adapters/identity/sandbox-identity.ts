import { randomBytes } from 'node:crypto'
import { readImageInfo, type ImageInfo } from './image-info.ts'
import { WebhookSignatureError, type IdentityProvider, type VerifiedPerson } from './index.ts'

export const SANDBOX_MIN_IMAGE_SIDE = 200
export const SANDBOX_MIN_AGE = 18

/** The customer's submission on the sandbox page: two photos and the name and birth date on the ID. */
export type SandboxSubmission = {
  document: Buffer
  selfie: Buffer
  firstName: string
  lastName: string
  dateOfBirth: string
}

export type SandboxDecision =
  { outcome: 'VERIFIED'; person: VerifiedPerson } | { outcome: 'FAILED'; reasons: string[] }

export const SANDBOX_REASONS = {
  documentUnreadable: 'The ID photo is not a readable image',
  documentTooSmall: `The ID photo must be at least ${SANDBOX_MIN_IMAGE_SIDE}×${SANDBOX_MIN_IMAGE_SIDE} pixels`,
  selfieUnreadable: 'The selfie is not a readable image',
  selfieTooSmall: `The selfie must be at least ${SANDBOX_MIN_IMAGE_SIDE}×${SANDBOX_MIN_IMAGE_SIDE} pixels`,
  nameMismatch: 'The name on the ID does not match your account',
  underAge: `You must be ${SANDBOX_MIN_AGE} or older`,
} as const

/**
 * The built-in provider: the session is a page of the product itself (/verify-id/sandbox/{id})
 * where the customer uploads the photos; the decision is made on submission, so no webhook comes.
 */
export function createSandboxIdentityProvider(): IdentityProvider {
  return {
    kind: 'SANDBOX',
    async startSession() {
      const sessionId = `vs_sandbox_${randomBytes(16).toString('hex')}`
      return { sessionId, url: `/verify-id/sandbox/${sessionId}` }
    },
    async parseWebhook() {
      throw new WebhookSignatureError('The sandbox sends no webhooks')
    },
  }
}

/**
 * Decides a sandbox submission: both photos must be real JPEG or PNG images of at least 200×200
 * pixels, the name on the ID must be the account's (ignoring case and spacing), and the person must
 * be 18 or older on `today` (YYYY-MM-DD). Every failed check gives its own reason.
 */
export async function decideSandboxVerification(
  submission: SandboxSubmission,
  account: { firstName: string; lastName: string },
  today: string,
): Promise<SandboxDecision> {
  const [document, selfie] = await Promise.all([
    readImageInfo(submission.document),
    readImageInfo(submission.selfie),
  ])
  const reasons = [...imageReasons(document, 'document'), ...imageReasons(selfie, 'selfie')]
  const sameName =
    sameWords(submission.firstName, account.firstName) && sameWords(submission.lastName, account.lastName)
  if (!sameName) reasons.push(SANDBOX_REASONS.nameMismatch)
  if (!isAtLeastAge(submission.dateOfBirth, today, SANDBOX_MIN_AGE)) reasons.push(SANDBOX_REASONS.underAge)
  if (reasons.length > 0) return { outcome: 'FAILED', reasons }
  return {
    outcome: 'VERIFIED',
    person: {
      firstName: submission.firstName.trim(),
      lastName: submission.lastName.trim(),
      dateOfBirth: submission.dateOfBirth,
    },
  }
}

function imageReasons(info: ImageInfo | null, which: 'document' | 'selfie'): string[] {
  const r = SANDBOX_REASONS
  if (!info) return [which === 'document' ? r.documentUnreadable : r.selfieUnreadable]
  if (info.width < SANDBOX_MIN_IMAGE_SIDE || info.height < SANDBOX_MIN_IMAGE_SIDE) {
    return [which === 'document' ? r.documentTooSmall : r.selfieTooSmall]
  }
  return []
}

function sameWords(a: string, b: string): boolean {
  const normal = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US')
  return normal(a) === normal(b)
}

/** True when someone born on `dateOfBirth` has had their `years`th birthday by `today` (both YYYY-MM-DD). */
export function isAtLeastAge(dateOfBirth: string, today: string, years: number): boolean {
  const [year, monthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(4)]
  // Someone born on 29 February comes of age on 1 March in years without one.
  return `${String(year + years).padStart(4, '0')}${monthDay}` <= today
}

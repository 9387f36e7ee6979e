import type { OutgoingMail } from '#server/adapters/mail/index.ts'
import {
  FINGERPRINT_TYPE_LABELS,
  FINGERPRINT_MAX_FILES,
  type FingerprintType,
} from '#shared/domain/fingerprints.ts'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'

/** What the fingerprint pipeline said about one attached file. */
export type FingerprintFileResult = {
  filename: string
  valid: boolean
  issues: string[]
  artifact: { type: string; tcn: string | null; ori: string | null } | null
}

type ReplyContext = {
  to: string
  subject: string
  caseNumber: string
  fingerprintAddress: string
  caseUrl: string
  companyName: string
  /** Threading: the message answered and its References, without angle brackets. */
  inReplyTo: string | null
  references: string[]
}

const LIMITS_TEXT =
  `${FILE_LIMITS.extensions.join(' ')}, up to ${FILE_LIMITS.maxBytes / 1024 / 1024} MB each, ` +
  `at most ${FINGERPRINT_MAX_FILES} files per e-mail`

/**
 * The answer to an e-mail to a case's fingerprint address: for each file, accepted (with what it
 * is and its TCN and ORI) or not (with the issues), and files left out over the limit.
 */
export function fingerprintResultsEmail(
  context: ReplyContext,
  results: FingerprintFileResult[],
  skipped: string[],
): OutgoingMail {
  const lines = results.map((result) => `- ${result.filename}: ${describeResult(result)}`)
  for (const name of skipped)
    lines.push(`- ${name}: not processed: at most ${FINGERPRINT_MAX_FILES} files per e-mail.`)
  const hasRefused = skipped.length > 0 || results.some((r) => !r.valid)
  const files = results.length + skipped.length
  return reply(context, [
    `We received your e-mail for case #${context.caseNumber} with ${files} ${files === 1 ? 'file' : 'files'}:`,
    lines.join('\n'),
    ...(hasRefused
      ? [
          `Files that were not accepted can be sent again to ${context.fingerprintAddress} ` +
            `(${LIMITS_TEXT}) or uploaded on your case page:\n${context.caseUrl}`,
        ]
      : [`You can follow your case here:\n${context.caseUrl}`]),
  ])
}

/** The answer to an e-mail to a case's fingerprint address that carried no files. */
export function noAttachmentsEmail(context: ReplyContext): OutgoingMail {
  return reply(context, [
    `We received your e-mail for case #${context.caseNumber}, but it had no attachments, so no ` +
      'fingerprints were added to your case.',
    `Attach your FD-258 fingerprint card, your live scan receipt or clear photos of your fingerprints ` +
      `(${LIMITS_TEXT}) and send it again to ${context.fingerprintAddress}.`,
  ])
}

function describeResult(result: FingerprintFileResult): string {
  const type = result.artifact
    ? (FINGERPRINT_TYPE_LABELS[result.artifact.type as FingerprintType] ?? null)
    : null
  const facts = [
    type,
    result.artifact?.tcn ? `TCN ${result.artifact.tcn}` : null,
    result.artifact?.ori ? `ORI ${result.artifact.ori}` : null,
  ].filter(Boolean)
  const described = facts.length ? ` ${facts.join(', ')}.` : ''
  if (result.valid) return `accepted.${described}`
  const issues = result.issues.length ? ` ${result.issues.join('; ')}` : ''
  return `not accepted.${described}${issues}`
}

function reply(context: ReplyContext, paragraphs: string[]): OutgoingMail {
  return {
    to: context.to,
    subject: context.subject,
    text: ['Hello,', ...paragraphs, context.companyName].join('\n\n'),
    ...(context.inReplyTo ? { inReplyTo: context.inReplyTo } : {}),
    ...(context.references.length ? { references: context.references } : {}),
  }
}

import { simpleParser, type ParsedMail } from 'mailparser'
import type { Mailer } from '#server/adapters/mail/index.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { FingerprintMail } from '#shared/contracts/inbound-mail.contract.ts'
import { FINGERPRINT_MAX_FILES } from '#shared/domain/fingerprints.ts'
import { cleanFilename } from '#shared/domain/uploads.ts'
import { fingerprintMailbox, isOwnAddress } from './addresses.ts'
import {
  fingerprintResultsEmail,
  noAttachmentsEmail,
  type FingerprintFileResult,
} from './inbound-mail.emails.ts'
import {
  decideHeldMessage,
  findInboundMessageView,
  listFingerprintMessagesByCase,
  updateInboundMessage,
  type InboundMessageRow,
  type InboundMessageView,
} from './inbound-mail.repository.ts'
import { readHeaders, type MailHeaders } from './mail-headers.ts'

/**
 * Mail to a case's fingerprint address (docs/decisions/026, 027 and 058): from a proven sender its
 * files go into the case at once; from anyone else the message is held, unseen by the case, until
 * staff release it (its files then go through the same checks, as the admin's) or reject it.
 */

type IngestFiles = (input: {
  caseId: string
  source: 'EMAIL'
  files: AttachedFile[]
  sentBy?: { actor: 'USER' | 'ADMIN'; userId?: string }
}) => Promise<FingerprintFileResult[]>

export type FingerprintMailDeps = {
  db: Db
  config: Pick<Config, 'mailDomain' | 'company' | 'publicUrl'>
  mailer: Mailer
  log: Logger
  /** Where held fingerprint mail waits for staff (encrypted like every stored file). */
  storage: Pick<FileStorage, 'put' | 'get' | 'delete'>
  audit: Pick<AuditService, 'record'>
  /**
   * The fingerprint pipeline (the fingerprints module): checks, stores and describes each file, on
   * the case's activity as the customer's, or as the admin's who released held mail.
   */
  ingestFingerprintFiles: IngestFiles
  now?: () => Date
}

type AttachedFile = { filename: string; contentType: string; bytes: Uint8Array }

/** The audit actions of staff's decisions on held mail (the back office's log, not the case's activity). */
export const HELD_MAIL_ACTIONS = {
  released: 'INBOUND_MAIL_RELEASED',
  rejected: 'INBOUND_MAIL_REJECTED',
} as const

/** Auto-Submitted and Precedence values of mail no one should answer automatically (RFC 3834). */
const AUTOMATIC_PRECEDENCE = new Set(['bulk', 'junk', 'list', 'auto_reply'])

/** How many messages the case's mail list shows: more than a case ever gets. */
const CASE_MAIL_LIMIT = 100

const NOT_HELD_MESSAGE = 'This e-mail is no longer held: it was already released or rejected.'

export function createFingerprintMail(deps: FingerprintMailDeps) {
  const { db, config, mailer, log, storage, audit } = deps
  const now = deps.now ?? (() => new Date())

  /** Files a message to `caseId`'s address: its files into the case, or held when no check proved its sender. */
  async function fileFingerprintMail(
    caseId: string,
    mail: ParsedMail,
    headers: MailHeaders,
    raw: Buffer,
    claimed: InboundMessageRow,
  ): Promise<void> {
    if (!headers.checks.isSenderVerified) {
      await hold(mail, raw, claimed)
      return
    }
    const { outcome } = await ingestAndAnswer(caseId, mail, headers, claimed, undefined)
    await updateInboundMessage(db, claimed.id, { outcome })
  }

  // The message is kept whole (encrypted like every stored file) so staff can release it later.
  async function hold(mail: ParsedMail, raw: Buffer, claimed: InboundMessageRow): Promise<void> {
    const key = `inbound-mail/held/${claimed.id}.eml`
    const files = attachedFiles(mail)
    await storage.put(key, raw, 'message/rfc822')
    try {
      await updateInboundMessage(db, claimed.id, {
        reviewStatus: 'HELD',
        heldStorageKey: key,
        outcome: {
          held: files.map((file) => ({ filename: file.filename, sizeBytes: file.bytes.byteLength })),
        },
      })
    } catch (error) {
      await storage.delete(key).catch(() => undefined)
      throw error
    }
  }

  /**
   * The files through the fingerprint pipeline, and one answer listing the results. Held mail
   * released by staff is answered at its From address only: a Reply-To no check vouched for could
   * be anyone's.
   */
  async function ingestAndAnswer(
    caseId: string,
    mail: ParsedMail,
    headers: MailHeaders,
    claimed: InboundMessageRow,
    releasedBy: User | undefined,
  ) {
    const files = attachedFiles(mail)
    const taken = files.slice(0, FINGERPRINT_MAX_FILES)
    const skipped = files.slice(FINGERPRINT_MAX_FILES).map((file) => file.filename)
    const results = taken.length
      ? await deps.ingestFingerprintFiles({
          caseId,
          source: 'EMAIL',
          files: taken,
          ...(releasedBy ? { sentBy: { actor: 'ADMIN' as const, userId: releasedBy.id } } : {}),
        })
      : []

    const to = replyAddress(mail, headers, claimed, config)
    let replied = false
    if (to) {
      const context = {
        to,
        subject: replySubjectFor(headers.subject),
        caseNumber: caseNumber(caseId),
        fingerprintAddress: fingerprintMailbox(caseId, config),
        caseUrl: `${config.publicUrl}/case/${caseId}`,
        companyName: config.company.name,
        inReplyTo: claimed.messageId,
        references: [...headers.references, ...(claimed.messageId ? [claimed.messageId] : [])],
      }
      const reply = taken.length
        ? fingerprintResultsEmail(context, results, skipped)
        : noAttachmentsEmail(context)
      // The files are stored whatever happens to the answer; a failure is logged, not retried.
      replied = await mailer.send(reply).then(
        () => true,
        (error: unknown) => {
          log.error({ inboundMessageId: claimed.id, reason: errorCode(error) }, 'fingerprint reply failed')
          return false
        },
      )
    }
    return {
      outcome: {
        files: results.map((r) => ({ filename: r.filename, valid: r.valid, type: r.artifact?.type ?? null })),
        skipped: skipped.length,
        replied,
      },
    }
  }

  /** The mail a case's fingerprint address received, newest first, as staff see it. */
  async function listCaseMail(caseId: string): Promise<FingerprintMail[]> {
    return (await listFingerprintMessagesByCase(db, caseId, CASE_MAIL_LIMIT)).map(toFingerprintMail)
  }

  /**
   * Staff release held mail into its case: the files go through the fingerprint checks as the
   * admin's, and the sender gets the results. Anything not held is 409; a failure puts it back on hold.
   */
  async function releaseHeldMail(actor: User, id: string): Promise<{ message: FingerprintMail }> {
    const { message: held, key } = await findHeld(id)
    const raw = await storage.get(key)
    if (!raw) throw new AppError('not_found', 'The held e-mail could not be found.')
    if (
      !(await decideHeldMessage(db, id, {
        reviewStatus: 'RELEASED',
        reviewedByUserId: actor.id,
        reviewedAt: now(),
      }))
    ) {
      throw new AppError('conflict', NOT_HELD_MESSAGE)
    }
    try {
      const mail = await simpleParser(Buffer.from(raw), { skipHtmlToText: true, skipTextToHtml: true })
      // Held mail is mail no check proved: the answer goes to its From address only.
      const headers = readHeaders(mail, {
        spf: held.spf,
        dkim: held.dkim,
        dmarc: held.dmarc,
        verifiedDomain: null,
      })
      const released = await ingestAndAnswer(held.caseId!, mail, headers, held, actor)
      await updateInboundMessage(db, id, { outcome: released.outcome, heldStorageKey: null })
    } catch (error) {
      await updateInboundMessage(db, id, { reviewStatus: 'HELD', reviewedByUserId: null, reviewedAt: null })
      throw error
    }
    await forgetHeld(id, key)
    await recordDecision(actor, HELD_MAIL_ACTIONS.released, held)
    return { message: toFingerprintMail((await findInboundMessageView(db, id))!) }
  }

  /** Staff reject held mail: its files are deleted and never reach the case. Anything not held is 409. */
  async function rejectHeldMail(actor: User, id: string): Promise<{ message: FingerprintMail }> {
    const { message: held, key } = await findHeld(id)
    if (
      !(await decideHeldMessage(db, id, {
        reviewStatus: 'REJECTED',
        reviewedByUserId: actor.id,
        reviewedAt: now(),
      }))
    ) {
      throw new AppError('conflict', NOT_HELD_MESSAGE)
    }
    await updateInboundMessage(db, id, { heldStorageKey: null })
    await forgetHeld(id, key)
    await recordDecision(actor, HELD_MAIL_ACTIONS.rejected, held)
    return { message: toFingerprintMail((await findInboundMessageView(db, id))!) }
  }

  async function findHeld(id: string): Promise<{ message: InboundMessageRow; key: string }> {
    const view = await findInboundMessageView(db, id)
    if (!view || view.message.route !== 'FINGERPRINTS' || !view.message.caseId) {
      throw new AppError('not_found', 'Message not found')
    }
    const key = view.message.heldStorageKey
    if (view.message.reviewStatus !== 'HELD' || !key) throw new AppError('conflict', NOT_HELD_MESSAGE)
    return { message: view.message, key }
  }

  // The decision is recorded with the row; a stored copy left behind is only logged.
  async function forgetHeld(id: string, key: string): Promise<void> {
    await storage
      .delete(key)
      .catch((error: unknown) =>
        log.error({ inboundMessageId: id, reason: errorCode(error) }, 'held e-mail could not be deleted'),
      )
  }

  async function recordDecision(actor: User, action: string, held: InboundMessageRow): Promise<void> {
    await audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: actor.id,
      action,
      detail: { inboundMessageId: held.id, caseId: held.caseId },
    })
  }

  return { fileFingerprintMail, listCaseMail, releaseHeldMail, rejectHeldMail }
}

export type FingerprintMailUseCases = ReturnType<typeof createFingerprintMail>

/** The files the sender attached (not images a mail client embeds in an HTML signature). */
function attachedFiles(mail: ParsedMail): AttachedFile[] {
  return mail.attachments
    .filter((attachment) => !attachment.related)
    .map((attachment, index) => ({
      filename: cleanFilename(attachment.filename?.trim() || `attachment-${index + 1}`),
      contentType: attachment.contentType,
      bytes: new Uint8Array(
        attachment.content.buffer,
        attachment.content.byteOffset,
        attachment.content.length,
      ),
    }))
}

/**
 * Where the fingerprint results go: the Reply-To (when the checks proved the From) or the From
 * address; nowhere when the message is itself automatic (a bounce, an auto-reply, a list), comes
 * from our own domain, or failed DMARC (a forged sender would turn our answer into mail to a stranger).
 */
function replyAddress(
  mail: ParsedMail,
  headers: MailHeaders,
  claimed: InboundMessageRow,
  config: Pick<Config, 'mailDomain'>,
): string | null {
  if (claimed.mailFrom === null || claimed.mailFrom === '') return null
  const autoSubmitted = String(mail.headers.get('auto-submitted') ?? 'no').toLowerCase()
  if (autoSubmitted !== 'no') return null
  const precedence = String(mail.headers.get('precedence') ?? '').toLowerCase()
  if (AUTOMATIC_PRECEDENCE.has(precedence)) return null
  if (headers.checks.dmarc === 'fail') return null
  const from = headers.from?.address ?? null
  const to = headers.checks.isSenderVerified ? (headers.replyTo ?? from) : from
  return to && !isOwnAddress(to, config) ? to : null
}

function replySubjectFor(subject: string): string {
  const trimmed = subject.trim()
  if (!trimmed) return 'Your fingerprint files'
  return /^re\s*:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`
}

/** What staff see of a message to a fingerprint address: its checks, its files and their decision. */
export function toFingerprintMail({ message, reviewer }: InboundMessageView): FingerprintMail {
  return {
    id: message.id,
    receivedAt: message.receivedAt.toISOString(),
    fromAddress: message.fromAddress,
    subject: message.subject,
    status: message.reviewStatus ?? 'FILED',
    checks: {
      spf: message.spf,
      dkim: message.dkim,
      dmarc: message.dmarc,
      isSenderVerified: message.isSenderVerified ?? false,
    },
    files: filesOf(message.outcome),
    reviewedBy: reviewer
      ? { id: reviewer.id, name: `${reviewer.firstName} ${reviewer.lastName}`.trim() || reviewer.email }
      : null,
    reviewedAt: message.reviewedAt?.toISOString() ?? null,
  }
}

// The outcome is what filing recorded: the files as held, or as the pipeline found them.
function filesOf(outcome: unknown): FingerprintMail['files'] {
  const record = (outcome ?? {}) as { held?: unknown; files?: unknown }
  const list = Array.isArray(record.held) ? record.held : Array.isArray(record.files) ? record.files : []
  return list.flatMap((entry: unknown) => {
    const file = entry as { filename?: unknown; sizeBytes?: unknown; valid?: unknown }
    if (typeof file.filename !== 'string') return []
    return [
      {
        filename: file.filename,
        sizeBytes: typeof file.sizeBytes === 'number' ? file.sizeBytes : null,
        valid: typeof file.valid === 'boolean' ? file.valid : null,
      },
    ]
  })
}

// Only the error's code reaches the log: an SMTP message can quote the recipient's address.
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}

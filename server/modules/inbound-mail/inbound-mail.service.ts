import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser'
import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import type { InboxService } from '#server/modules/inbox/index.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import { parseDeliveryReport, type DeliveryReport } from '#server/modules/newsletters/index.ts'
import { FINGERPRINT_MAX_FILES } from '#shared/domain/fingerprints.ts'
import { fingerprintMailbox, isOwnAddress, parseRecipient, type MailRoute } from './addresses.ts'
import {
  fingerprintResultsEmail,
  noAttachmentsEmail,
  type FingerprintFileResult,
} from './inbound-mail.emails.ts'
import {
  claimInboundMessage,
  deleteInboundMessage,
  updateInboundMessage,
  type InboundMessageRow,
} from './inbound-mail.repository.ts'
import type { AuthResults } from './mail-auth.ts'

export type InboundMailServiceDeps = {
  db: Db
  config: Pick<Config, 'mailDomain' | 'company' | 'publicUrl'>
  mailer: Mailer
  log: Logger
  /** Whether a case with this id exists (the cases module owns cases). */
  caseExists(caseId: string): Promise<boolean>
  /** The fingerprint pipeline (the fingerprints module): checks, stores and describes each file. */
  ingestFingerprintFiles(input: {
    caseId: string
    source: 'EMAIL'
    files: Array<{ filename: string; contentType: string; bytes: Uint8Array }>
  }): Promise<FingerprintFileResult[]>
  /** The customer whose account has this e-mail address, with their cases' ids (newest first). */
  findCustomerByEmail(email: string): Promise<{ userId: string; caseIds: string[] } | undefined>
  inbox: Pick<InboxService, 'receiveEmail'>
  rateLimits: Pick<RateLimitsService, 'consume'>
  /**
   * Records a bounce of campaign mail (the newsletters module); true when the report named one of
   * its messages, which is then not filed anywhere else (docs/decisions/040-email-marketing.md).
   */
  recordBounce?(report: DeliveryReport): Promise<boolean>
}

/** A message as the SMTP session delivered it, with the authentication results of its sender. */
export type ReceivedMessage = {
  raw: Buffer
  /** MAIL FROM; null for a bounce (the null sender). */
  mailFrom: string | null
  recipients: string[]
  auth: AuthResults
}

/** Outcomes kept on inbound_messages for staff. */
type Outcome = Record<string, unknown>

/**
 * Messages one case's fingerprint address takes per hour: more than a person sends, few enough
 * that someone who learnt the address cannot fill the case (and our storage) with files.
 */
const FINGERPRINT_MESSAGES_PER_CASE_PER_HOUR = 30

/** Auto-Submitted and Precedence values of mail no one should answer automatically (RFC 3834). */
const AUTOMATIC_PRECEDENCE = new Set(['bulk', 'junk', 'list', 'auto_reply'])

export function createInboundMailService(deps: InboundMailServiceDeps) {
  const { db, config, mailer, log } = deps

  /**
   * Whether the server takes mail for this address: a case's fingerprint address (the case must
   * exist) or the support mailbox at the mail domain. Anything else is refused at RCPT. A case's
   * address past its hourly allowance throws `rate_limited` (the server answers "try later").
   */
  async function acceptRecipient(address: string): Promise<MailRoute | null> {
    const route = parseRecipient(address, config)
    if (route?.route !== 'FINGERPRINTS') return route
    if (!(await deps.caseExists(route.caseId))) return null
    await deps.rateLimits.consume('inbound-mail:case', route.caseId, {
      limit: FINGERPRINT_MESSAGES_PER_CASE_PER_HOUR,
      windowSeconds: 3600,
    })
    return route
  }

  /**
   * Files a received message for each of its recipients: attachments to a case's fingerprints
   * (with a reply listing the results), or the support inbox. A message already recorded for a
   * recipient (same Message-ID) is not filed again. Throws when a recipient could not be handled,
   * after forgetting that recipient's record, so the sender's server retries.
   */
  async function receive(message: ReceivedMessage): Promise<void> {
    // A delivery report (multipart/report; report-type=delivery-status, or Final-Recipient and
    // Original-Message-ID fields) about campaign mail is a bounce, not a conversation.
    const report = deps.recordBounce ? parseDeliveryReport(message.raw) : null
    if (report && (await deps.recordBounce!(report))) return
    const mail = await simpleParser(message.raw, { skipHtmlToText: false, skipTextToHtml: true })
    const recipients = [...new Set(message.recipients.map((r) => r.trim().toLowerCase()))]
    for (const recipient of recipients) {
      const route = parseRecipient(recipient, config)
      if (!route) continue
      const claimed = await claimInboundMessage(db, {
        messageId: headerMessageId(mail.messageId),
        mailFrom: message.mailFrom,
        fromAddress: firstAddress(mail.from),
        recipient,
        subject: (mail.subject ?? '').slice(0, 998),
        sizeBytes: message.raw.length,
        spf: message.auth.spf,
        dkim: message.auth.dkim,
        dmarc: message.auth.dmarc,
        route: route.route,
        caseId: route.route === 'FINGERPRINTS' ? route.caseId : null,
      })
      // Already filed for this recipient: the sender retried after losing our answer.
      if (!claimed) continue
      try {
        if (route.route === 'FINGERPRINTS') await fileFingerprints(route.caseId, mail, message, claimed)
        else await fileSupport(mail, claimed)
      } catch (error) {
        await deleteInboundMessage(db, claimed.id)
        throw error
      }
    }
  }

  async function fileFingerprints(
    caseId: string,
    mail: ParsedMail,
    message: ReceivedMessage,
    claimed: InboundMessageRow,
  ): Promise<Outcome> {
    const files = mail.attachments
      // Images a mail client embeds in an HTML signature are not what the sender attached.
      .filter((attachment) => !attachment.related)
      .map((attachment, index) => ({
        filename: attachment.filename?.trim() || `attachment-${index + 1}`,
        contentType: attachment.contentType,
        bytes: new Uint8Array(
          attachment.content.buffer,
          attachment.content.byteOffset,
          attachment.content.length,
        ),
      }))
    const taken = files.slice(0, FINGERPRINT_MAX_FILES)
    const skipped = files.slice(FINGERPRINT_MAX_FILES).map((file) => file.filename)
    const results = taken.length
      ? await deps.ingestFingerprintFiles({ caseId, source: 'EMAIL', files: taken })
      : []

    const to = replyAddress(mail, message, config)
    let replied = false
    if (to) {
      const context = {
        to,
        subject: replySubjectFor(mail.subject),
        caseNumber: caseNumber(caseId),
        fingerprintAddress: fingerprintMailbox(caseId, config),
        caseUrl: `${config.publicUrl}/case/${caseId}`,
        companyName: config.company.name,
        inReplyTo: claimed.messageId,
        references: [...referencesOf(mail), ...(claimed.messageId ? [claimed.messageId] : [])],
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
    const outcome = {
      files: results.map((r) => ({ filename: r.filename, valid: r.valid, type: r.artifact?.type ?? null })),
      skipped: skipped.length,
      replied,
    }
    await updateInboundMessage(db, claimed.id, { outcome })
    return outcome
  }

  async function fileSupport(mail: ParsedMail, claimed: InboundMessageRow): Promise<Outcome> {
    const sender = mail.from?.value[0]
    const fromAddress = sender?.address?.trim().toLowerCase()
    // Our own notices (a Contact Support notice sent to a support address this server reads) and
    // mail without a sender are not conversations with anyone.
    if (!fromAddress || isOwnAddress(fromAddress, config)) {
      const outcome = { ignored: fromAddress ? 'own-address' : 'no-sender' }
      await updateInboundMessage(db, claimed.id, { outcome })
      return outcome
    }
    const customer = await deps.findCustomerByEmail(fromAddress)
    const filed = await deps.inbox.receiveEmail({
      fromAddress,
      fromName: sender?.name?.trim() || null,
      subject: mail.subject ?? '',
      text: supportText(mail),
      messageId: claimed.messageId,
      inReplyTo: headerMessageId(mail.inReplyTo),
      references: referencesOf(mail),
      userId: customer?.userId ?? null,
      caseId: customer ? caseOfMail(customer.caseIds, mail.subject ?? '') : null,
    })
    const outcome = {
      conversationId: filed.conversationId,
      isNew: filed.isNew,
      isDuplicate: filed.isDuplicate,
    }
    await updateInboundMessage(db, claimed.id, { conversationId: filed.conversationId, outcome })
    return outcome
  }

  return { acceptRecipient, receive }
}

export type InboundMailService = ReturnType<typeof createInboundMailService>

/**
 * The case a support e-mail is about: the one whose number its subject names, else the sender's
 * only case. With several cases and no number, staff link it by hand.
 */
function caseOfMail(caseIds: string[], subject: string): string | null {
  const named = caseIds.find((id) => subject.toUpperCase().includes(caseNumber(id)))
  return named ?? (caseIds.length === 1 ? caseIds[0]! : null)
}

/**
 * Where the fingerprint results go: the Reply-To or From address, unless the message is itself
 * automatic (a bounce, an auto-reply, a list), comes from our own domain, or failed DMARC (a forged
 * sender would turn our answer into mail to a stranger).
 */
function replyAddress(
  mail: ParsedMail,
  message: ReceivedMessage,
  config: Pick<Config, 'mailDomain'>,
): string | null {
  if (message.mailFrom === null || message.mailFrom === '') return null
  const autoSubmitted = String(mail.headers.get('auto-submitted') ?? 'no').toLowerCase()
  if (autoSubmitted !== 'no') return null
  const precedence = String(mail.headers.get('precedence') ?? '').toLowerCase()
  if (AUTOMATIC_PRECEDENCE.has(precedence)) return null
  if (message.auth.dmarc === 'fail') return null
  const to = firstAddress(mail.replyTo) ?? firstAddress(mail.from)
  return to && !isOwnAddress(to, config) ? to : null
}

function replySubjectFor(subject: string | undefined): string {
  const trimmed = (subject ?? '').trim()
  if (!trimmed) return 'Your fingerprint files'
  return /^re\s*:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(field) ? field : field ? [field] : []
  for (const group of list) {
    for (const entry of group.value) if (entry.address) return entry.address.trim()
  }
  return null
}

function headerMessageId(value: string | undefined): string | null {
  const id = value?.trim().replace(/^<+/, '').replace(/>+$/, '').trim()
  return id ? id.slice(0, 998) : null
}

function referencesOf(mail: ParsedMail): string[] {
  const list = Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : []
  return list.flatMap((value) => value.split(/\s+/)).flatMap((id) => headerMessageId(id) ?? [])
}

/** The words of a support e-mail, with the names of attachments the inbox does not keep. */
function supportText(mail: ParsedMail): string {
  const text = (mail.text ?? '').trim()
  const names = mail.attachments.filter((a) => !a.related).map((a) => a.filename?.trim() || 'unnamed file')
  if (names.length === 0) return text
  return `${text}\n\n[Attachments not kept in the inbox: ${names.join(', ')}]`.trim()
}

// Only the error's code reaches the log: an SMTP message can quote the recipient's address.
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}

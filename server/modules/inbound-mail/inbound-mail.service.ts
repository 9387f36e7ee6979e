import { simpleParser, type ParsedMail } from 'mailparser'
import { caseNumber } from '#server/modules/cases/index.ts'
import type { InboxService } from '#server/modules/inbox/index.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import { parseDeliveryReport, type DeliveryReport } from '#server/modules/newsletters/index.ts'
import { isOwnAddress, parseRecipient, type MailRoute } from './addresses.ts'
import { createFingerprintMail, type FingerprintMailDeps } from './fingerprint-mail.ts'
import {
  claimInboundMessage,
  deleteInboundMessage,
  updateInboundMessage,
  type InboundMessageRow,
} from './inbound-mail.repository.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AuthResults } from './mail-auth.ts'
import { cleanHeader, readHeaders, type MailHeaders } from './mail-headers.ts'

/**
 * What held and filed fingerprint mail needs (fingerprint-mail.ts: the database, mail, storage for
 * held messages, the audit log and the fingerprint pipeline), and beside it:
 */
export type InboundMailServiceDeps = FingerprintMailDeps & {
  /** Whether a case with this id exists (the cases module owns cases). */
  caseExists(caseId: string): Promise<boolean>
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

/**
 * Messages one case's fingerprint address takes per hour: more than a person sends, few enough
 * that someone who learnt the address cannot fill the case (and our storage) with files.
 */
const FINGERPRINT_MESSAGES_PER_CASE_PER_HOUR = 30

export function createInboundMailService(deps: InboundMailServiceDeps) {
  const { db, config } = deps
  const fingerprintMail = createFingerprintMail(deps)

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
    const headers = readHeaders(mail, message.auth)
    const recipients = [...new Set(message.recipients.map((r) => r.trim().toLowerCase()))]
    for (const recipient of recipients) {
      const route = parseRecipient(recipient, config)
      if (!route) continue
      const claimed = await claimInboundMessage(db, {
        messageId: headers.messageId,
        mailFrom: message.mailFrom === null ? null : cleanHeader(message.mailFrom),
        fromAddress: headers.from?.address ?? null,
        recipient,
        subject: headers.subject,
        sizeBytes: message.raw.length,
        spf: cleanHeader(message.auth.spf, 40),
        dkim: cleanHeader(message.auth.dkim, 40),
        dmarc: cleanHeader(message.auth.dmarc, 40),
        isSenderVerified: headers.checks.isSenderVerified,
        route: route.route,
        caseId: route.route === 'FINGERPRINTS' ? route.caseId : null,
      })
      // Already filed for this recipient: the sender retried after losing our answer.
      if (!claimed) continue
      try {
        if (route.route === 'FINGERPRINTS') {
          await fingerprintMail.fileFingerprintMail(route.caseId, mail, headers, message.raw, claimed)
        } else await fileSupport(mail, headers, claimed)
      } catch (error) {
        await deleteInboundMessage(db, claimed.id)
        throw error
      }
    }
  }

  async function fileSupport(
    mail: ParsedMail,
    headers: MailHeaders,
    claimed: InboundMessageRow,
  ): Promise<void> {
    const fromAddress = headers.from?.address
    // Our own notices (a Contact Support notice sent to a support address this server reads) and
    // mail without a sender are not conversations with anyone.
    if (!fromAddress || isOwnAddress(fromAddress, config)) {
      await updateInboundMessage(db, claimed.id, {
        outcome: { ignored: fromAddress ? 'own-address' : 'no-sender' },
      })
      return
    }
    // Only a proven sender speaks for the account that has the address: anyone can write its From.
    const isVerified = headers.checks.isSenderVerified
    const customer = isVerified ? await deps.findCustomerByEmail(fromAddress) : undefined
    const filed = await deps.inbox.receiveEmail({
      fromAddress,
      fromName: headers.from?.name ?? null,
      subject: headers.subject,
      text: supportText(mail),
      messageId: claimed.messageId,
      inReplyTo: headers.inReplyTo,
      references: headers.references,
      userId: customer?.userId ?? null,
      caseId: customer ? caseOfMail(customer.caseIds, headers.subject) : null,
      mailChecks: headers.checks,
    })
    await updateInboundMessage(db, claimed.id, {
      conversationId: filed.conversationId,
      outcome: { conversationId: filed.conversationId, isNew: filed.isNew, isDuplicate: filed.isDuplicate },
    })
  }

  return {
    acceptRecipient,
    receive,
    /** The mail a case's fingerprint address received, newest first, as staff see it. */
    async listCaseMail(caseId: string) {
      if (!(await deps.caseExists(caseId))) throw new AppError('not_found', 'Case not found')
      return fingerprintMail.listCaseMail(caseId)
    },
    releaseHeldMail: fingerprintMail.releaseHeldMail,
    rejectHeldMail: fingerprintMail.rejectHeldMail,
  }
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

/** The words of a support e-mail, with the names of attachments the inbox does not keep. */
function supportText(mail: ParsedMail): string {
  const text = (mail.text ?? '').trim()
  const names = mail.attachments.filter((a) => !a.related).map((a) => a.filename?.trim() || 'unnamed file')
  if (names.length === 0) return text
  return `${text}\n\n[Attachments not kept in the inbox: ${names.join(', ')}]`.trim()
}

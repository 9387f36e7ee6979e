import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { InboxService } from '#server/modules/inbox/index.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import {
  LEAD_TOPIC_LABELS,
  type ChatLeadInput,
  type ContactInput,
  type LeadTopic,
} from '#shared/contracts/leads.contract.ts'
import { contactConfirmationEmail } from './leads.emails.ts'
import { findLeadByConversation, insertLead, updateLead } from './leads.repository.ts'

type LeadsServiceDeps = {
  db: Db
  config: Pick<Config, 'company'>
  mailer: Mailer
  log: Logger
  inbox: Pick<
    InboxService,
    | 'openConversation'
    | 'addMessage'
    | 'findOpenConversationByEmail'
    | 'receiveMessage'
    | 'updateConversationDetails'
  >
  rateLimits: Pick<RateLimitsService, 'consume'>
}

// Confirmations one address receives at most per hour, however many messages name it.
const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 3

export function createLeadsService({ db, config, mailer, log, inbox, rateLimits }: LeadsServiceDeps) {
  /**
   * Stores the lead chat's details and puts a summary in the inbox. A visitor who already has an
   * open chat conversation (same e-mail) continues it and their lead is updated, so a widget that
   * sends again once it knows the topic leaves one lead; a known topic is never replaced by GENERAL.
   * What the visitor asked is the message's text, under the details.
   */
  async function captureLead({ question, ...input }: ChatLeadInput): Promise<void> {
    await db.transaction(async (tx) => {
      const open = await inbox.findOpenConversationByEmail(input.email, 'CHAT', tx)
      const lead = open ? await findLeadByConversation(tx, open.id) : undefined
      const topic: LeadTopic = input.topic === 'GENERAL' && lead ? lead.topic : input.topic
      const summary = leadSummary({ ...input, topic }, question)
      const subject = `Chat lead: ${LEAD_TOPIC_LABELS[topic]}`
      if (!open) {
        const conversation = await inbox.openConversation(
          {
            source: 'CHAT',
            subject,
            customerName: input.name,
            customerEmail: input.email,
            customerPhone: input.phone,
            topic,
            firstMessage: summary,
          },
          tx,
        )
        await insertLead(tx, { ...input, topic, conversationId: conversation.id })
        return
      }
      // A message written into an open chat is the message; the details are on the conversation.
      await inbox.addMessage(open.id, 'IN', question ?? summary, undefined, tx)
      await inbox.updateConversationDetails(
        open.id,
        { subject, topic, customerName: input.name, customerPhone: input.phone },
        tx,
      )
      if (lead) await updateLead(tx, lead.id, { name: input.name, phone: input.phone, topic })
      else await insertLead(tx, { ...input, topic, conversationId: open.id })
    })
  }

  /**
   * Stores a Contact Us message in the inbox (continuing the sender's open contact conversation)
   * and e-mails them a confirmation. The message is kept even when the mail cannot be sent.
   */
  async function submitContactForm(input: ContactInput): Promise<void> {
    const { conversation } = await inbox.receiveMessage({
      source: 'CONTACT',
      subject: input.subject,
      customerName: input.name,
      customerEmail: input.email,
      firstMessage: input.message,
      continuedBody: `Subject: ${input.subject}\n\n${input.message}`,
    })
    if (!(await mayConfirm(input.email))) return
    await mailer.send(contactConfirmationEmail(input.email, config.company)).catch((error: unknown) => {
      log.error(
        { conversationId: conversation.id, reason: mailErrorCode(error) },
        'contact confirmation failed',
      )
    })
  }

  async function mayConfirm(email: string): Promise<boolean> {
    try {
      await rateLimits.consume('contact-confirmation:email', email, {
        limit: CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
        windowSeconds: 3600,
      })
      return true
    } catch (error) {
      if (error instanceof AppError && error.code === 'rate_limited') return false
      throw error
    }
  }

  return { captureLead, submitContactForm }
}

export type LeadsService = ReturnType<typeof createLeadsService>

function leadSummary(lead: Omit<ChatLeadInput, 'question'>, question: string | undefined): string {
  const details = [
    'Lead from the chat widget',
    `Name: ${lead.name}`,
    `Phone: ${lead.phone}`,
    `E-mail: ${lead.email}`,
    `Topic: ${LEAD_TOPIC_LABELS[lead.topic]}`,
  ].join('\n')
  return question ? `${details}\n\n${question}` : details
}

// Only the error's code reaches the log: an SMTP message can quote the recipient's address.
function mailErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}

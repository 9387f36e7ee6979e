import { z } from 'zod'
import { EmailSchema, nameText } from '../domain/person-fields.ts'
import { multiLineText, singleLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'

export const LEAD_TOPICS = ['STATE', 'FEDERAL', 'GENERAL', 'AFFILIATE'] as const
export const LeadTopicSchema = z.enum(LEAD_TOPICS)
export type LeadTopic = z.infer<typeof LeadTopicSchema>

export const LEAD_TOPIC_LABELS: Record<LeadTopic, string> = {
  STATE: 'State restoration',
  FEDERAL: 'Federal restoration',
  GENERAL: 'General question',
  AFFILIATE: 'Affiliate program',
}

/**
 * The lead chat's topic from what the visitor typed: AFFILIATE if it mentions 'affiliate', else
 * STATE if 'state', else FEDERAL if 'federal', else GENERAL (case-insensitive).
 */
export function deriveLeadTopic(text: string): LeadTopic {
  const lower = text.toLowerCase()
  if (lower.includes('affiliate')) return 'AFFILIATE'
  if (lower.includes('state')) return 'STATE'
  if (lower.includes('federal')) return 'FEDERAL'
  return 'GENERAL'
}

/** How soon the team answers a contact message. */
export const CONTACT_REPLY_HOURS = 24

export const LEAD_NAME_MAX_LENGTH = 100
export const LEAD_PHONE_MAX_LENGTH = 40
export const EMAIL_MAX_LENGTH = 254
export const CONTACT_SUBJECT_MAX_LENGTH = 200
export const CONTACT_MESSAGE_MAX_LENGTH = 5000

const requiredText = (message: string, max: number) =>
  singleLineText({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`)
const requiredName = (message: string, max: number) =>
  nameText({ error: message }).min(1, message).max(max, `At most ${max} characters`)

/** Said in the chat, and by the API (400), when the cell number is not a phone number. */
export const LEAD_PHONE_MESSAGE =
  'That does not look like a phone number. Please type a 10-digit number with its area code, like (304) 555-0100.'
/** Said in the chat, and by the API (400), when the e-mail address is not one. */
export const LEAD_EMAIL_MESSAGE =
  'That does not look like an e-mail address. Please type it like name@example.com.'
export const LEAD_QUESTION_MAX_LENGTH = 2000

/**
 * A US phone number as people type it: ten digits, or eleven starting with the country code 1,
 * with spaces, dots, dashes, brackets or a leading + between them; no letters, no '@'. A pattern,
 * not a function, so the contract suites can generate numbers that match it.
 */
export const LEAD_PHONE_PATTERN = /^\+?1?[ .()-]*(?:\d[ .()-]*){10}$/

export function isLeadPhone(text: string): boolean {
  return LEAD_PHONE_PATTERN.test(text.trim())
}

const LeadEmailSchema = z.email({ error: LEAD_EMAIL_MESSAGE })

/** An e-mail address: what the chat and the API accept. */
export function isLeadEmail(text: string): boolean {
  return LeadEmailSchema.safeParse(text.trim()).success
}

// The chat checks that the cell number is a phone number and the e-mail an address, and says so in
// plain words (docs/decisions/052-lead-chat-checks.md); the question is what the visitor asked.
export const ChatLeadInputSchema = z.object({
  name: requiredName('Name is required', LEAD_NAME_MAX_LENGTH),
  email: requiredText('Email is required', EMAIL_MAX_LENGTH).pipe(LeadEmailSchema),
  phone: requiredText('Phone is required', LEAD_PHONE_MAX_LENGTH).regex(
    LEAD_PHONE_PATTERN,
    LEAD_PHONE_MESSAGE,
  ),
  topic: LeadTopicSchema.default('GENERAL'),
  /** What the visitor wrote after giving their details, kept in the conversation. */
  question: multiLineText({ error: 'Your message could not be read' })
    .trim()
    .max(LEAD_QUESTION_MAX_LENGTH, `At most ${LEAD_QUESTION_MAX_LENGTH} characters`)
    .optional(),
})
export type ChatLeadInput = z.infer<typeof ChatLeadInputSchema>

export const ContactInputSchema = z.object({
  name: requiredName('Name is required', LEAD_NAME_MAX_LENGTH),
  email: singleLineText({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(EmailSchema),
  subject: requiredText('Subject is required', CONTACT_SUBJECT_MAX_LENGTH),
  message: multiLineText({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX_LENGTH, `At most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
})
export type ContactInput = z.infer<typeof ContactInputSchema>

const OkSchema = z.object({ ok: z.literal(true) })

export const leadsContract = {
  chatLead: {
    method: 'POST',
    path: '/api/chat/lead',
    summary: "Stores the lead chat's details and opens (or continues) a conversation in the admin inbox",
    access: 'public',
    body: ChatLeadInputSchema,
    response: OkSchema,
    rateLimit: { scope: 'chat-lead:ip', per: 'ip', limit: 'publicForm' },
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
    summary: 'Stores a Contact Us message in the admin inbox and e-mails the visitor a confirmation',
    access: 'public',
    body: ContactInputSchema,
    response: OkSchema,
    rateLimit: { scope: 'contact:ip', per: 'ip', limit: 'publicForm' },
  },
} as const satisfies ContractTable

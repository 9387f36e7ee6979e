import { z } from 'zod'
import { CAMPAIGN_RECIPIENT_STATUSES, CAMPAIGN_STATUSES, SUBSCRIBER_STATUSES } from '../domain/publishing.ts'
import { nameText } from '../domain/person-fields.ts'
import { multiLineText, singleLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'
import {
  CAMPAIGN_REQUIRED_MESSAGE,
  SUBSCRIBE_EMAIL_INVALID,
  SUBSCRIBER_REQUIRED_MESSAGE,
} from './newsletters-texts.ts'

/** The largest campaign body the form takes (HTML, before sanitizing). */
export const CAMPAIGN_HTML_MAX_LENGTH = 200_000

const requiredListId = (message: string) =>
  singleLineText({ error: message }).trim().min(1, message).pipe(z.uuid(message))

const emailAddress = (missing: string) =>
  singleLineText({ error: missing })
    .trim()
    .min(1, missing)
    .toLowerCase()
    .pipe(z.email(SUBSCRIBE_EMAIL_INVALID).max(254, SUBSCRIBE_EMAIL_INVALID))

const optionalName = nameText().max(100, 'At most 100 characters').default('')

/** The public tokens: 32 random bytes, base64url. */
const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.')

export const MailingListSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Subscribed (confirmed) addresses: who a campaign to this list goes to. */
  subscribers: z.number().int(),
  /** Mailchimp-style counts; member_count is Mailchimp's own when the list is synced there. */
  stats: z.object({ member_count: z.number().int() }),
  pending: z.number().int(),
  unsubscribed: z.number().int(),
  bounced: z.number().int(),
  isDefault: z.boolean(),
  /** Linked to a Mailchimp audience (only with MAILCHIMP_API_KEY). */
  isSynced: z.boolean(),
})
export type MailingList = z.infer<typeof MailingListSchema>

export const NewsletterStatsSchema = z.object({
  /** Whether the Mailchimp adapter is on (MAILCHIMP_API_KEY set); our own lists work either way. */
  configured: z.boolean(),
  totalLists: z.number().int(),
  totalSubscribers: z.number().int(),
  lists: z.array(MailingListSchema),
  /** Why Mailchimp's own counts could not be read this time, if they could not. */
  mailchimpError: z.string().nullable(),
})
export type NewsletterStats = z.infer<typeof NewsletterStatsSchema>

export const NewsletterSettingsSchema = z.object({
  mailchimp: z.object({
    configured: z.boolean(),
    /** The variables still to set to switch the adapter on. */
    missing: z.array(z.string()),
  }),
  /** The campaign form's defaults: the company name from settings and the mail-from address. */
  defaults: z.object({ fromName: z.string(), fromEmail: z.string() }),
  sendPerMinute: z.number().int(),
})
export type NewsletterSettings = z.infer<typeof NewsletterSettingsSchema>

export const CreateListInputSchema = z.object({
  name: singleLineText({ error: 'Enter a name for the list' })
    .trim()
    .min(1, 'Enter a name for the list')
    .max(100, 'At most 100 characters'),
  description: singleLineText().trim().max(300, 'At most 300 characters').default(''),
})
export type CreateListInput = z.input<typeof CreateListInputSchema>

/** Tags of a subscriber, each trimmed (the form splits its text by commas first: splitTags). */
export const SubscriberTagsSchema = z
  .array(singleLineText().trim().max(50, 'A tag has at most 50 characters'))
  .max(30, 'At most 30 tags')

export const AddSubscriberInputSchema = z.object({
  email: emailAddress(SUBSCRIBER_REQUIRED_MESSAGE),
  firstName: optionalName,
  lastName: optionalName,
  tags: SubscriberTagsSchema.default([]).transform((tags) => [...new Set(tags.filter(Boolean))]),
  listId: requiredListId(SUBSCRIBER_REQUIRED_MESSAGE),
})
export type AddSubscriberInput = z.input<typeof AddSubscriberInputSchema>

export const SubscriberSchema = z.object({
  id: z.string(),
  listId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tags: z.array(z.string()),
  status: z.enum(SUBSCRIBER_STATUSES),
  createdAt: z.string(),
})
export type Subscriber = z.infer<typeof SubscriberSchema>

export const CreateCampaignInputSchema = z.object({
  subject: singleLineText({ error: CAMPAIGN_REQUIRED_MESSAGE })
    .trim()
    .min(1, CAMPAIGN_REQUIRED_MESSAGE)
    .max(200, 'At most 200 characters'),
  content: multiLineText({ error: CAMPAIGN_REQUIRED_MESSAGE })
    .trim()
    .min(1, CAMPAIGN_REQUIRED_MESSAGE)
    .max(CAMPAIGN_HTML_MAX_LENGTH, `At most ${CAMPAIGN_HTML_MAX_LENGTH} characters`),
  listId: requiredListId(CAMPAIGN_REQUIRED_MESSAGE),
  /** Empty: the company name from settings. */
  fromName: singleLineText().trim().max(100, 'At most 100 characters').default(''),
  /** Empty: the configured mail-from address. */
  fromEmail: singleLineText()
    .trim()
    .toLowerCase()
    .max(254, 'Enter a valid sender e-mail address')
    .pipe(z.union([z.literal(''), z.email('Enter a valid sender e-mail address')]))
    .default(''),
})
export type CreateCampaignInput = z.input<typeof CreateCampaignInputSchema>

const RecipientCountsSchema = z.object(
  Object.fromEntries(CAMPAIGN_RECIPIENT_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof CAMPAIGN_RECIPIENT_STATUSES)[number],
    z.ZodNumber
  >,
)

export const CampaignSchema = z.object({
  id: z.string(),
  subject: z.string(),
  listId: z.string(),
  listName: z.string(),
  fromName: z.string(),
  fromEmail: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  totalRecipients: z.number().int(),
  /** Recipients by delivery status. */
  counts: RecipientCountsSchema,
  /** Share of recipients dealt with (sent, failed, bounced or skipped), 0-100. */
  percent: z.number().int(),
  errorMessage: z.string().nullable(),
  isSynced: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type Campaign = z.infer<typeof CampaignSchema>

export const CampaignRecipientSchema = z.object({
  email: z.string(),
  status: z.enum(CAMPAIGN_RECIPIENT_STATUSES),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
})
export type CampaignRecipient = z.infer<typeof CampaignRecipientSchema>

export const CampaignRecipientsQuerySchema = z.object({
  status: z.enum(CAMPAIGN_RECIPIENT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})

export const SubscribeInputSchema = z.object({ email: emailAddress(SUBSCRIBE_EMAIL_INVALID) })
export type SubscribeInput = z.input<typeof SubscribeInputSchema>

export const TokenInputSchema = z.object({ token: TokenSchema })

const OkSchema = z.object({ ok: z.literal(true) })

export const newslettersContract = {
  stats: {
    method: 'GET',
    path: '/api/mailchimp/stats',
    summary:
      'E-mail marketing figures: whether Mailchimp is configured, the lists with their subscriber counts and the totals',
    access: 'admin',
    response: NewsletterStatsSchema,
  },
  lists: {
    method: 'GET',
    path: '/api/mailchimp/lists',
    summary: 'Our mailing lists with their counts by subscriber status',
    access: 'admin',
    response: z.object({ lists: z.array(MailingListSchema) }),
  },
  createList: {
    method: 'POST',
    path: '/api/mailchimp/lists',
    summary: 'Creates a mailing list (synced to a Mailchimp audience when configured)',
    access: 'admin',
    body: CreateListInputSchema,
    response: z.object({ list: MailingListSchema }),
    status: 201,
  },
  settings: {
    method: 'GET',
    path: '/api/mailchimp/settings',
    summary: "The campaign form's defaults, the sending rate and what Mailchimp still needs",
    access: 'admin',
    response: NewsletterSettingsSchema,
  },
  addSubscriber: {
    method: 'POST',
    path: '/api/mailchimp/subscribers',
    summary:
      'Adds an address to a list as subscribed (consent recorded by the admin); tags are merged with its existing ones',
    access: 'admin',
    body: AddSubscriberInputSchema,
    response: z.object({ subscriber: SubscriberSchema }),
    status: 201,
  },
  campaigns: {
    method: 'GET',
    path: '/api/mailchimp/campaigns',
    summary: 'Campaigns, newest first, with their progress and recipients by delivery status',
    access: 'admin',
    response: z.object({ campaigns: z.array(CampaignSchema) }),
  },
  createCampaign: {
    method: 'POST',
    path: '/api/mailchimp/campaigns',
    summary: "Queues a campaign to a list's subscribed addresses (HTML sanitized); a throttled job sends it",
    access: 'admin',
    body: CreateCampaignInputSchema,
    response: z.object({ campaign: CampaignSchema }),
    status: 201,
  },
  campaignRecipients: {
    method: 'GET',
    path: '/api/mailchimp/campaigns/:id/recipients',
    summary: "A campaign's recipients with each one's delivery status (first 100 by default)",
    access: 'admin',
    params: z.object({ id: z.uuid('Campaign not found') }),
    query: CampaignRecipientsQuerySchema,
    response: z.object({ recipients: z.array(CampaignRecipientSchema) }),
  },
  subscribe: {
    method: 'POST',
    path: '/api/newsletter/subscribe',
    summary:
      'The footer form: mails a confirmation link (double opt-in); answers the same for every valid address',
    access: 'public',
    body: SubscribeInputSchema,
    response: OkSchema,
    status: 202,
    rateLimit: { scope: 'newsletter-subscribe:ip', per: 'ip', limit: 'publicForm' },
  },
  confirm: {
    method: 'POST',
    path: '/api/newsletter/confirm',
    summary: 'Confirms a subscription with the token from the confirmation e-mail',
    access: 'public',
    body: TokenInputSchema,
    response: z.object({ listName: z.string() }),
    rateLimit: { scope: 'newsletter-token:ip', per: 'ip', limit: 'publicForm' },
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    summary: 'Unsubscribes with the token of a campaign e-mail (the unsubscribe page)',
    access: 'public',
    body: TokenInputSchema,
    response: z.object({ listName: z.string() }),
    rateLimit: { scope: 'newsletter-token:ip', per: 'ip', limit: 'publicForm' },
  },
  oneClickUnsubscribe: {
    method: 'POST',
    path: '/api/newsletter/unsubscribe/:token',
    summary:
      'RFC 8058 one-click unsubscribe: the mail provider POSTs List-Unsubscribe=One-Click (form-encoded) to the List-Unsubscribe address',
    access: 'public',
    params: z.object({ token: TokenSchema }),
    body: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
    response: OkSchema,
  },
} as const satisfies ContractTable

import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  CAMPAIGN_RECIPIENT_STATUSES,
  CAMPAIGN_STATUSES,
  SUBSCRIBER_SOURCES,
  SUBSCRIBER_STATUSES,
} from '#shared/domain/publishing.ts'
import { users } from './auth.ts'

/** A mailing list of our own; externalId links it to Mailchimp's audience when that is configured. */
export const mailingLists = pgTable('mailing_lists', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  /** The list the site's footer form subscribes to. */
  isDefault: integer().notNull().default(0),
  externalId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * One address on one list. PENDING until the confirmation link is followed (double opt-in); the
 * unsubscribe token is random and answers the one-click unsubscribe (RFC 8058) with no sign-in.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid().primaryKey().defaultRandom(),
    listId: uuid()
      .notNull()
      .references(() => mailingLists.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    tags: jsonb().$type<string[]>().notNull().default([]),
    status: text({ enum: SUBSCRIBER_STATUSES }).notNull().default('PENDING'),
    /** SHA-256 of the confirmation token mailed to the address; cleared once confirmed. */
    confirmTokenHash: text(),
    confirmSentAt: timestamp({ withTimezone: true }),
    unsubscribeToken: text().notNull().unique(),
    /** Added by an admin (consent recorded elsewhere) or through the site's form. */
    source: text({ enum: SUBSCRIBER_SOURCES }).notNull(),
    bounceCount: integer().notNull().default(0),
    externalId: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    bouncedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.listId, t.email), index().on(t.email), index().on(t.listId, t.status)],
)

/** An e-mail campaign to one list: the HTML is sanitized when stored, sent by a throttled job. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    subject: text().notNull(),
    html: text().notNull(),
    listId: uuid()
      .notNull()
      .references(() => mailingLists.id, { onDelete: 'restrict' }),
    fromName: text().notNull(),
    fromEmail: text().notNull(),
    status: text({ enum: CAMPAIGN_STATUSES }).notNull().default('QUEUED'),
    totalRecipients: integer().notNull().default(0),
    sentCount: integer().notNull().default(0),
    failedCount: integer().notNull().default(0),
    externalId: text(),
    errorMessage: text(),
    createdByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt)],
)

/** Who a campaign goes to, fixed when it is queued, with each recipient's own delivery status. */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    subscriberId: uuid()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    status: text({ enum: CAMPAIGN_RECIPIENT_STATUSES }).notNull().default('QUEUED'),
    /** The Message-ID it went out with: a bounce names it, so the bounce finds its recipient. */
    messageId: text(),
    error: text(),
    sentAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.subscriberId] }),
    index().on(t.campaignId, t.status),
    index().on(t.messageId),
  ],
)

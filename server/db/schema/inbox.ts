import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { MailChecks } from '#shared/domain/inbound-mail.ts'
import { users } from './auth.ts'
import { cases } from './cases.ts'

/** A conversation with a person, from any channel; the admin inbox lists these. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    source: text({ enum: ['EMAIL', 'FB', 'IG', 'X', 'YT', 'CHAT', 'CONTACT'] }).notNull(),
    subject: text().notNull(),
    status: text({ enum: ['OPEN', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    customerName: text(),
    customerEmail: text(),
    customerPhone: text(),
    topic: text(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    caseId: uuid().references(() => cases.id, { onDelete: 'set null' }),
    /** The admin who looks after it; null when unassigned. */
    assignedToUserId: text().references(() => users.id, { onDelete: 'set null' }),
    /** When an admin last opened it: IN messages after this are unread. */
    adminReadAt: timestamp({ withTimezone: true }),
    /** The channel's own id of the thread (a Messenger sender, a post's comment thread); null for e-mail and our forms. */
    externalThreadId: text(),
    /**
     * E-mail only: whether the checks proved the sender of its latest e-mail
     * (docs/decisions/058-inbound-mail-authentication.md); null for other channels.
     */
    isSenderVerified: boolean(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.status, t.lastMessageAt),
    index().on(t.customerEmail),
    uniqueIndex()
      .on(t.source, t.externalThreadId)
      .where(sql`${t.externalThreadId} is not null`),
  ],
)

/** One message in a conversation: IN from the person, OUT from us. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    direction: text({ enum: ['IN', 'OUT'] }).notNull(),
    body: text().notNull(),
    authorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The e-mail's Message-ID (without angle brackets), so replies thread by In-Reply-To and References. */
    emailMessageId: text(),
    /** The channel's own id of the message (`FB:…`, `X:…`), so a redelivered webhook or a re-poll stores it once. */
    externalId: text(),
    /** An incoming e-mail's SPF, DKIM and DMARC results, and whether they proved its sender. */
    mailChecks: jsonb().$type<MailChecks>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.conversationId, t.createdAt),
    index().on(t.emailMessageId),
    uniqueIndex()
      .on(t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
)

/** Where each polling channel (X mentions, YouTube comments) got to, so a rerun resumes there. */
export const channelCursors = pgTable('channel_cursors', {
  channel: text().primaryKey(),
  cursor: text(),
  polledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** A visitor who left their details in the lead chat. */
export const leads = pgTable('leads', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  topic: text({ enum: ['STATE', 'FEDERAL', 'GENERAL', 'AFFILIATE'] }).notNull(),
  conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

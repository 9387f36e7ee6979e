import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { PUBLISH_PLATFORMS, type SOCIAL_CHANNELS, SOCIAL_POST_STATUSES } from '#shared/domain/publishing.ts'
import { users } from './auth.ts'
import { newsItems } from './news.ts'

/**
 * A social post scheduled from the back office. A job publishes it at scheduledFor to its channels
 * (the site's news feed, Buffer when configured), retrying with backoff.
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    content: text().notNull(),
    mediaUrl: text(),
    channels: jsonb().$type<(typeof SOCIAL_CHANNELS)[number][]>().notNull(),
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: SOCIAL_POST_STATUSES }).notNull().default('PENDING'),
    /** Where it went; the first channel it reached. */
    platform: text({ enum: PUBLISH_PLATFORMS }),
    newsItemId: uuid().references(() => newsItems.id, { onDelete: 'set null' }),
    /** The outside service's id for it (Buffer update id). */
    externalId: text(),
    attempts: integer().notNull().default(0),
    errorMessage: text(),
    /** Reach and engagements the outside service reported, when one is configured. */
    externalReach: integer().notNull().default(0),
    externalEngagements: integer().notNull().default(0),
    createdByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status, t.scheduledFor), index().on(t.createdAt)],
)

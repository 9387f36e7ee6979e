import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { type PUBLISH_PLATFORMS, VIDEO_PLAN_STATUSES } from '#shared/domain/publishing.ts'
import { users } from './auth.ts'
import { newsItems } from './news.ts'

/**
 * A short vertical video: planned from a topic, angle and affiliate code, rendered here by a job
 * (script, synthetic voice, captions), then posted to the site's news and YouTube when configured.
 */
export const videoPlans = pgTable(
  'video_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    topic: text().notNull(),
    angle: text().notNull().default(''),
    affiliateCode: text().notNull(),
    status: text({ enum: VIDEO_PLAN_STATUSES }).notNull().default('PLANNED'),
    /** The day the plan is for, in the business time zone. */
    date: date({ mode: 'string' }).notNull(),
    /** Set on the plan the daily job made for its day: one per day. */
    isDaily: integer().notNull().default(0),
    platforms: jsonb().$type<(typeof PUBLISH_PLATFORMS)[number][]>().notNull().default([]),
    title: text(),
    script: text(),
    /** Where the rendered MP4 is kept in file storage, and the address the site serves it at. */
    storageKey: text(),
    videoUrl: text(),
    durationSec: real(),
    youtubeId: text(),
    newsItemId: uuid().references(() => newsItems.id, { onDelete: 'set null' }),
    errorMessage: text(),
    createdByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    generatedAt: timestamp({ withTimezone: true }),
    postedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.createdAt),
    uniqueIndex('video_plans_daily_date')
      .on(t.date)
      .where(sql`${t.isDaily} = 1`),
  ],
)

import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { NEWS_ITEM_SOURCES } from '#shared/contracts/news.contract.ts'

/** A feed the news job reads (RSS, Atom, or a YouTube channel's Atom feed). */
export const newsFeeds = pgTable('news_feeds', {
  id: uuid().primaryKey().defaultRandom(),
  url: text().notNull().unique(),
  title: text().notNull(),
  isActive: boolean().notNull().default(true),
  etag: text(),
  lastModified: text(),
  lastFetchedAt: timestamp({ withTimezone: true }),
  lastError: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** A news article or video shown in the widget and on /news; entered by admins or read from feeds. */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    source: text({ enum: NEWS_ITEM_SOURCES }).notNull(),
    title: text().notNull(),
    outlet: text().notNull(),
    summary: text().notNull().default(''),
    url: text().notNull().unique(),
    thumbnailUrl: text(),
    videoId: text(),
    durationSec: integer(),
    viewCount: integer(),
    feedId: uuid().references(() => newsFeeds.id, { onDelete: 'set null' }),
    isPublished: boolean().notNull().default(true),
    clickCount: integer().notNull().default(0),
    /** How many times the item was shown in a list on the site (measured by us, for Analytics). */
    impressionCount: integer().notNull().default(0),
    /** An image or MP4 the site serves itself (a post's media, a rendered video). */
    mediaUrl: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.isPublished, t.publishedAt)],
)

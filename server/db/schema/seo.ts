import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { SEO_BACKUP_REASONS, SEO_OVERRIDE_SOURCES } from '#shared/domain/publishing.ts'
import { users } from './auth.ts'

/** Head fields that replace a prerendered page's own (title, description, Open Graph, JSON-LD…). */
export type SeoHead = {
  title?: string
  description?: string
  canonical?: string
  ogTitle?: string
  ogDescription?: string
  ogImage?: string
  jsonLd?: string
}

/** The SEO tool's override for one page, applied by the page renderer when it serves the page. */
export const seoOverrides = pgTable('seo_overrides', {
  path: text().primaryKey(),
  head: jsonb().$type<SeoHead>().notNull(),
  source: text({ enum: SEO_OVERRIDE_SOURCES }).notNull(),
  updatedByUserId: text().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Every override as it stood before an optimization or restore: what Restore brings back. */
export const seoBackups = pgTable('seo_backups', {
  id: uuid().primaryKey().defaultRandom(),
  /** A short number people can read out ("backup 12"), in creation order. */
  number: integer().generatedAlwaysAsIdentity().notNull().unique(),
  reason: text({ enum: SEO_BACKUP_REASONS }).notNull(),
  overrides: jsonb().$type<Record<string, SeoHead>>().notNull(),
  pageCount: integer().notNull(),
  createdByUserId: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

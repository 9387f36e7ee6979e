import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { PRODUCT_KINDS } from '#shared/domain/packages.ts'

/** One row per business setting (DECISIONS §1); values are validated by SettingsSchema on read. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** What the business sells, at what price; every page and checkout reads prices from here. */
export const products = pgTable('products', {
  code: text().primaryKey(),
  name: text().notNull(),
  kind: text({ enum: PRODUCT_KINDS }).notNull(),
  priceCents: integer().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  AFFILIATE_STATUSES,
  LEDGER_ENTRY_KINDS,
  PAYOUT_PROVIDERS,
  PAYOUT_STATUSES,
  TIN_TYPES,
} from '#shared/domain/affiliates.ts'
import { users } from './auth.ts'
import { orders } from './orders.ts'

/**
 * An affiliate profile on a customer account (DECISIONS §4). Owned by the affiliates module. The
 * balance is never stored here: it is the sum of the ledger (docs/decisions/031-affiliate-ledger.md).
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    code: text().notNull().unique(),
    name: text().notNull(),
    /** Where program e-mails go; the account's address by default. */
    email: text().notNull(),
    /** The affiliate whose link this one signed up through: level 1 of the Monster Level upline. */
    recruitedById: uuid().references((): AnyPgColumn => affiliates.id, { onDelete: 'set null' }),
    status: text({ enum: AFFILIATE_STATUSES }).notNull().default('ACTIVE'),
    statusReason: text(),
    statusChangedAt: timestamp({ withTimezone: true }),
    /** When the week-before warning of the current inactivity period went out. */
    inactivityWarnedAt: timestamp({ withTimezone: true }),
    isMonsterLevel: boolean().notNull().default(false),
    monsterLevelSince: timestamp({ withTimezone: true }),
    signedUpAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.recruitedById)],
)

/** Launch-list e-mails collected while the program is not public. */
export const affiliateLaunchLeads = pgTable('affiliate_launch_leads', {
  email: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** The W-9 on file: the TIN only as AES-256-GCM ciphertext plus its last four digits (like the SSN). */
export const affiliateTaxForms = pgTable('affiliate_tax_forms', {
  affiliateId: uuid()
    .primaryKey()
    .references(() => affiliates.id, { onDelete: 'cascade' }),
  legalName: text().notNull(),
  tinType: text({ enum: TIN_TYPES }).notNull(),
  tinCiphertext: text().notNull(),
  tinLast4: text().notNull(),
  address: text().notNull(),
  signedAt: timestamp({ withTimezone: true }).notNull(),
})

/** The affiliate's account with the payout provider and its last known readiness. */
export const payoutAccounts = pgTable('payout_accounts', {
  affiliateId: uuid()
    .primaryKey()
    .references(() => affiliates.id, { onDelete: 'cascade' }),
  provider: text({ enum: PAYOUT_PROVIDERS }).notNull(),
  accountId: text().notNull().unique(),
  detailsSubmitted: boolean().notNull().default(false),
  transfersEnabled: boolean().notNull().default(false),
  last4: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** One row per visitor, affiliate and day: a click counted once per visitor per day (DECISIONS §4). */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    affiliateId: uuid()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    /** SHA-256 of the visitor cookie: no way back to the browser. */
    visitorHash: text().notNull(),
    /** The day in the business time zone. */
    day: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_clicks_once_a_day').on(t.affiliateId, t.visitorHash, t.day)],
)

/**
 * The affiliate an order is attributed to: the referral cookie's when the order was created. One
 * per order; `isSelfReferral` marks an affiliate's own purchase, which earns nothing.
 */
export const referrals = pgTable(
  'referrals',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    affiliateId: uuid()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    clickedAt: timestamp({ withTimezone: true }).notNull(),
    isSelfReferral: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.affiliateId, t.createdAt)],
)

/**
 * A payout: created PROCESSING with its entries locked to it before any money moves; the
 * transfer's idempotency key is this id, so a rerun after a crash never pays twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    affiliateId: uuid()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    amountCents: integer().notNull(),
    status: text({ enum: PAYOUT_STATUSES }).notNull().default('PROCESSING'),
    provider: text({ enum: PAYOUT_PROVIDERS }).notNull(),
    accountId: text().notNull(),
    transferId: text(),
    failureReason: text(),
    /** A process working on the transfer holds it until then; a crashed one's claim expires. */
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    expectedArrivalAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status), index().on(t.affiliateId, t.createdAt), index().on(t.createdAt)],
)

/**
 * The commission ledger: append-only. An entry is never updated except to lock it to a payout
 * (and unlock it when that payout fails); its state is derived: pending until availableAt,
 * available, in a payout, paid, or reversed by a later REVERSAL entry. Balances are sums.
 */
export const ledgerEntries = pgTable(
  'affiliate_ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    affiliateId: uuid()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    kind: text({ enum: LEDGER_ENTRY_KINDS }).notNull(),
    /** Signed: credits positive, reversals and fees negative. */
    amountCents: integer().notNull(),
    reason: text().notNull(),
    /** Makes each entry happen once: 'sale:<orderId>', 'reversal:<entryId>', 'monster-fee:<id>:<month>'. */
    uniqueKey: text().notNull().unique(),
    orderId: uuid().references(() => orders.id, { onDelete: 'restrict' }),
    /** For an override: the recruit whose sale it is on, and the level (1-5). */
    sourceAffiliateId: uuid().references(() => affiliates.id, { onDelete: 'restrict' }),
    level: integer(),
    /** The package revenue the entry was computed on (sales and overrides). */
    baseCents: integer(),
    reversesEntryId: uuid().references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    payoutId: uuid().references(() => payouts.id, { onDelete: 'restrict' }),
    /** The admin behind an adjustment. */
    actorUserId: text(),
    availableAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.affiliateId, t.availableAt),
    index().on(t.orderId),
    index().on(t.payoutId),
    uniqueIndex('ledger_one_reversal_per_entry')
      .on(t.reversesEntryId)
      .where(sql`reverses_entry_id is not null`),
  ],
)

/** Sandbox payout provider state (its "bank"): accounts and transfers, keyed for idempotency. */
export const sandboxPayoutAccounts = pgTable('sandbox_payout_accounts', {
  id: text().primaryKey(),
  accountHolderName: text(),
  routingNumber: text(),
  accountLast4: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  accountId: text().notNull(),
  amountCents: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** The test clock's offset (test mode only): the affiliate ledger's "now" is real time plus this. */
export const testClock = pgTable('test_clock', {
  id: integer().primaryKey().default(1),
  offsetMs: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

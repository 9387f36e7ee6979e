import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { cases } from './cases.ts'

/** An identity check with a provider (Stripe Identity or the built-in sandbox) and its outcome. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: uuid().references(() => cases.id, { onDelete: 'set null' }),
    provider: text({ enum: ['SANDBOX', 'STRIPE'] }).notNull(),
    providerSessionId: text().notNull(),
    status: text({ enum: ['REQUIRES_INPUT', 'PROCESSING', 'VERIFIED', 'FAILED', 'CANCELED'] })
      .notNull()
      .default('REQUIRES_INPUT'),
    verifiedFirstName: text(),
    verifiedLastName: text(),
    verifiedDateOfBirth: text(),
    lastError: text(),
    reasons: jsonb(),
    documentKey: text(),
    selfieKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.provider, t.providerSessionId), index().on(t.userId, t.createdAt)],
)

/** The /verify form: the SSN only as AES-256-GCM ciphertext plus its last four digits. */
export const identityProfiles = pgTable('identity_profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text().notNull(),
  ssnCiphertext: text().notNull(),
  ssnLast4: text().notNull(),
  phone: text().notNull(),
  address: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

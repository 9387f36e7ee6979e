import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, DataDirLockedError, type DbHandle } from './client.ts'
import { createTestDb } from '#server/test/test-db.ts'

describe(`migrations on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await createTestDb()
  })
  afterAll(() => handle.close())

  it('create every table, and applying them again changes nothing', async () => {
    await handle.migrate()
    const result = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    const rows = (result as unknown as { rows: { table_name: string }[] }).rows
    // Sorted here: the two databases' collations order underscores differently.
    expect(rows.map((r) => r.table_name).sort()).toEqual([
      'accounts',
      'affiliate_launch_leads',
      'affiliate_ledger_entries',
      'affiliate_tax_forms',
      'affiliates',
      'agreement_signatures',
      'audit_entries',
      'campaign_recipients',
      'campaigns',
      'case_decisions',
      'case_package_choices',
      'case_reminders',
      'case_review_acknowledgements',
      'case_staff_reviews',
      'cases',
      'channel_cursors',
      'conversation_messages',
      'conversations',
      'credit_items',
      'credit_reports',
      'dispute_letters',
      'document_requests',
      'documents',
      'fingerprints',
      'funnel_events',
      'identity_profiles',
      'identity_verifications',
      'inbound_messages',
      'jobs',
      'leads',
      'mailing_lists',
      'news_feeds',
      'news_items',
      'order_flags',
      'orders',
      'outbox_messages',
      'payment_events',
      'payments',
      'payout_accounts',
      'payouts',
      'products',
      'referral_clicks',
      'referrals',
      'refunds',
      'sandbox_payout_accounts',
      'sandbox_transfers',
      'seo_backups',
      'seo_overrides',
      'sessions',
      'settings',
      'social_posts',
      'subscribers',
      'test_clock',
      'upload_slots',
      'user_preferences',
      'users',
      'verifications',
      'video_plans',
    ])
  })
})

describe('the embedded database directory', () => {
  it('refuses a second process-level opener while the first holds it, and reopens after close', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rr-lock-'))
    const first = await createDb({ dataDir })
    await expect(createDb({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError)
    await first.close()
    const second = await createDb({ dataDir })
    await second.close()
  })
})

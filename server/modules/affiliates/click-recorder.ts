import type { Db } from '#server/db/client.ts'
import { createBatchWriter } from '#server/lib/batch-writer.ts'
import type { Logger } from '#server/lib/logger.ts'
import { insertClicks, type ClickRow } from './program/referrals.repository.ts'

/**
 * Referral clicks are written in batches (docs/decisions/031-affiliate-ledger.md): the link is the
 * busiest public path, and a click is a counter, not money. The once-per-visitor-per-day rule is
 * the table's unique key, so batches from several instances still count each visitor once.
 */
export function createClickRecorder(
  db: Db,
  log: Logger,
  batch: { flushMs?: number; maxBatch?: number } = {},
) {
  return createBatchWriter<ClickRow>({
    insert: (rows) => insertClicks(db, rows),
    keyOf: (click) => `${click.day}|${click.code}|${click.visitorHash}`,
    log,
    failure: 'referral clicks not stored',
    ...batch,
  })
}

export type ClickRecorder = ReturnType<typeof createClickRecorder>

import type { Db } from '#server/db/client.ts'
import { createTodayCache } from '#server/lib/clock.ts'
import { createBatchWriter } from '#server/lib/batch-writer.ts'
import type { Logger } from '#server/lib/logger.ts'
import { visitorHash } from '#server/lib/visitors.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import {
  countVisitorsByStep,
  insertFunnelEvents,
  type FunnelEventRow,
  type FunnelEventStep,
} from './funnel.repository.ts'

/**
 * How long the business time zone is reused before the settings are read again: a new zone only
 * moves the day a step counts on, near midnight.
 */
const TIME_ZONE_REUSE_MS = 30_000

export type FunnelServiceDeps = {
  db: Db
  log: Logger
  settings: Pick<SettingsService, 'getSettings'>
  /** How long steps are held before they are stored, and how many at most (tests shorten these). */
  batch?: { flushMs?: number; maxBatch?: number }
}

/**
 * The steps of the sales funnel that leave no other record (docs/decisions/034-live-admin-dashboard.md):
 * a visitor opened the eligibility wizard, a visitor got a verdict. Each counts once per visitor and
 * business day (the payout time zone setting, the zone every business day is counted in).
 */
export function createFunnelService({ db, log, settings, batch }: FunnelServiceDeps) {
  // Held and stored in batches like the referral clicks: the verdict never waits for a write.
  const recorder = createBatchWriter<FunnelEventRow>({
    insert: (rows) => insertFunnelEvents(db, rows),
    keyOf: (row) => `${row.day}|${row.step}|${row.visitorHash}`,
    log,
    failure: 'funnel steps not stored',
    ...batch,
  })

  let timeZone: { value: string; readAt: number } | undefined
  let reading: Promise<string> | undefined

  function businessTimeZone(): string | Promise<string> {
    if (timeZone && Date.now() - timeZone.readAt < TIME_ZONE_REUSE_MS) return timeZone.value
    reading ??= settings
      .getSettings()
      .then((s) => {
        timeZone = { value: s.payoutTimeZone, readAt: Date.now() }
        return s.payoutTimeZone
      })
      .finally(() => {
        reading = undefined
      })
    return reading
  }

  // The business day of each step, formatted at most once a second.
  const dayOf = createTodayCache()

  /**
   * Counts `step` for the visitor (the first-party visitor id) today; returns at once, the write
   * goes with the next batch. With the time zone not read yet, the step is counted once it is.
   */
  function recordStep(step: FunnelEventStep, visitorId: string): void {
    const at = Date.now()
    const hash = visitorHash(visitorId)
    const zone = businessTimeZone()
    if (typeof zone === 'string') {
      recorder.record({ step, visitorHash: hash, day: dayOf(zone, at) })
      return
    }
    zone.then(
      (value) => recorder.record({ step, visitorHash: hash, day: dayOf(value, at) }),
      (error: unknown) => log.error({ err: error }, 'funnel step not counted: settings unreadable'),
    )
  }

  /** Distinct visitors of each step over business days `from` to `to` (inclusive, YYYY-MM-DD). */
  async function countVisitors(from: string, to: string): Promise<Record<FunnelEventStep, number>> {
    const counts = await countVisitorsByStep(db, from, to)
    return { WIZARD_STARTED: counts.get('WIZARD_STARTED') ?? 0, VERDICT: counts.get('VERDICT') ?? 0 }
  }

  /** Stores every step counted so far (those waiting for the time zone included). */
  async function flush(): Promise<void> {
    await reading?.catch(() => undefined)
    await recorder.flush()
  }

  return { recordStep, flush, countVisitors }
}

export type FunnelService = ReturnType<typeof createFunnelService>

import type { Db } from '#server/db/client.ts'
import type { Clock } from '#server/lib/clock.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'

/** What nearly every use case of the program reads: its tables, the clock and the settings. */
export type UseCaseDeps = {
  db: Db
  /** The test clock in test mode (docs/decisions/033-affiliate-test-clock.md). */
  clock: Clock
  settings: Pick<SettingsService, 'getSettings'>
}

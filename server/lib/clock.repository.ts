import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { testClock } from '#server/db/schema/index.ts'
import type { ClockOffsetStore } from './clock.ts'

/** The test clock's offset in its one-row table, shared by every instance through the database. */
export function createClockOffsetStore(db: Db): ClockOffsetStore {
  return {
    async readOffsetMs() {
      const [row] = await db
        .select({ offsetMs: testClock.offsetMs })
        .from(testClock)
        .where(eq(testClock.id, 1))
      return row?.offsetMs ?? 0
    },
    async addOffsetMs(ms) {
      const [row] = await db
        .insert(testClock)
        .values({ id: 1, offsetMs: ms })
        .onConflictDoUpdate({
          target: testClock.id,
          set: { offsetMs: sql`${testClock.offsetMs} + ${ms}`, updatedAt: new Date() },
        })
        .returning({ offsetMs: testClock.offsetMs })
      return row?.offsetMs ?? ms
    },
  }
}

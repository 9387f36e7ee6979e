import { and, desc, eq, inArray, like } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { jobs, videoPlans } from '#server/db/schema/index.ts'
import type { VideoPlanStatus } from '#shared/domain/publishing.ts'

export type VideoPlanRow = typeof videoPlans.$inferSelect
export type NewVideoPlanRow = typeof videoPlans.$inferInsert
export type VideoPlanPatch = Partial<Omit<NewVideoPlanRow, 'id' | 'createdAt'>>

export async function insertVideoPlan(db: Db, values: NewVideoPlanRow): Promise<VideoPlanRow> {
  const [row] = await db.insert(videoPlans).values(values).returning()
  return row!
}

/** Inserts the day's daily plan; undefined when that day already has one (the partial unique index). */
export async function insertDailyVideoPlan(
  db: Db,
  values: NewVideoPlanRow,
): Promise<VideoPlanRow | undefined> {
  const [row] = await db
    .insert(videoPlans)
    .values({ ...values, isDaily: 1 })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function findVideoPlanById(db: Db, id: string): Promise<VideoPlanRow | undefined> {
  const [row] = await db.select().from(videoPlans).where(eq(videoPlans.id, id)).limit(1)
  return row
}

export async function findDailyVideoPlan(db: Db, date: string): Promise<VideoPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(videoPlans)
    .where(and(eq(videoPlans.date, date), eq(videoPlans.isDaily, 1)))
    .limit(1)
  return row
}

export async function listVideoPlans(db: Db, limit: number): Promise<VideoPlanRow[]> {
  return db.select().from(videoPlans).orderBy(desc(videoPlans.createdAt), desc(videoPlans.id)).limit(limit)
}

/**
 * Applies the patch when the plan is in one of `from` (all statuses when omitted); the updated row,
 * or undefined when the plan moved on meanwhile (a second click, a second runner).
 */
export async function updateVideoPlan(
  db: Db,
  id: string,
  patch: VideoPlanPatch,
  from?: readonly VideoPlanStatus[],
): Promise<VideoPlanRow | undefined> {
  const where = from
    ? and(eq(videoPlans.id, id), inArray(videoPlans.status, [...from]))
    : eq(videoPlans.id, id)
  const [row] = await db
    .update(videoPlans)
    .set({ ...patch, updatedAt: new Date() })
    .where(where)
    .returning()
  return row
}

/** The uniqueKey of the plan's latest render job (each render of a plan is its own job). */
export async function findLatestRenderJobKey(db: Db, keyPrefix: string): Promise<string | undefined> {
  const [row] = await db
    .select({ uniqueKey: jobs.uniqueKey })
    .from(jobs)
    .where(like(jobs.uniqueKey, `${keyPrefix}%`))
    .orderBy(desc(jobs.createdAt))
    .limit(1)
  return row?.uniqueKey ?? undefined
}

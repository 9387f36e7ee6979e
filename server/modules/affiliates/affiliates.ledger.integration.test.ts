import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '#server/db/client.ts'
import { affiliates, orders, referrals, users } from '#server/db/schema/index.ts'
import { loadConfig } from '#server/config.ts'
import type { Clock as AffiliateClock } from '#server/lib/clock.ts'
import { createAuditService } from '#server/modules/audit/index.ts'
import { createSettingsService } from '#server/modules/settings/index.ts'
import { createTestDb } from '#server/test/test-db.ts'
import { bpsOf, deactivationDueAt, overrideShares } from '#shared/domain/affiliates.ts'
import { createLedger } from './affiliates.ledger.ts'
import { sumBalances } from './ledger/ledger.repository.ts'

// The ledger on generated sales trees, against the real database with the clock in the test's
// hands: what every affiliate earns, holds and loses must equal the rules worked out by hand
// (docs/decisions/031-affiliate-ledger.md).

const DAY = 86_400_000
const START = new Date('2026-03-02T15:00:00Z')

let handle: DbHandle
let settings: ReturnType<typeof createSettingsService>

beforeAll(async () => {
  handle = await createTestDb()
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
  })
  settings = createSettingsService({ db: handle.db, config, audit: createAuditService({ db: handle.db }) })
  await settings.ensureDefaults()
  // Small figures so generated trees reach the fast-start bonus.
  await settings.setSetting('fastStartSales', 3)
  await settings.setSetting('fastStartDays', 10)
})
afterAll(async () => handle.close())

function manualClock(at: Date): AffiliateClock & { set(at: Date): void } {
  let now = at
  return {
    isTestClock: true,
    now: async () => now,
    peek: () => now,
    offsetDays: async () => 0,
    advance: async () => {},
    set(next: Date) {
      now = next
    },
  }
}

type Sale = {
  seller: number
  priceCents: number
  idFeeCents: number
  isVerified: boolean
  day: number
  isRefunded: boolean
}

const treeAndSales = fc.integer({ min: 1, max: 7 }).chain((size) =>
  fc.record({
    // Affiliate i (i > 0) was recruited by one of 0..i-1, or by nobody.
    parents: fc.tuple(
      ...Array.from({ length: size }, (_, i) =>
        i === 0 ? fc.constant(-1) : fc.integer({ min: -1, max: i - 1 }),
      ),
    ),
    isMonster: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
    sales: fc.array(
      fc.record({
        seller: fc.integer({ min: 0, max: size - 1 }),
        priceCents: fc.integer({ min: 100, max: 600_000 }),
        idFeeCents: fc.constantFrom(0, 15_000),
        isVerified: fc.boolean(),
        day: fc.integer({ min: 0, max: 20 }),
        isRefunded: fc.boolean(),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  }),
)

describe('the commission ledger on generated sales trees', () => {
  it('credits, overrides, fast-start bonuses, holds and reversals add up to the rules, to the cent', async () => {
    const s = await settings.getSettings()
    await fc.assert(
      fc.asyncProperty(treeAndSales, async ({ parents, isMonster, sales }) => {
        const clock = manualClock(START)
        const verified = new Set<string>()
        const ledger = createLedger({
          db: handle.db,
          log: { warn() {}, error() {} },
          clock,
          settings,
          findOrder: async (id) =>
            (
              await handle.db
                .select()
                .from(orders)
                .where(sql`${orders.id} = ${id}`)
            )[0],
          isIdentityVerified: async (userId) => verified.has(userId),
        })
        const ids: string[] = []
        for (let i = 0; i < parents.length; i++) {
          const userId = randomUUID()
          await handle.db
            .insert(users)
            .values({ id: userId, name: 'A', email: `${userId}@example.com`, firstName: 'A', lastName: 'B' })
          const [row] = await handle.db
            .insert(affiliates)
            .values({
              userId,
              code: `P${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
              name: `Affiliate ${i}`,
              email: `${userId}@example.com`,
              recruitedById: parents[i]! >= 0 ? ids[parents[i]!] : null,
              isMonsterLevel: isMonster[i]!,
              signedUpAt: START,
            })
            .returning()
          ids.push(row!.id)
        }
        const expected = new Map<string, number>(ids.map((id) => [id, 0]))
        const add = (id: string, cents: number) => expected.set(id, expected.get(id)! + cents)
        const standing = new Map<number, number[]>() // seller → days of sales that stand
        const ordered = [...sales].sort((a, b) => a.day - b.day)
        const orderIds: { sale: Sale; orderId: string }[] = []
        for (const sale of ordered) {
          clock.set(new Date(START.getTime() + sale.day * DAY))
          const customer = randomUUID()
          await handle.db.insert(users).values({
            id: customer,
            name: 'C',
            email: `${customer}@example.com`,
            firstName: 'C',
            lastName: 'D',
          })
          if (sale.isVerified) verified.add(customer)
          const paid = sale.priceCents + sale.idFeeCents
          const [order] = await handle.db
            .insert(orders)
            .values({
              userId: customer,
              productCode: 'FEDERAL',
              amountCents: paid,
              idFeeCents: sale.idFeeCents,
              paidCents: paid,
              status: 'PAID',
              paidAt: new Date(),
            })
            .returning()
          await handle.db
            .insert(referrals)
            .values({ orderId: order!.id, affiliateId: ids[sale.seller]!, clickedAt: START })
          await ledger.recordOrderPaid(order!.id)
          await ledger.recordOrderPaid(order!.id) // a second delivery of the same event adds nothing
          orderIds.push({ sale, orderId: order!.id })
          if (sale.isRefunded) continue
          add(
            ids[sale.seller]!,
            bpsOf(sale.priceCents, s.affiliateCommissionBps) +
              (sale.isVerified ? s.affiliateIdVerifiedBonusCents : 0),
          )
          const upline: { affiliateId: string; qualifies: boolean }[] = []
          for (let p = parents[sale.seller]!; p >= 0 && upline.length < 5; p = parents[p]!) {
            upline.push({ affiliateId: ids[p]!, qualifies: isMonster[p]! })
          }
          for (const share of overrideShares(sale.priceCents, upline, s.monsterLevelOverrideBps))
            add(share.affiliateId, share.amountCents)
          standing.set(sale.seller, [...(standing.get(sale.seller) ?? []), sale.day])
        }
        // Refunds come after every sale, some while still pending, reversing all the order earned.
        clock.set(new Date(START.getTime() + 25 * DAY))
        for (const { sale, orderId } of orderIds) {
          if (!sale.isRefunded) continue
          await handle.db
            .update(orders)
            .set({ status: 'REFUNDED' })
            .where(sql`${orders.id} = ${orderId}`)
          await ledger.recordOrderReversed(orderId, 'refunded')
          await ledger.recordOrderReversed(orderId, 'refunded')
        }
        for (const [seller, days] of standing) {
          if (days.filter((d) => d <= s.fastStartDays).length >= s.fastStartSales)
            add(ids[seller]!, s.fastStartBonusCents)
        }

        const pendingNow = await sumBalances(handle.db, new Date(START.getTime() + 25 * DAY))
        const afterHold = await sumBalances(
          handle.db,
          new Date(START.getTime() + (25 + s.affiliateHoldDays) * DAY),
        )
        for (const id of ids) {
          const now = pendingNow.get(id)
          const later = afterHold.get(id)
          expect(later?.earnedCents ?? 0).toBe(expected.get(id))
          // Nothing is available before its hold ends; everything is once the last hold has.
          expect((now?.pendingCents ?? 0) + (now?.availableCents ?? 0)).toBe(expected.get(id))
          expect(later?.pendingCents ?? 0).toBe(0)
          expect(later?.availableCents ?? 0).toBe(expected.get(id))
          expect(now?.availableCents ?? 0).toBeLessThanOrEqual(0)
        }
      }),
      { numRuns: 12 },
    )
  })

  it('deactivation falls due a full period after the grace, restarting with each sale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.option(fc.integer({ min: 0, max: 400 })),
        (days, saleDay) => {
          const signedUp = START
          const lastSale = saleDay === null ? null : new Date(START.getTime() + saleDay * DAY)
          const due = deactivationDueAt(signedUp, lastSale, days).getTime()
          expect(due).toBe(Math.max(START.getTime() + days * DAY, lastSale?.getTime() ?? 0) + days * DAY)
          expect(due).toBeGreaterThanOrEqual(START.getTime() + 2 * days * DAY)
        },
      ),
    )
  })
})

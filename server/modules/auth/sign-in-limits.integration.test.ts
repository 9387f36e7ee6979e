import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, cookieHeader, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { SIGN_IN_REFUSED_MESSAGE } from './sign-in-limits.ts'

// Finding 4 of issue 9 and docs/decisions/017-sign-in-limits-and-passwords.md: failures count per
// account and address and per address; an account attacked from many addresses is slowed, never
// closed to its owner. Every attempt checks a password (scrypt), so these tests allow for time.
const SLOW = { timeout: 180_000 }

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Form = 'customer' | 'admin'

/** A sign-in attempt on the customer or the admin form, from the client address `from`. */
function signInFrom(from: string, email: string, password: string, form: Form = 'customer', app = t) {
  return app.app.inject({
    method: 'POST',
    url: form === 'admin' ? '/api/admin/login' : '/api/auth/sign-in',
    headers: { origin: TEST_ORIGIN },
    payload: form === 'admin' ? { username: email, password } : { email, password },
    remoteAddress: from,
  })
}

// An address no other test (nor an earlier run sharing a Redis) has used.
const freshAddress = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}::1`

async function statusesOf(attempts: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = []
  for (let i = 0; i < attempts; i++) statuses.push((await attempt(i)).statusCode)
  return statuses
}

async function accountFor(form: Form) {
  if (form === 'admin') return t.createAdmin()
  const { user, password } = await t.signUp()
  return { email: user.email, password }
}

describe.each<Form>(['customer', 'admin'])('%s sign-in limits', (form) => {
  it('wrong passwords from one address do not stop the owner signing in from another', SLOW, async () => {
    const { email, password } = await accountFor(form)
    const attacker = freshAddress()
    const statuses = await statusesOf(12, (i) => signInFrom(attacker, email, `guess-${i}-password`, form))
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    const owner = await signInFrom(freshAddress(), email, password, form)
    expect(owner.statusCode).toBe(200)
    expect(cookieHeader(owner.headers['set-cookie'])).toMatch(/rr\.session_token=/)
  })

  it(
    'refuses the address that failed 10 times on the account, even with the right password',
    SLOW,
    async () => {
      const { email, password } = await accountFor(form)
      const attacker = freshAddress()
      await statusesOf(10, (i) => signInFrom(attacker, email, `guess-${i}-password`, form))
      const refused = await signInFrom(attacker, email, password, form)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error).toEqual({ code: 'rate_limited', message: SIGN_IN_REFUSED_MESSAGE })
      // The rest of the 15-minute window.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800)
      expect(refused.headers['set-cookie']).toBeUndefined()
    },
  )

  it('an account guessed at from many addresses is slowed, and its owner still signs in', SLOW, async () => {
    const { email, password } = await accountFor(form)
    const attackers = Array.from({ length: 12 }, freshAddress)
    const attack = await Promise.all(
      attackers.flatMap((from) => [1, 2].map((n) => signInFrom(from, email, `spray-${n}-password`, form))),
    )
    expect(attack.map((res) => res.statusCode)).toEqual(Array(24).fill(401))
    const started = Date.now()
    const owner = await signInFrom(freshAddress(), email, password, form)
    expect(owner.statusCode).toBe(200)
    // Slowed: 24 recent failures on the account make each attempt wait the 3-second cap first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900)
  })
})

describe('customer sign-in limits', () => {
  it("the owner's right password clears their address's failures on the account", SLOW, async () => {
    const { user, password } = await t.signUp()
    const home = freshAddress()
    expect(await statusesOf(9, (i) => signInFrom(home, user.email, `typo-${i}-password`))).toEqual(
      Array(9).fill(401),
    )
    expect((await signInFrom(home, user.email, password)).statusCode).toBe(200)
    expect(await statusesOf(11, (i) => signInFrom(home, user.email, `typo-again-${i}`))).toEqual([
      ...Array(10).fill(401),
      429,
    ])
  })

  it('counts only failures: right passwords from one address are never refused', SLOW, async () => {
    const { user, password } = await t.signUp()
    const office = freshAddress()
    expect(await statusesOf(12, () => signInFrom(office, user.email, password))).toEqual(Array(12).fill(200))
  })

  it('refuses an address that fails across many accounts, and only that address', SLOW, async () => {
    const scanner = freshAddress()
    const run = randomBytes(4).toString('hex')
    const statuses = await statusesOf(31, (i) =>
      signInFrom(scanner, `target-${i}-${run}@example.com`, 'harbor violet tractor'),
    )
    expect(statuses).toEqual([...Array(30).fill(401), 429])
    const { user, password } = await t.signUp()
    expect((await signInFrom(scanner, user.email, password)).statusCode).toBe(429)
    expect((await signInFrom(freshAddress(), user.email, password)).statusCode).toBe(200)
  })
})

// Several server processes share the counters through Redis when TEST_REDIS_URL names one (CI
// exports redis://127.0.0.1:6379); without it this block is not defined, not skipped.
const redisUrl = process.env.TEST_REDIS_URL
if (redisUrl) {
  describe('sign-in limits shared through Redis', () => {
    it("two server processes add up one address's failures on an account", SLOW, async () => {
      const first = await buildTestApp({ REDIS_URL: redisUrl })
      const second = await buildTestApp({ REDIS_URL: redisUrl })
      try {
        await new Promise((resolve) => setTimeout(resolve, 300))
        const { user, password } = await first.signUp()
        const from = freshAddress()
        for (let i = 0; i < 5; i++) {
          expect((await signInFrom(from, user.email, `bad-${i}`, 'customer', first)).statusCode).toBe(401)
          expect((await signInFrom(from, user.email, `bad-${i}`, 'customer', second)).statusCode).toBe(401)
        }
        expect((await signInFrom(from, user.email, password, 'customer', first)).statusCode).toBe(429)
        expect((await signInFrom(freshAddress(), user.email, password, 'customer', first)).statusCode).toBe(
          200,
        )
      } finally {
        await Promise.all([first.close(), second.close()])
      }
    })
  })
}

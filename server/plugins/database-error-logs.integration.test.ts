import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identityVerifications, users } from '#server/db/schema/index.ts'
import { upsertProfile } from '#server/modules/identity/identity.repository.ts'
import { DatabaseError } from '#server/db/client.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { serializeError } from './logging.ts'

// Finding 6 of issue 9 and docs/decisions/016-one-path-one-text-rule.md: a failed query's values
// (names, phones, addresses, SSN digits and ciphertext, e-mails, tokens) never reach the log.

const PII = {
  firstName: 'Quintessa',
  lastName: 'Marchbanks',
  fullName: 'Quintessa Marchbanks',
  email: 'quintessa.marchbanks@example.com',
  phone: '(555) 867-5309',
  address: '4127 Larkspur Hollow Road',
  ssnLast4: '6789',
  ssnCiphertext: 'v1.Zm9vYmFyY2lwaGVydGV4dA.c2VjcmV0LXNzbi1jaXBoZXJ0ZXh0',
  resetToken: 'reset-token-7f3a9c2e51b84d06',
  message: 'Please call me about my 2009 conviction in Travis County',
}

function leaks(text: string): string[] {
  return Object.entries(PII)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name)
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('the query was expected to fail')
}

describe('database errors carry no values', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const paths: Array<[string, string, (t: TestApp) => Promise<unknown>]> = [
    [
      'a unique-constraint violation',
      '23505',
      async (t) => {
        const row = {
          id: 'user-a',
          name: PII.fullName,
          email: PII.email,
          firstName: PII.firstName,
          lastName: PII.lastName,
        }
        await t.db.db.insert(users).values(row)
        return t.db.db.insert(users).values({ ...row, id: 'user-b' })
      },
    ],
    [
      'a foreign-key violation',
      '23503',
      (t) =>
        upsertProfile(t.db.db, {
          userId: `${PII.email}-nobody`,
          fullName: PII.fullName,
          ssnCiphertext: PII.ssnCiphertext,
          ssnLast4: PII.ssnLast4,
          phone: PII.phone,
          address: PII.address,
        }),
    ],
    [
      'a not-null violation (its detail quotes the whole row, as a check violation does)',
      '23502',
      (t) =>
        upsertProfile(t.db.db, {
          userId: 'user-a',
          fullName: PII.fullName,
          ssnCiphertext: PII.ssnCiphertext,
          ssnLast4: PII.ssnLast4,
          phone: PII.phone,
          address: null as unknown as string,
        }),
    ],
    [
      'a value of the wrong type (the server quotes it in the message)',
      '22P02',
      (t) => t.db.db.select().from(identityVerifications).where(eq(identityVerifications.id, PII.resetToken)),
    ],
    [
      'a raw statement with its parameters',
      '23505',
      (t) =>
        t.db.db.execute(
          sql`insert into users (id, name, email, first_name, last_name) values ('user-c', ${PII.message}, ${PII.email}, ${PII.phone}, ${PII.address})`,
        ),
    ],
  ]

  for (const [name, code, run] of paths) {
    it(`keeps the values of ${name} out of the error and the log, and keeps its code`, async () => {
      const error = await failure(() => run(t))
      t.app.log.error({ err: error }, 'request failed')
      expect(leaks(t.logs()), 'the log').toEqual([])
      expect(leaks(JSON.stringify(serializeError(error))), 'its serialized form').toEqual([])
      const own = error as Error & Record<string, unknown>
      expect(leaks(`${own.message}\n${own.stack}\n${JSON.stringify(own)}`), 'the error itself').toEqual([])
      expect(error).toBeInstanceOf(DatabaseError)
      expect((error as DatabaseError).code).toBe(code)
    })
  }
})

describe('a request whose database is gone', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.app.close()
  })

  it('answers the generic 500 envelope and logs none of the values it was writing', async () => {
    await t.db.close()
    const requests = [
      {
        url: '/api/contact',
        payload: { name: PII.fullName, email: PII.email, subject: PII.address, message: PII.message },
      },
      { url: '/api/chat/lead', payload: { name: PII.fullName, email: PII.email, phone: PII.phone } },
      {
        url: '/api/auth/reset-password',
        payload: { token: PII.resetToken, password: 'a-brand-new-password' },
      },
    ]
    for (const request of requests) {
      const res = await t.app.inject({ method: 'POST', headers: { origin: TEST_ORIGIN }, ...request })
      expect(res.statusCode, `${request.url}: ${res.body}`).toBe(500)
      expect(res.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
      })
    }
    const logs = t.logs()
    expect(logs).toContain('request failed')
    expect(leaks(logs)).toEqual([])
  })
})

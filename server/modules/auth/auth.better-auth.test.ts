import { scrypt, type BinaryLike, type ScryptOptions } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { hashPassword } from 'better-auth/crypto'
import { drizzle } from 'drizzle-orm/node-postgres'
import { describe, expect, it } from 'vitest'
import { loadConfig, type Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import * as schema from '#server/db/schema/index.ts'
import { COMPANY_ENV } from '#server/test/company-env.ts'
import { createBetterAuth } from './auth.better-auth.ts'

const common = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rr-auth-')), SESSION_SECRET: 's'.repeat(40) }
const environments: Record<'production' | 'development' | 'test', Config> = {
  production: loadConfig({
    ...common,
    NODE_ENV: 'production',
    ...COMPANY_ENV,
    PUBLIC_URL: 'https://x.example',
    SSN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    FILE_ENCRYPTION_KEY: Buffer.alloc(32, 8).toString('base64'),
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_payments',
    STRIPE_IDENTITY_WEBHOOK_SECRET: 'whsec_identity',
  }),
  development: loadConfig({ ...common, NODE_ENV: 'development' }),
  test: loadConfig({ ...common, NODE_ENV: 'test' }),
}

const PASSWORD = 'correct horse battery staple'

/** The hash and check better-auth uses for every password, as configured for `config`. */
async function passwordsOf(config: Config) {
  const auth = createBetterAuth({
    // Hashing reads no table: a database that was never connected is enough.
    db: drizzle.mock({ schema, casing: 'snake_case' }) as unknown as Db,
    config,
    mailer: { kind: 'outbox', send: async () => {}, close: async () => {} },
  })
  return (await auth.$context).password
}

function scryptKey(password: string, salt: BinaryLike, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 64, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

describe('password hashing', () => {
  for (const env of ['production', 'development'] as const) {
    it(`is better-auth's scrypt at its full cost in ${env} (N=16384, r=16, p=1, 64-byte key)`, async () => {
      const passwords = await passwordsOf(environments[env])
      const hash = await passwords.hash(PASSWORD)
      expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
      const [salt, key] = hash.split(':') as [string, string]
      const derived = await scryptKey(PASSWORD, salt, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 })
      expect(derived.toString('hex')).toBe(key)
      expect(await passwords.verify({ hash, password: PASSWORD })).toBe(true)
      expect(await passwords.verify({ hash, password: `${PASSWORD}!` })).toBe(false)
    })
  }

  it('is a cheap salted hash under NODE_ENV=test that still checks a real scrypt hash', async () => {
    const passwords = await passwordsOf(environments.test)
    const hash = await passwords.hash(PASSWORD)
    expect(hash).toMatch(/^test-sha256:[0-9a-f]{32}:[0-9a-f]{64}$/)
    expect(await passwords.hash(PASSWORD)).not.toBe(hash)
    expect(await passwords.verify({ hash, password: PASSWORD })).toBe(true)
    expect(await passwords.verify({ hash, password: `${PASSWORD}!` })).toBe(false)
    const real = await hashPassword(PASSWORD)
    expect(await passwords.verify({ hash: real, password: PASSWORD })).toBe(true)
    expect(await passwords.verify({ hash: real, password: `${PASSWORD}!` })).toBe(false)
  })
})

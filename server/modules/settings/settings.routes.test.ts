import { afterEach, describe, expect, it } from 'vitest'
import { COMPANY_ENV } from '#server/test/company-env.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  // The test app's PUBLIC_URL is http://localhost (docs/decisions/059).
  ALLOW_INSECURE_PUBLIC_URL: 'true',
  ...COMPANY_ENV,
  SSN_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
  FILE_ENCRYPTION_KEY: Buffer.alloc(32, 6).toString('base64'),
}
const LIVE_STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_settings_test',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_settings_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_settings_test',
  STRIPE_IDENTITY_WEBHOOK_SECRET: 'whsec_settings_identity',
}

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

async function isTestMode(env: Record<string, string>): Promise<boolean> {
  t = await buildTestApp(env)
  const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' })
  expect(res.statusCode).toBe(200)
  return res.json().isTestMode as boolean
}

describe('GET /api/settings/public: test mode', () => {
  it('is on for a staging deployment on the sandbox providers', async () => {
    expect(await isTestMode({ ...PRODUCTION, STAGING: 'true' })).toBe(true)
  })

  it('is off in production with live Stripe keys', async () => {
    expect(await isTestMode({ ...PRODUCTION, ...LIVE_STRIPE })).toBe(false)
  })

  it('is on outside production while the sandbox takes the payments', async () => {
    expect(await isTestMode({})).toBe(true)
  })
})

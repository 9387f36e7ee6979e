import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { COMPANY_ENV } from '#server/test/company-env.ts'

// A production configuration as an operator would write it, with live-looking Stripe keys.
const PRODUCTION = {
  NODE_ENV: 'production',
  // The test app's PUBLIC_URL is http://localhost (docs/decisions/059).
  ALLOW_INSECURE_PUBLIC_URL: 'true',
  ...COMPANY_ENV,
  SSN_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  FILE_ENCRYPTION_KEY: Buffer.alloc(32, 10).toString('base64'),
  STRIPE_SECRET_KEY: 'sk_live_openapi_test',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_openapi_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_openapi_test',
  STRIPE_IDENTITY_WEBHOOK_SECRET: 'whsec_openapi_identity',
}

const DOC_URLS = ['/api/openapi.json', '/api/docs/', '/api/docs/json', '/api/docs/yaml']

describe('API documentation in production', () => {
  let t: TestApp
  let customer: string
  let admin: string

  beforeAll(async () => {
    t = await buildTestApp(PRODUCTION)
    customer = (await t.signUp()).cookie
    admin = (await t.createAdmin()).cookie
  })
  afterAll(() => t.close())

  it.each(DOC_URLS)('GET %s answers 401 to a signed-out visitor', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe('You are not signed in.')
    expect(res.body).not.toContain('/api/auth/sign-up')
  })

  it.each(DOC_URLS)('GET %s answers 403 to a signed-in customer', async (url) => {
    const res = await t.injectAs(customer, { method: 'GET', url })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('The API documentation is for admins only.')
  })

  it('serves the document and the docs page to an admin', async () => {
    const doc = await t.injectAs(admin, { method: 'GET', url: '/api/openapi.json' })
    expect(doc.statusCode).toBe(200)
    expect(doc.json().paths).toHaveProperty(['/api/auth/sign-up'])
    const page = await t.injectAs(admin, { method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('swagger-ui')
  })
})

describe('API documentation outside production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('stays open to a signed-out visitor in development and tests', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200)
  })
})

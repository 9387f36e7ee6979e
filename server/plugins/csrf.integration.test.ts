import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

// The CSRF origin check compares Origin (or Referer) with PUBLIC_URL's origin only, never with the
// Host or X-Forwarded-Host the request itself names (finding E of issue 29); the other loopback
// names of a loopback PUBLIC_URL stay ours (docs/decisions/056-company-details-and-uploads.md,
// 059-several-processes-and-production-checks.md). PUBLIC_URL is http://localhost:5000 here.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' })
})
afterAll(() => t.close())

async function signOutWith(headers: Record<string, string>) {
  const { cookie } = await t.signUp()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { cookie, ...headers },
  })
  const stillSignedIn =
    (await t.injectAs(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode === 200
  return { res, stillSignedIn }
}

describe('the CSRF origin check', () => {
  it('refuses a foreign Origin that X-Forwarded-Host and X-Forwarded-Proto name, behind a trusted proxy', async () => {
    const { res, stillSignedIn } = await signOutWith({
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('invalid_origin')
    expect(stillSignedIn).toBe(true)
  })

  it('refuses a foreign Origin that the Host header names', async () => {
    const { res, stillSignedIn } = await signOutWith({ origin: 'http://evil.example', host: 'evil.example' })
    expect(res.statusCode).toBe(403)
    expect(stillSignedIn).toBe(true)
  })

  it('refuses a foreign Referer that the forwarded host names, when no Origin is sent', async () => {
    const { res } = await signOutWith({
      referer: 'https://evil.example/page',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(res.statusCode).toBe(403)
  })

  it("accepts a page opened at PUBLIC_URL's port under another loopback name, and refuses another port", async () => {
    expect((await signOutWith({ origin: 'http://127.0.0.1:5000' })).res.statusCode).toBe(204)
    expect((await signOutWith({ origin: 'http://[::1]:5000' })).res.statusCode).toBe(204)
    expect((await signOutWith({ origin: 'http://127.0.0.1:5001' })).res.statusCode).toBe(403)
    expect((await signOutWith({ origin: 'https://localhost:5000' })).res.statusCode).toBe(403)
  })
})

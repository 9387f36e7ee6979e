import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('platform endpoints', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('GET /api/settings/public shows the seeded company, the deadline and test mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      company: {
        name: 'RightsRestore',
        address: 'West Virginia, United States',
        supportEmail: 'support@rightsrestore.com',
        supportPhone: null,
        hours: 'Mon-Fri 8am-8pm, Sat 9am-5pm Eastern Time; Sun closed',
      },
      deadline: { deadlineAt: '2025-12-31T23:59:59Z', isPostLawActive: false, postLawIncreaseCents: 40000 },
      isTestMode: true,
    })
  })

  it('sends secure headers with a strict content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('lets news load YouTube thumbnails and the no-cookie player, and no other outside media', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    )
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://i.ytimg.com'])
    expect(directives.get('frame-src')).toEqual(['https://www.youtube-nocookie.com'])
    expect(directives.get('default-src')).toEqual(["'self'"])
  })

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } })
  })

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.code).toBe('payload_too_large')
  })

  it('answers 415 for a content type the API does not take', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/xml' },
      payload: '<x/>',
    })
    expect(res.statusCode).toBe(415)
  })

  it('GET /robots.txt and /sitemap.xml are real documents', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.headers['content-type']).toMatch(/^text\/plain/)
    expect(robots.body).toContain('Disallow: /api/')
    expect(robots.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`)
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/)
    expect(sitemap.body).toContain(`<loc>${TEST_ORIGIN}/</loc>`)
    expect(sitemap.body).not.toContain('/dashboard')
  })

  it('GET /api/openapi.json documents every contract endpoint, and /api/docs renders it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    for (const path of ['/api/auth/user', '/api/auth/sign-up', '/api/admin/login', '/api/health']) {
      expect(doc.paths).toHaveProperty([path])
    }
    expect(doc.paths['/api/auth/sign-up'].post.requestBody).toBeDefined()
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(docs.statusCode).toBe(200)
    expect(docs.body).toContain('swagger-ui')
  })
})

describe('guards', () => {
  it('answer 401 before looking at the body of a signed-out request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { origin: TEST_ORIGIN },
      payload: { nonsense: true },
    })
    expect(res.statusCode).toBe(401)
  })
})

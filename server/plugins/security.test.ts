import { describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { secureHeaders } from './security.ts'

const BASE = { NODE_ENV: 'test', SESSION_SECRET: 'a-session-secret-that-is-long-enough-for-tests' }
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
}

// The values @fastify/helmet sent with the same options (captured before it was replaced).
const HTTP_POLICY =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob: https://i.ytimg.com;" +
  "font-src 'self';connect-src 'self';frame-src https://www.youtube-nocookie.com;object-src 'none';" +
  "base-uri 'self';form-action 'self';frame-ancestors 'none'"

describe('secureHeaders', () => {
  it("sends helmet's headers with the strict policy, without HSTS on plain http", () => {
    expect(secureHeaders(loadConfig({ ...BASE, PUBLIC_URL: 'http://localhost:3000' }))).toEqual({
      'Content-Security-Policy': HTTP_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Origin-Agent-Cluster': '?1',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-DNS-Prefetch-Control': 'off',
      'X-Download-Options': 'noopen',
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Permitted-Cross-Domain-Policies': 'none',
      'X-XSS-Protection': '0',
    })
  })

  it('adds HSTS and upgrade-insecure-requests behind https', () => {
    const headers = secureHeaders(loadConfig({ ...BASE, PUBLIC_URL: 'https://example.org' }))
    expect(headers['Content-Security-Policy']).toBe(`${HTTP_POLICY};upgrade-insecure-requests`)
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
  })

  it("allows Stripe's script, API and frames only when Stripe is configured", () => {
    const policy = secureHeaders(loadConfig({ ...BASE, ...STRIPE, PUBLIC_URL: 'http://localhost:3000' }))[
      'Content-Security-Policy'
    ]
    expect(policy).toContain("script-src 'self' https://js.stripe.com;")
    expect(policy).toContain("connect-src 'self' https://api.stripe.com;")
    expect(policy).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com;',
    )
  })

  it('lets the browser PUT uploads to the S3 endpoint only when files live there', () => {
    const s3 = {
      S3_ENDPOINT: 'https://files.example.org:9000/',
      S3_BUCKET: 'rr-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    const policy = secureHeaders(loadConfig({ ...BASE, ...s3, PUBLIC_URL: 'http://localhost:3000' }))[
      'Content-Security-Policy'
    ]
    expect(policy).toContain("connect-src 'self' https://files.example.org:9000;")
  })
})

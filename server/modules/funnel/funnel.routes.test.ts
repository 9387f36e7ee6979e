import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { funnelEvents } from '#server/db/schema/index.ts'
import { todayIn } from '#server/lib/clock.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { visitorHash } from '#server/modules/affiliates/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_FORM_LIMIT_PER_MINUTE: '100000' })
})
afterAll(() => t.close())

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)'

const ELIGIBILITY_INPUT = {
  convictionType: 'STATE',
  stateCode: 'WV',
  convictionDate: '2010-06-15',
  charges: ['Possession of a controlled substance'],
  supervisionCompleted: true,
  supervisionEndDate: '2012-06-15',
  offense: { felony: true, violent: false, weapon: false, domesticRelationship: false },
}

function wizardStarted(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/funnel/wizard-started',
    headers: { origin: TEST_ORIGIN, ...headers },
  })
}

function visitorCookieOf(setCookie: string | string[] | undefined): string | undefined {
  return ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('rr_vid='))
}

async function storedSteps() {
  await t.app.services.funnel.flush()
  return t.db.db.select().from(funnelEvents)
}

describe('POST /api/funnel/wizard-started', () => {
  it('counts a visitor once a business day, sets the visitor cookie on a first visit only, and leaves bots out', async () => {
    const first = await wizardStarted({ 'user-agent': BROWSER })
    expect(first.statusCode).toBe(204)
    const cookie = visitorCookieOf(first.headers['set-cookie'])
    expect(cookie).toMatch(/^rr_vid=[A-Za-z0-9_-]{16,64}; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/)
    const visitorId = cookie!.split(';')[0]!.slice('rr_vid='.length)

    const again = await wizardStarted({ 'user-agent': BROWSER, cookie: `rr_vid=${visitorId}` })
    expect(again.statusCode).toBe(204)
    expect(visitorCookieOf(again.headers['set-cookie'])).toBeUndefined()

    const bot = await wizardStarted({ 'user-agent': BOT })
    expect(bot.statusCode).toBe(204)
    expect(visitorCookieOf(bot.headers['set-cookie'])).toBeUndefined()

    const steps = await storedSteps()
    expect(steps.map(({ step, visitorHash: hash, day }) => ({ step, hash, day }))).toEqual([
      {
        step: 'WIZARD_STARTED',
        hash: visitorHash(visitorId),
        day: todayIn((await t.app.services.settings.getSettings()).payoutTimeZone),
      },
    ])
    // The id itself is never stored, only its hash.
    expect(JSON.stringify(steps)).not.toContain(visitorId)
  })

  it('refuses a request from another site (CSRF)', async () => {
    const res = await wizardStarted({ 'user-agent': BROWSER, origin: 'https://evil.example' })
    expect(res.statusCode).toBe(403)
  })
})

describe('POST /api/eligibility and the funnel', () => {
  it('counts the verdict for the visitor of the cookie, and gives a new visitor the cookie', async () => {
    const known = await wizardStarted({ 'user-agent': BROWSER })
    const visitor = visitorCookieOf(known.headers['set-cookie'])!.split(';')[0]!
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/eligibility',
      headers: { origin: TEST_ORIGIN, 'user-agent': BROWSER, cookie: visitor },
      payload: ELIGIBILITY_INPUT,
    })
    expect(answered.statusCode).toBe(200)
    expect(visitorCookieOf(answered.headers['set-cookie'])).toBeUndefined()

    const newcomer = await t.app.inject({
      method: 'POST',
      url: '/api/eligibility',
      headers: { origin: TEST_ORIGIN, 'user-agent': BROWSER },
      payload: ELIGIBILITY_INPUT,
    })
    expect(newcomer.statusCode).toBe(200)
    const newcomerId = visitorCookieOf(newcomer.headers['set-cookie'])!.split(';')[0]!.slice('rr_vid='.length)

    // A refused question is no verdict.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/eligibility',
      headers: { origin: TEST_ORIGIN, 'user-agent': BROWSER, cookie: visitor },
      payload: { ...ELIGIBILITY_INPUT, stateCode: 'XX' },
    })
    expect(refused.statusCode).toBe(400)

    const verdicts = (await storedSteps()).filter((row) => row.step === 'VERDICT')
    expect(verdicts.map((row) => row.visitorHash).sort()).toEqual(
      [visitorHash(visitor.slice('rr_vid='.length)), visitorHash(newcomerId)].sort(),
    )
    const today = todayIn((await t.app.services.settings.getSettings()).payoutTimeZone)
    expect(await t.app.services.funnel.countVisitors(today, today)).toEqual({ WIZARD_STARTED: 2, VERDICT: 2 })
  })
})

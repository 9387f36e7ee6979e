import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignRecipients, campaigns, outboxMessages, subscribers } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import {
  CAMPAIGN_REQUIRED_MESSAGE,
  CONFIRM_LINK_INVALID,
  SUBSCRIBER_REQUIRED_MESSAGE,
} from '#shared/contracts/newsletters-texts.ts'

let t: TestApp
let admin: string
let defaultListId: string
let address = 0

beforeAll(async () => {
  t = await buildTestApp({ CAMPAIGN_SEND_PER_MINUTE: '100000', COMPANY_NAME: 'Acme Rights' })
  admin = (await t.createAdmin()).cookie
  defaultListId = (await t.app.services.newsletters.ensureDefaultList()).id
})
afterAll(async () => {
  await t.close()
})

const visitor = () => `203.0.113.${(address += 1) % 250}`
const subscribe = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: visitor(),
    payload: { email },
  })
const mailTo = async (to: string) =>
  t.db.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, to))
    .orderBy(outboxMessages.createdAt)
const tokenIn = (text: string, path: string) =>
  new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1]
const subscriberRow = async (email: string) =>
  (await t.db.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]

describe('the footer form (double opt-in)', () => {
  it('stores the address PENDING, mails a confirmation link, and confirms with a POST', async () => {
    const res = await subscribe('Reader@Example.com')
    expect(res.statusCode).toBe(202)
    const row = await subscriberRow('reader@example.com')
    expect(row).toMatchObject({ status: 'PENDING', source: 'FORM', listId: defaultListId })
    const [mail] = await mailTo('reader@example.com')
    const token = tokenIn(mail!.textBody, '/newsletter/confirm')!
    // Only the token's hash is stored.
    expect(row!.confirmTokenHash).not.toContain(token)
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      headers: { origin: TEST_ORIGIN },
      payload: { token },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ listName: 'Newsletter' })
    expect(await subscriberRow('reader@example.com')).toMatchObject({
      status: 'SUBSCRIBED',
      confirmTokenHash: null,
    })

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      headers: { origin: TEST_ORIGIN },
      payload: { token },
    })
    expect(again.statusCode).toBe(404)
    expect(again.json().error.message).toBe(CONFIRM_LINK_INVALID)
  })

  it('answers a subscribed address exactly as a new one, and mails it nothing', async () => {
    const before = (await mailTo('reader@example.com')).length
    const res = await subscribe('reader@example.com')
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual((await subscribe('someone-new@example.com')).json())
    expect(await mailTo('reader@example.com')).toHaveLength(before)
  })

  it('does not mail a PENDING address again within ten minutes', async () => {
    await subscribe('twice@example.com')
    await subscribe('twice@example.com')
    expect(await mailTo('twice@example.com')).toHaveLength(1)
  })

  it('refuses a malformed address with a 400', async () => {
    const res = await subscribe('not-an-address')
    expect(res.statusCode).toBe(400)
  })
})

describe('admin: lists, subscribers and campaigns', () => {
  it('adds a subscriber with trimmed tags, and refuses a missing list or e-mail in the spec words', async () => {
    const missing = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/mailchimp/subscribers',
      payload: { email: '', firstName: '', lastName: '', tags: [], listId: '' },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.message).toBe(SUBSCRIBER_REQUIRED_MESSAGE)

    const res = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/mailchimp/subscribers',
      payload: {
        email: 'pat@example.com',
        firstName: 'Pat',
        lastName: 'Lee',
        tags: [' vip ', 'wv', ''],
        listId: defaultListId,
      },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().subscriber).toMatchObject({
      email: 'pat@example.com',
      tags: ['vip', 'wv'],
      status: 'SUBSCRIBED',
    })

    const stats = (await t.injectAs(admin, { method: 'GET', url: '/api/mailchimp/stats' })).json()
    expect(stats.configured).toBe(false)
    expect(stats.totalLists).toBe(1)
    const list = stats.lists.find((l: { id: string }) => l.id === defaultListId)
    expect(list).toMatchObject({ name: 'Newsletter', subscribers: 2, stats: { member_count: 2 } })
    expect(stats.totalSubscribers).toBe(2)
  })

  it('does not let an admin re-add an address that unsubscribed', async () => {
    const row = (await subscriberRow('pat@example.com'))!
    await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${row.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    const res = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/mailchimp/subscribers',
      payload: { email: 'pat@example.com', firstName: '', lastName: '', tags: [], listId: defaultListId },
    })
    expect(res.statusCode).toBe(409)
  })

  it('refuses a campaign without subject, content or list in the spec words', async () => {
    for (const body of [
      { subject: '', content: '<p>Hi</p>', listId: defaultListId },
      { subject: 'Hi', content: '', listId: defaultListId },
      { subject: 'Hi', content: '<p>Hi</p>', listId: '' },
      { subject: 'Hi', content: '<script>alert(1)</script>', listId: defaultListId },
    ]) {
      const res = await t.injectAs(admin, { method: 'POST', url: '/api/mailchimp/campaigns', payload: body })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.message).toBe(CAMPAIGN_REQUIRED_MESSAGE)
    }
    expect(await t.db.db.select().from(campaigns)).toHaveLength(0)
  })

  it('queues a sanitized campaign, sends it with one-click unsubscribe headers, and unsubscribes in one click', async () => {
    const res = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/mailchimp/campaigns',
      payload: {
        subject: 'Spring update',
        content:
          '<h1 onclick="x()">News</h1><script>alert(1)</script><p>Read <a href="https://example.com/a">this</a> ' +
          '<a href="javascript:alert(1)">and not this</a></p><style>p{}</style>',
        listId: defaultListId,
      },
    })
    expect(res.statusCode).toBe(201)
    const campaign = res.json().campaign
    expect(campaign).toMatchObject({
      fromName: 'Acme Rights',
      fromEmail: 'no-reply@rightsrestore.com',
      totalRecipients: 1,
      status: 'QUEUED',
    })
    const [stored] = await t.db.db.select().from(campaigns).where(eq(campaigns.id, campaign.id))
    expect(stored!.html).not.toMatch(/script|onclick|javascript|style/i)
    expect(stored!.html).toContain('href="https://example.com/a"')

    await t.app.services.jobs.runDue(10)
    const [mail] = (await mailTo('reader@example.com')).filter((m) => m.subject === 'Spring update')
    expect(mail!.fromAddress).toBe('"Acme Rights" <no-reply@rightsrestore.com>')
    expect(mail!.textBody).toContain('this (https://example.com/a)')
    expect(mail!.messageId).toMatch(new RegExp(`^campaign\\.${campaign.id}\\.`))
    const headers = mail!.headers!
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = /<(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43})>/.exec(
      headers['List-Unsubscribe']!,
    )![1]!
    expect(headers['List-Unsubscribe']).toContain('<mailto:')
    expect(tokenIn(mail!.textBody, '/newsletter/unsubscribe')).toBeDefined()

    const list = (await t.injectAs(admin, { method: 'GET', url: '/api/mailchimp/campaigns' })).json()
    expect(list.campaigns[0]).toMatchObject({ status: 'SENT', percent: 100, counts: { SENT: 1 } })
    const recipients = (
      await t.injectAs(admin, { method: 'GET', url: `/api/mailchimp/campaigns/${campaign.id}/recipients` })
    ).json()
    expect(recipients.recipients).toEqual([
      expect.objectContaining({ email: 'reader@example.com', status: 'SENT' }),
    ])

    // A mail provider's server: form-encoded, no Origin, no cookie.
    const path = new URL(oneClick).pathname
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.statusCode).toBe(200)
    expect(await subscriberRow('reader@example.com')).toMatchObject({ status: 'UNSUBSCRIBED' })
    // Again: harmless.
    const twice = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(twice.statusCode).toBe(200)
  })

  it('skips an address that unsubscribed after the campaign was queued', async () => {
    await t.injectAs(admin, {
      method: 'POST',
      url: '/api/mailchimp/subscribers',
      payload: { email: 'late@example.com', firstName: '', lastName: '', tags: [], listId: defaultListId },
    })
    const res = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/mailchimp/campaigns',
      payload: { subject: 'Second', content: '<p>Hello</p>', listId: defaultListId },
    })
    const id = res.json().campaign.id
    const row = (await subscriberRow('late@example.com'))!
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { origin: TEST_ORIGIN },
      payload: { token: row.unsubscribeToken },
    })
    await t.app.services.jobs.runDue(10)
    const [recipient] = await t.db.db
      .select()
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.email, 'late@example.com')))
    expect(recipient!.status).toBe('SKIPPED')
    expect((await mailTo('late@example.com')).filter((m) => m.subject === 'Second')).toHaveLength(0)
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Mailer } from '#server/adapters/mail/index.ts'
import { createOutboxMailer } from '#server/adapters/mail/outbox-mailer.ts'
import { createMailchimpProvider } from '#server/adapters/newsletter/mailchimp.ts'
import {
  campaignRecipients,
  campaigns,
  mailingLists,
  outboxMessages,
  subscribers,
} from '#server/db/schema/index.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { INTERRUPTED_NOT_RESENT } from '#shared/contracts/newsletters-texts.ts'
import { createNewslettersService, type NewslettersDeps } from './index.ts'

let t: TestApp
let admin: { id: string; role: 'ADMIN' }

beforeAll(async () => {
  t = await buildTestApp({ CAMPAIGN_SEND_PER_MINUTE: '100000' })
  await t.createAdmin()
  const [row] = await t.db.db
    .execute(sql`select id from users where role = 'ADMIN' limit 1`)
    .then((r) => (r as unknown as { rows: { id: string }[] }).rows)
  admin = { id: row!.id, role: 'ADMIN' }
})
afterAll(async () => {
  await t.close()
})

/** A list of `n` subscribed addresses, inserted in one statement. */
async function listWith(name: string, n: number): Promise<string> {
  const [list] = await t.db.db.insert(mailingLists).values({ name }).returning()
  await t.db.db.execute(sql`
    insert into subscribers (list_id, email, status, source, unsubscribe_token)
    select ${list!.id}::uuid, ${name} || '-' || g || '@example.com', 'SUBSCRIBED', 'ADMIN', md5(random()::text) || g
    from generate_series(1, ${n}) g`)
  return list!.id
}

function depsWith(overrides: Partial<NewslettersDeps>): NewslettersDeps {
  return {
    db: t.db.db,
    config: t.config,
    mailer: t.app.services.mailer,
    log: t.app.log,
    audit: t.app.services.audit,
    settings: t.app.services.settings,
    jobs: { enqueue: async () => null, runJobs: async () => 0 },
    provider: null,
    bounceAddress: null,
    ...overrides,
  }
}

const user = () => ({ ...admin, email: 'a@example.com', firstName: 'A', lastName: 'B' }) as never

describe('a crash during a campaign', () => {
  it('resumes without sending anyone the same campaign twice', async () => {
    const listId = await listWith('crash', 30)
    const service = t.app.services.newsletters
    const campaign = await service.createCampaign(user(), {
      subject: 'Crash test',
      content: '<p>Hello</p>',
      listId,
    })

    // The first runner's process "dies" while its 11th message is leaving: the message is stored
    // (it left), but the send never returns, so the recipient stays SENDING.
    const store = createOutboxMailer('x@example.com', (mail) => t.app.services.outbox.store(mail))
    let sends = 0
    let left!: () => void
    const leftTheBuilding = new Promise<void>((resolve) => (left = resolve))
    const dying: Mailer = {
      kind: 'outbox',
      async send(mail) {
        sends += 1
        await store.send(mail)
        if (sends === 11) {
          left()
          await new Promise(() => {})
        }
      },
      async close() {},
    }
    void createNewslettersService(depsWith({ mailer: dying })).runCampaign(campaign.id, {
      id: crypto.randomUUID(),
    })
    await leftTheBuilding

    // Another process takes the job over.
    await createNewslettersService(depsWith({})).runCampaign(campaign.id, { id: crypto.randomUUID() })

    const perAddress = (await t.db.db.execute(sql`
      select to_address, count(*)::int as n from ${outboxMessages}
      where subject = 'Crash test' group by to_address`)) as unknown as { rows: { n: number }[] }
    expect(perAddress.rows).toHaveLength(30)
    expect(perAddress.rows.every((r) => r.n === 1)).toBe(true)

    const rows = await t.db.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id))
    expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(29)
    expect(rows.filter((r) => r.status === 'FAILED')).toEqual([
      expect.objectContaining({ error: INTERRUPTED_NOT_RESENT }),
    ])
    const [done] = await t.db.db.select().from(campaigns).where(eq(campaigns.id, campaign.id))
    expect(done).toMatchObject({ status: 'SENT', sentCount: 29, failedCount: 1 })
  })
})

describe('bounces from the inbound mail server', () => {
  it('marks the recipient and the subscriber BOUNCED on a 5.x.x report naming the Message-ID', async () => {
    const listId = await listWith('bounce', 2)
    const campaign = await t.app.services.newsletters.createCampaign(user(), {
      subject: 'Bounce test',
      content: '<p>Hello</p>',
      listId,
    })
    await t.app.services.jobs.runDue(10)
    const [recipient] = await t.db.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id))
      .orderBy(campaignRecipients.email)
    const raw = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
      `To: ${t.config.company.supportEmail}`,
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <dsn-1@mx.example.net>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status;',
      '\tboundary="B"',
      '',
      '--B',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '',
      '--B',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.net',
      '',
      `Final-Recipient: rfc822; ${recipient!.email}`,
      'Action: failed',
      'Status: 5.1.1',
      '',
      '--B',
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: <${recipient!.messageId}>`,
      'Subject: Bounce test',
      '',
      '--B--',
      '',
    ].join('\r\n')
    await t.app.services.inboundMail.receive({
      raw: Buffer.from(raw),
      mailFrom: null,
      recipients: [`support@${t.config.mailDomain}`],
      auth: { spf: 'none', dkim: 'none', dmarc: 'none' },
    })
    const [after] = await t.db.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.messageId, recipient!.messageId!))
    expect(after).toMatchObject({ status: 'BOUNCED', error: 'bounced (5.1.1)' })
    const [subscriber] = await t.db.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.id, recipient!.subscriberId))
    expect(subscriber).toMatchObject({ status: 'BOUNCED', bounceCount: 1 })
  })
})

describe('the Mailchimp adapter', () => {
  let server: Server
  let base = ''
  const calls: Array<{ method: string; path: string; body: unknown; auth: string | undefined }> = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => {
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : null
        calls.push({ method: req.method!, path: req.url!, body, auth: req.headers.authorization })
        res.setHeader('content-type', 'application/json')
        if (req.method === 'GET' && req.url!.startsWith('/lists')) {
          return res.end(
            JSON.stringify({ lists: [{ id: 'aud1', name: 'Newsletter', stats: { member_count: 42 } }] }),
          )
        }
        if (req.method === 'POST' && req.url === '/lists') return res.end(JSON.stringify({ id: 'aud-new' }))
        if (req.method === 'POST' && req.url!.startsWith('/lists/')) {
          return res.end(JSON.stringify({ new_members: [], updated_members: [], errors: [] }))
        }
        if (req.method === 'POST' && req.url === '/campaigns') return res.end(JSON.stringify({ id: 'cmp1' }))
        if (req.method === 'PUT') return res.end(JSON.stringify({ html: 'ok' }))
        res.statusCode = 404
        res.end(JSON.stringify({ title: 'Resource Not Found', detail: 'No such thing' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('links lists to audiences, sends every member with its status, and records campaigns', async () => {
    await t.app.services.newsletters.ensureDefaultList()
    const service = createNewslettersService(
      depsWith({ provider: createMailchimpProvider({ apiKey: 'key-us1', apiUrl: base }) }),
    )
    const result = await service.syncMailchimp()
    expect(result.lists).toBeGreaterThanOrEqual(3)
    expect(
      calls.every((c) => c.auth === `Basic ${Buffer.from('rightsrestore:key-us1').toString('base64')}`),
    ).toBe(true)
    const [newsletter] = await t.db.db.select().from(mailingLists).where(eq(mailingLists.name, 'Newsletter'))
    expect(newsletter!.externalId).toBe('aud1')
    const memberCall = calls.find((c) => c.path === `/lists/aud-new` && c.method === 'POST')
    expect(memberCall?.body).toMatchObject({ update_existing: true })
    const statuses = (memberCall!.body as { members: { status: string }[] }).members.map((m) => m.status)
    expect(statuses).toContain('subscribed')
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/campaigns/cmp1/content')).toBe(true)
    const synced = await t.db.db.select().from(campaigns)
    expect(synced.every((c) => c.externalId === 'cmp1')).toBe(true)

    const stats = await service.getStats()
    expect(stats.configured).toBe(true)
    expect(stats.lists.find((l) => l.name === 'Newsletter')?.stats.member_count).toBe(42)
  })

  it('shows our own counts with the reason when Mailchimp cannot be reached', async () => {
    const service = createNewslettersService(
      depsWith({ provider: createMailchimpProvider({ apiKey: 'key-us1', apiUrl: 'http://127.0.0.1:1' }) }),
    )
    const stats = await service.getStats()
    expect(stats.mailchimpError).toBe('Mailchimp could not be reached.')
    expect(stats.lists.length).toBeGreaterThan(0)
  })
})

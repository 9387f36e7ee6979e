import type { AddressInfo } from 'node:net'
import { and, eq, sql } from 'drizzle-orm'
import { simpleParser, type ParsedMail } from 'mailparser'
import nodemailer from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, conversationMessages, outboxMessages } from '#server/db/schema/index.ts'
import { federalWizardInput, insertTestOrder } from '#server/db/seed/factories.ts'
import {
  createInboundMailServer,
  offlineResolver,
  type InboundMailServer,
} from '#server/modules/inbound-mail/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
let admin: { cookie: string; email: string }
beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.createAdmin()
})
afterAll(() => t.close())

let counter = 0
async function conversation(overrides: { customerEmail?: string } = {}) {
  counter += 1
  return t.app.services.inbox.openConversation({
    source: 'CONTACT',
    subject: `Question ${counter}`,
    customerName: 'Pat Visitor',
    customerEmail: overrides.customerEmail ?? `pat${counter}@example.com`,
    firstMessage: `First message ${counter}`,
  })
}

const sendEmail = (cookie: string, payload: object) =>
  t.injectAs(cookie, { method: 'POST', url: '/api/inbox/send-email', payload })

describe('GET /api/admin/conversations', () => {
  it('lists conversations with their status, latest message first', async () => {
    const older = await conversation()
    const newer = await conversation()
    const res = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/conversations' })
    expect(res.statusCode).toBe(200)
    const ids = res.json().conversations.map((c: { id: string }) => c.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(res.json().conversations.find((c: { id: string }) => c.id === newer.id)).toEqual({
      id: newer.id,
      source: 'CONTACT',
      subject: newer.subject,
      status: 'OPEN',
      customerName: 'Pat Visitor',
      customerEmail: newer.customerEmail,
      customerPhone: null,
      topic: null,
      userId: null,
      caseId: null,
      isSenderVerified: null,
      lastMessageAt: expect.any(String),
      createdAt: expect.any(String),
      unreadCount: 1,
      lastMessagePreview: expect.stringMatching(/^First message \d+$/),
      lastMessageDirection: 'IN',
      isAwaitingReply: true,
      assignedTo: null,
    })
  })

  it('moves a conversation up when a message arrives, and filters by status', async () => {
    const first = await conversation()
    await conversation()
    await t.app.services.inbox.addMessage(first.id, 'IN', 'Any news?')
    const list = (await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/conversations' })).json()
    expect(list.conversations[0].id).toBe(first.id)

    await t.injectAs(admin.cookie, { method: 'POST', url: `/api/admin/conversations/${first.id}/close` })
    const open = (
      await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/conversations?status=OPEN&limit=200' })
    ).json()
    expect(open.conversations.map((c: { id: string }) => c.id)).not.toContain(first.id)
    const closed = (
      await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/conversations?status=CLOSED' })
    ).json()
    expect(closed.conversations.map((c: { id: string }) => c.id)).toContain(first.id)
  })
})

describe('GET /api/admin/conversations/:id/messages', () => {
  it('gives the conversation and its messages oldest first', async () => {
    const c = await conversation()
    await t.app.services.inbox.addMessage(c.id, 'OUT', 'We will look into it.')
    const res = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: `/api/admin/conversations/${c.id}/messages`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().conversation.id).toBe(c.id)
    expect(res.json().messages).toEqual([
      {
        id: expect.any(String),
        direction: 'IN',
        timestamp: expect.any(String),
        body: expect.stringMatching(/^First message \d+$/),
        authorUserId: null,
        emailMessageId: null,
        mailChecks: null,
      },
      {
        id: expect.any(String),
        direction: 'OUT',
        timestamp: expect.any(String),
        body: 'We will look into it.',
        authorUserId: null,
        emailMessageId: null,
        mailChecks: null,
      },
    ])
  })

  it('answers 404 for an unknown conversation and 400 for a malformed id', async () => {
    const unknown = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: '/api/admin/conversations/00000000-0000-4000-8000-000000000000/messages',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('Conversation not found')
    const bad = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: '/api/admin/conversations/nope/messages',
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('POST /api/inbox/send-email', () => {
  it('e-mails the reply and stores it as an OUT message by the admin', async () => {
    const c = await conversation()
    const before = (await t.app.services.inbox.getConversation(c.id)).conversation.lastMessageAt
    const res = await sendEmail(admin.cookie, {
      to: c.customerEmail,
      subject: 'Re: your question',
      body: 'Here is our answer.',
      conversationId: c.id,
    })
    expect(res.statusCode).toBe(201)
    const adminUser = (await t.injectAs(admin.cookie, { method: 'GET', url: '/api/auth/user' })).json()
    expect(res.json().message).toMatchObject({
      direction: 'OUT',
      body: 'Here is our answer.',
      authorUserId: adminUser.id,
    })

    const mails = await t.db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, c.customerEmail!))
    expect(mails).toMatchObject([{ subject: 'Re: your question', textBody: 'Here is our answer.' }])
    const after = await t.app.services.inbox.getConversation(c.id)
    expect(after.messages.map((m) => m.direction)).toEqual(['IN', 'OUT'])
    expect(after.conversation.lastMessageAt > before).toBe(true)
  })

  it('answers 400 per field and 404 for an unknown conversation', async () => {
    const res = await sendEmail(admin.cookie, { to: '', subject: ' ', body: '', conversationId: 'x' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      to: 'A customer email is required',
      subject: 'Subject is required',
      body: 'Message is required',
      conversationId: 'Conversation not found',
    })
    const unknown = await sendEmail(admin.cookie, {
      to: 'a@example.com',
      subject: 'Hi',
      body: 'Hello',
      conversationId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('stores nothing and answers 503 when the mail cannot be sent, without logging the address', async () => {
    const failing = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' })
    try {
      const { cookie } = await failing.createAdmin()
      const c = await failing.app.services.inbox.openConversation({
        source: 'EMAIL',
        subject: 'Help',
        customerName: 'Secret Name',
        customerEmail: 'secret.person@example.com',
        firstMessage: 'Private words',
      })
      const res = await failing.injectAs(cookie, {
        method: 'POST',
        url: '/api/inbox/send-email',
        payload: {
          to: 'secret.person@example.com',
          subject: 'Re',
          body: 'Reply body text',
          conversationId: c.id,
        },
      })
      expect(res.statusCode).toBe(503)
      expect(res.json().error.message).toBe('The e-mail could not be sent. Please try again.')
      expect(
        await failing.db.db.$count(conversationMessages, eq(conversationMessages.conversationId, c.id)),
      ).toBe(1)
      const logs = failing.logs()
      expect(logs).toContain('inbox reply could not be sent')
      for (const secret of ['secret.person@example.com', 'Reply body text', 'Secret Name']) {
        expect(logs).not.toContain(secret)
      }
    } finally {
      await failing.close()
    }
  })
})

describe('POST /api/admin/conversations/:id/close', () => {
  it('closes a conversation, and the same person then opens a new one', async () => {
    const c = await conversation({ customerEmail: 'returning@example.com' })
    const res = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/conversations/${c.id}/close`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().conversation).toMatchObject({ id: c.id, status: 'CLOSED' })
    expect(
      await t.app.services.inbox.findOpenConversationByEmail('Returning@Example.com', 'CONTACT'),
    ).toBeNull()
    const again = await t.app.services.inbox.receiveMessage({
      source: 'CONTACT',
      subject: 'Back again',
      customerName: 'R',
      customerEmail: 'returning@example.com',
      firstMessage: 'Hello again',
    })
    expect(again.isNew).toBe(true)
    expect(again.conversation.id).not.toBe(c.id)
  })

  it('answers 404 for an unknown conversation', async () => {
    const res = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: '/api/admin/conversations/00000000-0000-4000-8000-000000000000/close',
    })
    expect(res.statusCode).toBe(404)
  })
})

const unknownId = '00000000-0000-4000-8000-000000000000'
const adminEndpoints = [
  { method: 'GET', url: '/api/admin/conversations' },
  { method: 'GET', url: `/api/admin/conversations/${unknownId}/messages` },
  {
    method: 'POST',
    url: '/api/inbox/send-email',
    payload: { to: 'a@example.com', subject: 'S', body: 'B', conversationId: unknownId },
  },
  { method: 'POST', url: `/api/admin/conversations/${unknownId}/close` },
  { method: 'POST', url: `/api/admin/conversations/${unknownId}/reopen` },
  { method: 'POST', url: `/api/admin/conversations/${unknownId}/read` },
  { method: 'POST', url: `/api/admin/conversations/${unknownId}/assign`, payload: { userId: null } },
  { method: 'GET', url: `/api/admin/conversations/${unknownId}/contact` },
  { method: 'GET', url: '/api/admin/conversations/summary' },
  { method: 'GET', url: '/api/admin/conversations/assignees' },
] as const

describe('inbox endpoints', () => {
  it.each(adminEndpoints)('$method $url answers 401 when signed out', async (endpoint) => {
    const res = await t.app.inject({ ...endpoint, headers: { origin: TEST_ORIGIN } })
    expect(res.statusCode).toBe(401)
  })

  it.each(adminEndpoints)('$method $url answers 403 to a customer', async (endpoint) => {
    const { cookie } = await t.signUp()
    const res = await t.injectAs(cookie, endpoint)
    expect(res.statusCode).toBe(403)
  })
})

const list = async (query: string, cookie = admin.cookie) => {
  const res = await t.injectAs(cookie, { method: 'GET', url: `/api/admin/conversations?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    conversations: Array<Record<string, unknown> & { id: string }>
    nextCursor: string | null
  }
}
const ids = (page: { conversations: Array<{ id: string }> }) => page.conversations.map((c) => c.id)
const post = (url: string, payload?: object, cookie = admin.cookie) =>
  t.injectAs(cookie, { method: 'POST', url, ...(payload ? { payload } : {}) })

describe('GET /api/admin/conversations search and filters', () => {
  it('finds words in the subject, the name, the e-mail and any message, without case', async () => {
    const token = `zq${Date.now().toString(36)}`
    const bySubject = await t.app.services.inbox.openConversation({
      source: 'CONTACT',
      subject: `About ${token.toUpperCase()} pricing`,
      customerName: 'Subject Person',
      customerEmail: `subject.${token}x@example.com`,
      firstMessage: 'Hello',
    })
    const byName = await t.app.services.inbox.openConversation({
      source: 'EMAIL',
      subject: 'Hello',
      customerName: `Jo ${token}name`,
      customerEmail: 'jo.name@example.com',
      firstMessage: 'Hi',
    })
    const byText = await conversation()
    await t.app.services.inbox.addMessage(byText.id, 'IN', `Later words mention ${token}TEXT here`)
    const other = await conversation()

    const found = ids(await list(`q=${encodeURIComponent(token.toUpperCase())}`))
    expect(found).toEqual(expect.arrayContaining([bySubject.id, byName.id, byText.id]))
    expect(found).not.toContain(other.id)
    expect(ids(await list(`q=${token}x%40example`))).toEqual([bySubject.id])
  })

  it('matches % and _ literally (no LIKE wildcards from the search box)', async () => {
    const token = `lk${Date.now().toString(36)}`
    const literal = await t.app.services.inbox.openConversation({
      source: 'CONTACT',
      subject: `${token} 100%_sure`,
      customerName: 'Percent',
      customerEmail: 'percent@example.com',
      firstMessage: 'x',
    })
    const lookalike = await t.app.services.inbox.openConversation({
      source: 'CONTACT',
      subject: `${token} 1000 sureish`,
      customerName: 'Lookalike',
      customerEmail: 'lookalike@example.com',
      firstMessage: 'x',
    })
    expect(ids(await list(`q=${encodeURIComponent(`${token} 100%_s`)}`))).toEqual([literal.id])
    expect(ids(await list(`q=${encodeURIComponent(`${token} 100_`)}`))).toEqual([])
    expect(ids(await list(`q=${token}`))).toEqual(expect.arrayContaining([literal.id, lookalike.id]))
    const quote = await list(`q=${encodeURIComponent("' or 1=1 --\\")}`)
    expect(quote.conversations).toEqual([])
  })

  it('filters by source and shows the topic of a chat lead', async () => {
    const lead = await t.app.services.inbox.openConversation({
      source: 'CHAT',
      subject: 'Chat lead',
      customerName: 'Lee Lead',
      customerEmail: `lead${Date.now()}@example.com`,
      topic: 'FEDERAL',
      firstMessage: 'I want my rights back',
    })
    const chats = await list('source=CHAT&limit=200')
    expect(chats.conversations.every((c) => c.source === 'CHAT')).toBe(true)
    expect(chats.conversations.find((c) => c.id === lead.id)).toMatchObject({ topic: 'FEDERAL' })
    expect(ids(await list('source=EMAIL&limit=200'))).not.toContain(lead.id)
    const bad = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/conversations?source=FAX' })
    expect(bad.statusCode).toBe(400)
  })

  it('pages with nextCursor, each conversation once, and refuses a forged cursor', async () => {
    const token = `pg${Date.now().toString(36)}`
    const made: string[] = []
    for (let i = 0; i < 5; i += 1) {
      const c = await t.app.services.inbox.openConversation({
        source: 'CONTACT',
        subject: `${token} ${i}`,
        customerName: 'Pager',
        customerEmail: 'pager@example.com',
        firstMessage: 'x',
      })
      made.push(c.id)
    }
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(
        `q=${token}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      seen.push(...ids(page))
      cursor = page.nextCursor
      pages += 1
    } while (cursor && pages < 10)
    expect(pages).toBe(3)
    expect(seen).toEqual([...made].reverse())
    const forged = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: `/api/admin/conversations?cursor=${Buffer.from('nope').toString('base64url')}`,
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.message).toBe('Invalid cursor')
  })
})

describe('unread counts', () => {
  it('counts IN messages since the last read, to 0 after POST read, and again for newer ones', async () => {
    const c = await conversation()
    await t.app.services.inbox.addMessage(c.id, 'IN', 'Second question')
    const before = (
      await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/conversations/summary' })
    ).json()
    const row = () => list('limit=200').then((page) => page.conversations.find((x) => x.id === c.id))
    expect(await row()).toMatchObject({
      unreadCount: 2,
      isAwaitingReply: true,
      lastMessagePreview: 'Second question',
    })

    // Reading the messages alone marks nothing.
    await t.injectAs(admin.cookie, { method: 'GET', url: `/api/admin/conversations/${c.id}/messages` })
    expect(await row()).toMatchObject({ unreadCount: 2 })

    const read = await post(`/api/admin/conversations/${c.id}/read`)
    expect(read.statusCode).toBe(200)
    expect(read.json().conversation).toMatchObject({ id: c.id, unreadCount: 0 })
    expect(await row()).toMatchObject({ unreadCount: 0, isAwaitingReply: true })
    const after = (
      await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/conversations/summary' })
    ).json()
    expect(after.unreadCount).toBe(before.unreadCount - 2)
    expect(after.unreadConversationCount).toBe(before.unreadConversationCount - 1)
    expect(after.openCount).toBe(before.openCount)

    await t.app.services.inbox.addMessage(c.id, 'IN', 'Third')
    expect(await row()).toMatchObject({ unreadCount: 1 })
    await t.app.services.inbox.addMessage(c.id, 'OUT', 'Answer')
    expect(await row()).toMatchObject({ unreadCount: 1, isAwaitingReply: false, lastMessageDirection: 'OUT' })
    expect((await post(`/api/admin/conversations/${unknownId}/read`)).statusCode).toBe(404)
  })
})

describe('POST /api/admin/conversations/:id/assign', () => {
  it('assigns to an admin (audited), filters by assignee, and unassigns', async () => {
    const c = await conversation()
    const me = (await t.injectAs(admin.cookie, { method: 'GET', url: '/api/auth/user' })).json()
    const res = await post(`/api/admin/conversations/${c.id}/assign`, { userId: me.id })
    expect(res.statusCode).toBe(200)
    expect(res.json().conversation.assignedTo).toEqual({ id: me.id, name: expect.any(String) })
    expect(ids(await list('assigned=me&limit=200'))).toContain(c.id)
    expect(ids(await list('assigned=none&limit=200'))).not.toContain(c.id)
    const assignees = (
      await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/conversations/assignees' })
    ).json().assignees
    expect(assignees).toContainEqual({ id: me.id, name: expect.any(String) })

    const [entry] = await t.db.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'CONVERSATION_ASSIGNED'),
          sql`${auditEntries.detail}->>'conversationId' = ${c.id}`,
        ),
      )
    expect(entry).toMatchObject({
      actor: 'ADMIN',
      actorUserId: me.id,
      caseId: null,
      detail: { to: me.id, from: null },
    })

    const cleared = await post(`/api/admin/conversations/${c.id}/assign`, { userId: null })
    expect(cleared.json().conversation.assignedTo).toBeNull()
    expect(ids(await list('assigned=none&limit=200'))).toContain(c.id)
  })

  it('refuses a customer or an unknown account in clear words', async () => {
    const c = await conversation()
    const { user } = await t.signUp()
    for (const userId of [user.id, 'no-such-user']) {
      const res = await post(`/api/admin/conversations/${c.id}/assign`, { userId })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatchObject({
        message: 'A conversation can only be assigned to an admin',
        fields: { userId: 'Choose an admin: this account is not one' },
      })
    }
    expect((await post(`/api/admin/conversations/${unknownId}/assign`, { userId: null })).statusCode).toBe(
      404,
    )
  })
})

describe('POST /api/admin/conversations/:id/reopen', () => {
  it('opens a closed conversation again, each change audited', async () => {
    const c = await conversation()
    await post(`/api/admin/conversations/${c.id}/close`)
    const res = await post(`/api/admin/conversations/${c.id}/reopen`)
    expect(res.statusCode).toBe(200)
    expect(res.json().conversation).toMatchObject({ id: c.id, status: 'OPEN' })
    expect(ids(await list('status=OPEN&limit=200'))).toContain(c.id)
    const actions = await t.db.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(sql`${auditEntries.detail}->>'conversationId' = ${c.id}`)
    expect(actions.map((a) => a.action).sort()).toEqual(['CONVERSATION_CLOSED', 'CONVERSATION_REOPENED'])
    expect((await post(`/api/admin/conversations/${unknownId}/reopen`)).statusCode).toBe(404)
  })
})

describe('GET /api/admin/conversations/:id/contact', () => {
  it("gives the account with the conversation's e-mail, its cases and orders", async () => {
    const customer = await t.signUp()
    const created = await t.injectAs(customer.cookie, {
      method: 'POST',
      url: '/api/cases',
      payload: federalWizardInput(),
    })
    const caseId = created.json().id as string
    const order = await insertTestOrder(t.db.db, { userId: customer.user.id, caseId, amountCents: 299_900 })
    const c = await conversation({ customerEmail: customer.user.email.toUpperCase() })
    const res = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: `/api/admin/conversations/${c.id}/contact`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      customer: {
        id: customer.user.id,
        name: 'Casey Customer',
        email: customer.user.email,
        linkedBy: 'EMAIL',
      },
      cases: [
        { id: caseId, status: 'INTAKE', packageCode: expect.any(String), createdAt: expect.any(String) },
      ],
      orders: [
        {
          id: order.id,
          caseId,
          product: 'FEDERAL',
          amountCents: 299_900,
          status: 'PAID',
          createdAt: expect.any(String),
        },
      ],
    })
  })

  it('says no account when nobody has the address', async () => {
    const c = await conversation({ customerEmail: `nobody${Date.now()}@example.com` })
    const res = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: `/api/admin/conversations/${c.id}/contact`,
    })
    expect(res.json()).toEqual({ customer: null, cases: [], orders: [] })
  })
})

// Replies leave over SMTP: a capturing server stands in for the relay, and the customer's answer comes
// back through the product's own inbound mail server (docs/decisions/027-inbound-mail.md).
describe('an e-mail reply and the answer to it', () => {
  const MAIL_DOMAIN = 'inbox.test'
  let m: TestApp
  let relay: SMTPServer
  let inbound: InboundMailServer
  let inboundPort: number
  const relayed: ParsedMail[] = []

  beforeAll(async () => {
    relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            relayed.push(mail)
            done()
          })
          .catch(done)
      },
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    const relayPort = (relay.server.address() as AddressInfo).port
    m = await buildTestApp({
      MAIL_DOMAIN,
      SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
      INBOUND_SMTP_PORT: '0',
      SUPPORT_EMAIL: 'support@company.example',
    })
    inbound = createInboundMailServer({
      host: '127.0.0.1',
      port: 0,
      maxMessageBytes: 1024 * 1024,
      name: MAIL_DOMAIN,
      service: m.app.services.inboundMail,
      rateLimits: m.app.services.rateLimits,
      limits: m.config.inboundMail!.limits,
      log: m.app.log,
      resolver: offlineResolver,
    })
    ;({ port: inboundPort } = await inbound.listen())
  })

  afterAll(async () => {
    await inbound.close()
    await m.close()
    await new Promise<void>((resolve) => relay.close(() => resolve()))
  })

  async function customerSends(
    mail: Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0],
  ) {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: inboundPort,
      secure: false,
      ignoreTLS: true,
    })
    try {
      return await transport.sendMail({ from: 'Dana Customer <dana@customer.example>', ...mail })
    } finally {
      transport.close()
    }
  }

  it('carries Message-ID, In-Reply-To and References, and the answer lands in the same conversation', async () => {
    const staff = await m.createAdmin()
    const first = await customerSends({
      to: `support@${MAIL_DOMAIN}`,
      subject: 'My paperwork',
      text: 'Did you get my paperwork?',
      messageId: '<first-question@customer.example>',
    })
    expect(first.accepted).toHaveLength(1)
    const listed = (
      await m.injectAs(staff.cookie, { method: 'GET', url: '/api/admin/conversations?q=paperwork' })
    ).json()
    expect(listed.conversations).toHaveLength(1)
    const conversationId = listed.conversations[0].id as string

    const replied = await m.injectAs(staff.cookie, {
      method: 'POST',
      url: '/api/inbox/send-email',
      payload: {
        to: 'dana@customer.example',
        subject: 'Re: My paperwork',
        body: 'Yes, all here.',
        conversationId,
      },
    })
    expect(replied.statusCode).toBe(201)
    const replyId = replied.json().message.emailMessageId as string
    expect(replyId).toMatch(new RegExp(`^[0-9a-f-]{36}@${MAIL_DOMAIN}$`))
    const sent = relayed.find((mail) => mail.subject === 'Re: My paperwork')
    expect(sent?.messageId).toBe(`<${replyId}>`)
    expect(sent?.inReplyTo).toBe('<first-question@customer.example>')
    expect(sent?.references).toBe('<first-question@customer.example>')
    expect(sent?.replyTo?.text).toBe(`support@${MAIL_DOMAIN}`)
    expect(sent?.text?.trim()).toBe('Yes, all here.')

    // The answer names the reply only by its id, under another subject.
    await customerSends({
      to: `support@${MAIL_DOMAIN}`,
      subject: 'Something else entirely',
      text: 'Great, thanks!',
      messageId: '<second-answer@customer.example>',
      inReplyTo: sent!.messageId,
      references: ['<first-question@customer.example>', sent!.messageId!],
    })
    const thread = (
      await m.injectAs(staff.cookie, {
        method: 'GET',
        url: `/api/admin/conversations/${conversationId}/messages`,
      })
    ).json()
    expect(thread.messages.map((x: { direction: string; body: string }) => [x.direction, x.body])).toEqual([
      ['IN', 'Did you get my paperwork?'],
      ['OUT', 'Yes, all here.'],
      ['IN', 'Great, thanks!'],
    ])
    // Replying marked it read; the answer is the one unread message.
    expect(thread.conversation).toMatchObject({ unreadCount: 1, isAwaitingReply: true })

    // The next reply answers the latest message and carries the whole thread.
    await m.injectAs(staff.cookie, {
      method: 'POST',
      url: '/api/inbox/send-email',
      payload: {
        to: 'dana@customer.example',
        subject: 'Re: My paperwork (2)',
        body: 'Welcome.',
        conversationId,
      },
    })
    const second = relayed.find((mail) => mail.subject === 'Re: My paperwork (2)')
    expect(second?.inReplyTo).toBe('<second-answer@customer.example>')
    expect(second?.references).toEqual([
      '<first-question@customer.example>',
      `<${replyId}>`,
      '<second-answer@customer.example>',
    ])
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conversationMessages, outboxMessages } from '#server/db/schema/index.ts'
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
      lastMessageAt: expect.any(String),
      createdAt: expect.any(String),
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
      },
      {
        id: expect.any(String),
        direction: 'OUT',
        timestamp: expect.any(String),
        body: 'We will look into it.',
        authorUserId: null,
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

import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { metaSignature } from '#server/adapters/channels/meta-signature.ts'
import { conversationMessages, conversations } from '#server/db/schema/index.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { startFakeProvider, type FakeProvider } from './channels.test-support.ts'

const APP_SECRET = 'meta-app-secret-for-tests'
const VERIFY_TOKEN = 'verify-token-for-tests'
const PAGE_TOKEN = 'page-access-token-for-tests'

let graph: FakeProvider
let t: TestApp
let unconfigured: TestApp
let admin: { cookie: string }
let adminOfUnconfigured: { cookie: string }

beforeAll(async () => {
  graph = await startFakeProvider()
  t = await buildTestApp({
    META_APP_SECRET: APP_SECRET,
    META_VERIFY_TOKEN: VERIFY_TOKEN,
    META_PAGE_ACCESS_TOKEN: PAGE_TOKEN,
    META_GRAPH_URL: graph.url,
  })
  unconfigured = await buildTestApp()
  admin = await t.createAdmin()
  adminOfUnconfigured = await unconfigured.createAdmin()
})
afterAll(async () => {
  await t.close()
  await unconfigured.close()
  await graph.close()
})

let counter = 0
const unique = () => `${Date.now()}${(counter += 1)}`

/** A Messenger (page) or Instagram delivery of one text message from `senderId`. */
function delivery(object: 'page' | 'instagram', senderId: string, mid: string, text: string, extra = {}) {
  return JSON.stringify({
    object,
    entry: [
      {
        id: '1000',
        time: Date.now(),
        messaging: [
          {
            sender: { id: senderId },
            recipient: { id: '1000' },
            timestamp: Date.now() - 1000,
            message: { mid, text, ...extra },
          },
        ],
      },
    ],
  })
}

function postWebhook(app: TestApp, payload: string, signature: string | null) {
  return app.app.inject({
    method: 'POST',
    url: '/api/webhooks/meta',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    payload,
  })
}

const signed = (payload: string, app = t) => postWebhook(app, payload, metaSignature(payload, APP_SECRET))

async function threadOf(app: TestApp, source: 'FB' | 'IG', senderId: string) {
  const [conversation] = await app.db.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.source, source), eq(conversations.externalThreadId, senderId)))
  if (!conversation) return { conversation: undefined, messages: [] }
  const messages = await app.db.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversation.id))
    .orderBy(conversationMessages.createdAt)
  return { conversation, messages }
}

async function channelMessageCount(app: TestApp) {
  const [row] = await app.db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .where(like(conversationMessages.externalId, '%:%'))
  return row!.n
}

describe('POST /api/webhooks/meta', () => {
  it('refuses a missing or wrong signature before reading the body, and stores nothing', async () => {
    const before = await channelMessageCount(t)
    const payload = delivery('page', `psid-${unique()}`, `m_${unique()}`, 'Hello')
    for (const signature of [
      null,
      'sha256=',
      metaSignature(payload, 'another-secret'),
      metaSignature(payload.replace('Hello', 'Hullo'), APP_SECRET),
    ]) {
      const res = await postWebhook(t, payload, signature)
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe('The signature is missing or does not match.')
    }
    // A signed body that is not JSON is refused only after the signature held.
    expect((await postWebhook(t, '{not json', null)).statusCode).toBe(401)
    expect(await channelMessageCount(t)).toBe(before)
  })

  it('opens a Facebook conversation with the message when the signature holds, and names the person', async () => {
    const senderId = `psid-${unique()}`
    graph.on(`GET /${senderId}`, { json: { name: 'Pat Visitor', id: senderId } })
    const res = await signed(
      delivery('page', senderId, `m_${unique()}`, 'Can you help me restore my rights?'),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true })
    await t.app.services.channels.settle()

    const { conversation, messages } = await threadOf(t, 'FB', senderId)
    expect(conversation).toMatchObject({
      source: 'FB',
      status: 'OPEN',
      subject: 'Facebook: Can you help me restore my rights?',
      customerName: 'Pat Visitor',
    })
    expect(messages.map((m) => [m.direction, m.body])).toEqual([['IN', 'Can you help me restore my rights?']])
    expect(graph.requestsTo(`GET /${senderId}`)[0]!.headers.authorization).toBe(`Bearer ${PAGE_TOKEN}`)
  })

  it('stores a delivery sent twice once, and continues the conversation with the next message', async () => {
    const senderId = `psid-${unique()}`
    const first = delivery('page', senderId, `m_${unique()}`, 'First question')
    expect((await signed(first)).statusCode).toBe(200)
    expect((await signed(first)).statusCode).toBe(200)
    const opened = await threadOf(t, 'FB', senderId)
    expect(opened.messages).toHaveLength(1)

    expect((await signed(delivery('page', senderId, `m_${unique()}`, 'Second question'))).statusCode).toBe(
      200,
    )
    const continued = await threadOf(t, 'FB', senderId)
    expect(continued.conversation!.id).toBe(opened.conversation!.id)
    expect(continued.messages.map((m) => m.body)).toEqual(['First question', 'Second question'])
    expect(continued.conversation!.lastMessageAt.getTime()).toBeGreaterThanOrEqual(
      opened.conversation!.lastMessageAt.getTime(),
    )
  })

  it('reopens a closed conversation when the person writes again', async () => {
    const senderId = `psid-${unique()}`
    await signed(delivery('page', senderId, `m_${unique()}`, 'Hello'))
    const { conversation } = await threadOf(t, 'FB', senderId)
    const closed = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/conversations/${conversation!.id}/close`,
    })
    expect(closed.json().conversation.status).toBe('CLOSED')

    await signed(delivery('page', senderId, `m_${unique()}`, 'Are you there?'))
    const reopened = await threadOf(t, 'FB', senderId)
    expect(reopened.conversation!.id).toBe(conversation!.id)
    expect(reopened.conversation!.status).toBe('OPEN')
    expect(reopened.messages).toHaveLength(2)
  })

  it('files Instagram messages as IG and leaves out echoes of our own messages', async () => {
    const senderId = `igsid-${unique()}`
    await signed(delivery('instagram', senderId, `m_${unique()}`, 'Hi from Instagram'))
    await signed(delivery('instagram', senderId, `m_${unique()}`, 'Our own reply', { is_echo: true }))
    const { conversation, messages } = await threadOf(t, 'IG', senderId)
    expect(conversation!.source).toBe('IG')
    expect(messages.map((m) => m.body)).toEqual(['Hi from Instagram'])
  })

  it('answers 400, never 500, to a signed body that is not a Meta delivery, and 200 to other objects', async () => {
    for (const payload of ['{not json', '[]', '{"object":"page","entry":"x"}', '"text"']) {
      const res = await signed(payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('bad_request')
    }
    const other = await signed(JSON.stringify({ object: 'user', entry: [{ changes: [] }] }))
    expect(other.statusCode).toBe(200)
  })

  it('is refused with 404 when Meta is not set up', async () => {
    const payload = delivery('page', 'psid-x', 'm_x', 'Hello')
    const res = await postWebhook(unconfigured, payload, metaSignature(payload, APP_SECRET))
    expect(res.statusCode).toBe(404)
    expect(await channelMessageCount(unconfigured)).toBe(0)
  })
})

describe('GET /api/webhooks/meta', () => {
  const verify = (app: TestApp, token: string) =>
    app.app.inject({
      method: 'GET',
      url: `/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
    })

  it('echoes the challenge as plain text when the verify token matches', async () => {
    const res = await verify(t, VERIFY_TOKEN)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toBe('1158201444')
  })

  it('answers 403 to a wrong token, or when Meta is not set up', async () => {
    expect((await verify(t, 'wrong-token')).statusCode).toBe(403)
    expect((await verify(unconfigured, VERIFY_TOKEN)).statusCode).toBe(403)
  })
})

describe('GET /api/admin/channels', () => {
  it('says in plain words what each channel needs when nothing is set', async () => {
    const res = await unconfigured.injectAs(adminOfUnconfigured.cookie, {
      method: 'GET',
      url: '/api/admin/channels',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().channels).toEqual([
      {
        source: 'FB',
        name: 'Facebook',
        isConfigured: false,
        canReply: false,
        needs:
          'Set META_APP_SECRET, META_PAGE_ACCESS_TOKEN and META_VERIFY_TOKEN to receive Facebook and Instagram messages.',
      },
      {
        source: 'IG',
        name: 'Instagram',
        isConfigured: false,
        canReply: false,
        needs:
          'Set META_APP_SECRET, META_PAGE_ACCESS_TOKEN and META_VERIFY_TOKEN to receive Facebook and Instagram messages.',
      },
      {
        source: 'X',
        name: 'X',
        isConfigured: false,
        canReply: false,
        needs:
          'Set X_BEARER_TOKEN and X_USER_ID to receive X mentions. Set X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET to reply on X.',
      },
      {
        source: 'YT',
        name: 'YouTube',
        isConfigured: false,
        canReply: false,
        needs:
          'Set YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID to receive YouTube comments. Set YOUTUBE_CLIENT_ID, YOUTUBE_CLIENT_SECRET and YOUTUBE_REFRESH_TOKEN to reply on YouTube.',
      },
    ])
  })

  it('shows Facebook and Instagram set up once the Meta keys are', async () => {
    const res = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/channels' })
    const bySource = Object.fromEntries(
      res.json().channels.map((c: { source: string }) => [c.source, c]),
    ) as Record<string, { isConfigured: boolean; canReply: boolean; needs: string | null }>
    expect(bySource.FB).toMatchObject({ isConfigured: true, canReply: true, needs: null })
    expect(bySource.IG).toMatchObject({ isConfigured: true, canReply: true, needs: null })
    expect(bySource.X!.isConfigured).toBe(false)
  })
})

describe('POST /api/admin/conversations/:id/channel-reply', () => {
  const reply = (app: TestApp, cookie: string, id: string, body: unknown) =>
    app.injectAs(cookie, {
      method: 'POST',
      url: `/api/admin/conversations/${id}/channel-reply`,
      payload: body as object,
    })

  async function facebookConversation(app = t) {
    const senderId = `psid-${unique()}`
    const result = await app.app.services.channels.receiveMessage({
      source: 'FB',
      threadId: senderId,
      messageId: `m_${unique()}`,
      body: 'Hello there',
      customerName: 'Pat Visitor',
      sentAt: null,
    })
    return { id: result.conversationId!, senderId }
  }

  it("sends the reply through Meta's Send API and stores it as an OUT message", async () => {
    const { id, senderId } = await facebookConversation()
    graph.on('POST /me/messages', { json: { recipient_id: senderId, message_id: `m_sent_${unique()}` } })
    const res = await reply(t, admin.cookie, id, {
      body: '  We can help. What state were you convicted in?  ',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toMatchObject({
      direction: 'OUT',
      body: 'We can help. What state were you convicted in?',
      authorUserId: expect.any(String),
    })

    const sent = graph.requestsTo('POST /me/messages').at(-1)!
    expect(sent.headers.authorization).toBe(`Bearer ${PAGE_TOKEN}`)
    expect(JSON.parse(sent.body)).toEqual({
      recipient: { id: senderId },
      messaging_type: 'RESPONSE',
      message: { text: 'We can help. What state were you convicted in?' },
    })
    const { messages } = await threadOf(t, 'FB', senderId)
    expect(messages.map((m) => [m.direction, m.body])).toEqual([
      ['IN', 'Hello there'],
      ['OUT', 'We can help. What state were you convicted in?'],
    ])
    expect(messages[1]!.externalId).toMatch(/^FB:m_sent_/)
  })

  it('stores nothing and says so when Meta refuses the reply', async () => {
    const { id, senderId } = await facebookConversation()
    graph.on('POST /me/messages', {
      status: 400,
      json: { error: { message: 'This message is sent outside of allowed window.', code: 10 } },
    })
    const res = await reply(t, admin.cookie, id, { body: 'Late answer' })
    expect(res.statusCode).toBe(503)
    expect(res.json().error.message).toBe(
      'Facebook did not take the reply (Meta answered 400: This message is sent outside of allowed window). Nothing was sent; please try again.',
    )
    expect((await threadOf(t, 'FB', senderId)).messages).toHaveLength(1)
  })

  it('answers 409 with what is missing when the channel has no keys', async () => {
    const { id } = await facebookConversation(unconfigured)
    const res = await reply(unconfigured, adminOfUnconfigured.cookie, id, { body: 'Hello' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(
      'Replies on Facebook are not set up. Set META_APP_SECRET, META_PAGE_ACCESS_TOKEN and META_VERIFY_TOKEN to receive Facebook and Instagram messages.',
    )
  })

  it('refuses an empty or over-long reply, a conversation from e-mail, and an unknown conversation', async () => {
    const { id } = await facebookConversation()
    const empty = await reply(t, admin.cookie, id, { body: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields).toEqual({ body: 'Message is required' })
    const long = await reply(t, admin.cookie, id, { body: 'x'.repeat(2001) })
    expect(long.json().error.fields).toEqual({ body: 'At most 2000 characters' })

    const email = await t.app.services.inbox.openConversation({
      source: 'EMAIL',
      subject: 'By mail',
      customerName: 'Pat',
      customerEmail: `pat${unique()}@example.com`,
      firstMessage: 'Hello',
    })
    const byMail = await reply(t, admin.cookie, email.id, { body: 'Hello' })
    expect(byMail.statusCode).toBe(409)
    expect(byMail.json().error.message).toBe(
      'This conversation is not on a social channel; reply to it by e-mail.',
    )
    const missing = await reply(t, admin.cookie, '00000000-0000-4000-8000-000000000000', { body: 'Hello' })
    expect(missing.statusCode).toBe(404)
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conversationMessages, conversations, leads, outboxMessages } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { LEAD_EMAIL_MESSAGE, LEAD_PHONE_MESSAGE } from '#shared/contracts/leads.contract.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_FORM_LIMIT_PER_MINUTE: '5' })
})
afterAll(() => t.close())

let counter = 0
const nextAddress = () => `198.18.0.${++counter}`

const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN },
    payload: payload as object,
    remoteAddress,
  })

async function conversationsOf(email: string) {
  return t.db.db.select().from(conversations).where(eq(conversations.customerEmail, email))
}
async function messagesOf(conversationId: string) {
  const rows = await t.db.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(conversationMessages.createdAt)
  return rows.map((m) => ({ direction: m.direction, body: m.body }))
}

describe('POST /api/chat/lead', () => {
  it('stores the lead and opens a CHAT conversation summarising it', async () => {
    const res = await post('/api/chat/lead', {
      name: ' Jordan Lead ',
      email: 'jordan.lead@example.com',
      phone: '304-555-0101',
      topic: 'FEDERAL',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })

    const [conversation, ...others] = await conversationsOf('jordan.lead@example.com')
    expect(others).toHaveLength(0)
    expect(conversation).toMatchObject({
      source: 'CHAT',
      status: 'OPEN',
      subject: 'Chat lead: Federal restoration',
      customerName: 'Jordan Lead',
      customerPhone: '304-555-0101',
      topic: 'FEDERAL',
    })
    expect(await messagesOf(conversation!.id)).toEqual([
      {
        direction: 'IN',
        body: 'Lead from the chat widget\nName: Jordan Lead\nPhone: 304-555-0101\nE-mail: jordan.lead@example.com\nTopic: Federal restoration',
      },
    ])
    const stored = await t.db.db.select().from(leads).where(eq(leads.conversationId, conversation!.id))
    expect(stored).toMatchObject([
      { name: 'Jordan Lead', email: 'jordan.lead@example.com', phone: '304-555-0101', topic: 'FEDERAL' },
    ])
  })

  it('refuses, in words, an e-mail given as the phone number and a phone number given as the e-mail', async () => {
    const swapped = await post('/api/chat/lead', {
      name: 'Sam',
      email: '304-555-0100',
      phone: 'sam@example.com',
    })
    expect(swapped.statusCode).toBe(400)
    expect(swapped.json().error.fields).toEqual({ email: LEAD_EMAIL_MESSAGE, phone: LEAD_PHONE_MESSAGE })
    expect(await conversationsOf('304-555-0100')).toEqual([])

    const res = await post('/api/chat/lead', {
      name: 'Sam',
      email: 'sam@example.com',
      phone: '+1 (304) 555-0100',
    })
    expect(res.statusCode).toBe(200)
    const [lead] = await t.db.db.select().from(leads).where(eq(leads.email, 'sam@example.com'))
    expect(lead).toMatchObject({ topic: 'GENERAL', phone: '+1 (304) 555-0100' })
  })

  it("keeps the visitor's question under the details, and a later message as it was written", async () => {
    const lead = { name: 'Quinn', email: 'quinn.asks@example.com', phone: '304 555 0104' }
    await post('/api/chat/lead', { ...lead, topic: 'STATE', question: 'Can I get my rights back in Ohio?' })
    await post('/api/chat/lead', { ...lead, question: 'I was convicted in 2009.' })
    const [conversation] = await conversationsOf(lead.email)
    expect(conversation).toMatchObject({ topic: 'STATE' })
    expect(await messagesOf(conversation!.id)).toEqual([
      {
        direction: 'IN',
        body: 'Lead from the chat widget\nName: Quinn\nPhone: 304 555 0104\nE-mail: quinn.asks@example.com\nTopic: State restoration\n\nCan I get my rights back in Ohio?',
      },
      { direction: 'IN', body: 'I was convicted in 2009.' },
    ])
  })

  it('continues a returning visitor’s conversation and keeps one lead with the known topic', async () => {
    const lead = { name: 'Robin', email: 'Robin.Returns@example.com', phone: '304 555 0102' }
    await post('/api/chat/lead', lead)
    await post('/api/chat/lead', { ...lead, topic: 'STATE' })
    await post('/api/chat/lead', { ...lead, phone: '304 555 0199' })

    const rows = await t.db.db.select().from(conversations).where(eq(conversations.customerName, 'Robin'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ topic: 'STATE', customerPhone: '304 555 0199' })
    const messages = await messagesOf(rows[0]!.id)
    expect(messages).toHaveLength(3)
    expect(messages.map((m) => m.body.split('\n').at(-1))).toEqual([
      'Topic: General question',
      'Topic: State restoration',
      'Topic: State restoration',
    ])
    const stored = await t.db.db.select().from(leads).where(eq(leads.conversationId, rows[0]!.id))
    expect(stored).toMatchObject([{ topic: 'STATE', phone: '304 555 0199' }])
  })

  it('takes the chat widget’s second send (the derived topic) into the same conversation and its subject', async () => {
    const lead = { name: 'Dana Widget', email: 'dana.widget@example.com', phone: '304 555 0103' }
    expect((await post('/api/chat/lead', lead)).statusCode).toBe(200)
    const [opened] = await conversationsOf(lead.email)
    expect(opened).toMatchObject({ topic: 'GENERAL', subject: 'Chat lead: General question' })

    expect((await post('/api/chat/lead', { ...lead, topic: 'STATE' })).statusCode).toBe(200)
    const rows = await conversationsOf(lead.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: opened!.id,
      topic: 'STATE',
      subject: 'Chat lead: State restoration',
      status: 'OPEN',
    })
    const stored = await t.db.db.select().from(leads).where(eq(leads.email, lead.email))
    expect(stored).toMatchObject([{ topic: 'STATE', conversationId: opened!.id }])
  })

  it('answers 400 for blank or overlong fields and an unknown topic', async () => {
    const res = await post('/api/chat/lead', {
      name: '  ',
      email: 'x'.repeat(255),
      phone: '1',
      topic: 'OTHER',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toMatchObject({
      name: 'Name is required',
      email: 'At most 254 characters',
      topic: expect.any(String),
    })
    const missing = await post('/api/chat/lead', {})
    expect(missing.json().error.fields).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    })
  })

  it('answers 429 after the public form limit for one address', async () => {
    const address = nextAddress()
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const res = await post(
        '/api/chat/lead',
        { name: 'L', email: `limit${i}@example.com`, phone: '304 555 0105' },
        address,
      )
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('POST /api/contact', () => {
  const message = {
    name: 'Casey Contact',
    email: 'Casey.Contact@example.com',
    subject: 'Timeline question',
    message: 'How long does the federal process take?',
  }

  it('stores a CONTACT conversation and e-mails the visitor a confirmation', async () => {
    const res = await post('/api/contact', message)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })

    const [conversation] = await conversationsOf('casey.contact@example.com')
    expect(conversation).toMatchObject({
      source: 'CONTACT',
      subject: 'Timeline question',
      customerName: 'Casey Contact',
      status: 'OPEN',
    })
    expect(await messagesOf(conversation!.id)).toEqual([
      { direction: 'IN', body: 'How long does the federal process take?' },
    ])

    const mails = await t.db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'casey.contact@example.com'))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('We received your message to RightsRestore')
    expect(mails[0]!.textBody).toContain("We'll get back to you within 24 hours.")
    // Nothing the visitor typed is repeated to the address they gave.
    for (const typed of [message.name, message.subject, message.message]) {
      expect(mails[0]!.textBody).not.toContain(typed)
    }
  })

  it('continues the sender’s open contact conversation, with the new subject', async () => {
    await post('/api/contact', {
      ...message,
      subject: 'One more thing',
      message: 'Do you need my court papers?',
    })
    const rows = await conversationsOf('casey.contact@example.com')
    expect(rows).toHaveLength(1)
    expect((await messagesOf(rows[0]!.id)).at(-1)).toEqual({
      direction: 'IN',
      body: 'Subject: One more thing\n\nDo you need my court papers?',
    })
  })

  it('sends one address at most 3 confirmations an hour but keeps every message', async () => {
    const email = 'often@example.com'
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/contact', { ...message, email, message: `Message ${i}` })).statusCode).toBe(
        200,
      )
    }
    expect(await t.db.db.$count(outboxMessages, eq(outboxMessages.toAddress, email))).toBe(3)
    const [conversation] = await conversationsOf(email)
    expect(await messagesOf(conversation!.id)).toHaveLength(5)
  })

  it('answers 400 with a message per field', async () => {
    const res = await post('/api/contact', { name: '', email: 'not-an-email', subject: ' ', message: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    })
    const long = await post('/api/contact', { ...message, message: 'x'.repeat(5001) })
    expect(long.json().error.fields).toEqual({ message: 'At most 5000 characters' })
    const empty = await post('/api/contact', { ...message, email: '' })
    expect(empty.json().error.fields).toEqual({ email: 'Email is required' })
  })

  it('answers 429 after the public form limit for one address', async () => {
    const address = nextAddress()
    const statuses = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post('/api/contact', { ...message, email: `c${i}@example.com` }, address)).statusCode,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('privacy', () => {
  it('keeps names, e-mail addresses, phone numbers and messages out of the logs', async () => {
    const before = t.logs().length
    await post('/api/chat/lead', {
      name: 'Zelda Private',
      email: 'zelda.private@example.com',
      phone: '304-555-0177',
    })
    await post('/api/contact', {
      name: 'Yuri Private',
      email: 'yuri.private@example.com',
      subject: 'Confidential subject',
      message: 'My confidential conviction details',
    })
    const written = t.logs().slice(before)
    expect(written).toContain('/api/contact')
    for (const secret of [
      'Zelda Private',
      'zelda.private@example.com',
      '304-555-0177',
      'Yuri Private',
      'yuri.private@example.com',
      'Confidential subject',
      'confidential conviction',
    ]) {
      expect(written).not.toContain(secret)
    }
  })
})

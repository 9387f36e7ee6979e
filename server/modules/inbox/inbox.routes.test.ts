import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, conversations, outboxMessages } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
let owner: Awaited<ReturnType<TestApp['signUp']>>
let caseId: string
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: 'team@support.example' })
  owner = await t.signUp({ firstName: 'Casey', lastName: 'Owner' })
  const res = await t.injectAs(owner.cookie, {
    method: 'POST',
    url: '/api/cases',
    payload: federalWizardInput(),
  })
  caseId = res.json().id
})
afterAll(() => t.close())

const contact = (cookie: string, payload: object) =>
  t.injectAs(cookie, { method: 'POST', url: '/api/support', payload })

describe('POST /api/support', () => {
  it('opens a conversation tied to the case, records it on the case and tells the support team', async () => {
    const res = await contact(owner.cookie, { message: 'Where do I get\na certified copy?', caseId })
    expect(res.statusCode).toBe(200)
    const { conversationId } = res.json()

    const { conversation, messages } = await t.app.services.inbox.getConversation(conversationId)
    expect(conversation).toMatchObject({
      source: 'CONTACT',
      status: 'OPEN',
      subject: `Support request: case #${caseId.slice(0, 8).toUpperCase()}`,
      customerName: 'Casey Owner',
      customerEmail: owner.user.email,
      userId: owner.user.id,
      caseId,
    })
    expect(messages.map((m) => [m.direction, m.body])).toEqual([['IN', 'Where do I get\na certified copy?']])

    const entries = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'SUPPORT_CONTACTED')))
    expect(entries).toMatchObject([{ actor: 'USER', actorUserId: owner.user.id, detail: { conversationId } }])

    const notices = await t.db.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'team@support.example'))
    expect(notices).toHaveLength(1)
    expect(notices[0]!.textBody).toContain('Where do I get\na certified copy?')
  })

  it('continues the open conversation about the same case, and opens another without a case', async () => {
    const first = (await contact(owner.cookie, { message: 'First', caseId })).json().conversationId
    const again = (await contact(owner.cookie, { message: 'Second', caseId })).json().conversationId
    expect(again).toBe(first)
    const { messages } = await t.app.services.inbox.getConversation(first)
    expect(messages.map((m) => m.body).slice(-2)).toEqual(['First', 'Second'])

    const general = await contact(owner.cookie, { message: 'A general question' })
    expect(general.statusCode).toBe(200)
    expect(general.json().conversationId).not.toBe(first)
    const { conversation } = await t.app.services.inbox.getConversation(general.json().conversationId)
    expect(conversation).toMatchObject({ caseId: null, subject: 'Support request' })

    await t.app.services.inbox.closeConversation(first)
    const reopened = (await contact(owner.cookie, { message: 'Third', caseId })).json().conversationId
    expect(reopened).not.toBe(first)
  })

  it("answers 404 for another customer's case and stores nothing", async () => {
    const stranger = await t.signUp()
    const res = await contact(stranger.cookie, { message: 'Hello', caseId })
    expect(res.statusCode).toBe(404)
    expect(await t.db.db.$count(conversations, eq(conversations.userId, stranger.user.id))).toBe(0)
  })

  it('answers 400 per field for an empty or over-long message and a malformed case id', async () => {
    const empty = await contact(owner.cookie, { message: '   ', caseId: 'nope' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields).toEqual({ message: 'Message is required', caseId: 'Case not found' })
    const long = await contact(owner.cookie, { message: 'x'.repeat(5001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.fields).toEqual({ message: 'At most 5000 characters' })
  })

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { origin: TEST_ORIGIN },
      payload: { message: 'Hello' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('limits how often one customer writes', async () => {
    const busy = await t.signUp()
    const codes: number[] = []
    for (let i = 0; i < 11; i += 1)
      codes.push((await contact(busy.cookie, { message: `Message ${i}` })).statusCode)
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true)
    expect(codes[10]).toBe(429)
  })
})

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEXT_MESSAGES } from '#shared/domain/text-fields.ts'
import { stateWizardInput } from '#server/db/seed/factories.ts'
import { queryRows, rowCounts } from '#server/test/row-counts.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

// Finding 5 of issue 9 and docs/decisions/016-one-path-one-text-rule.md: a control character or a
// lone surrogate in any field answers 400 naming the field, never 500, and nothing is stored.

const BAD = {
  NUL: '\u0000',
  'U+0001': '\u0001',
  DEL: '\u007f',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udc00',
} as const

let t: TestApp
let customer: string
let admin: string
let conversationId: string

beforeAll(async () => {
  t = await buildTestApp()
  customer = (await t.signUp()).cookie
  admin = (await t.createAdmin()).cookie
  conversationId = (
    await t.app.services.inbox.openConversation({
      source: 'CONTACT',
      subject: 'A question',
      customerName: 'Pat Visitor',
      customerEmail: 'pat.visitor@example.com',
      firstMessage: 'Hello',
    })
  ).id
})
afterAll(() => t.close())

type Target = {
  route: string
  method: 'POST' | 'GET'
  cookie: () => string | null
  url: string
  body?: Record<string, unknown>
  /** The field poisoned, as the error envelope names it. */
  field: string
}

/** Writes `value` into `body` at the dotted `path`. */
function withField(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(body)
  const keys = path.split('.')
  let node: Record<string, unknown> = copy
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
  node[keys.at(-1)!] = value
  return copy
}

// Each route of the finding, with a body that is valid apart from the poisoned field.
const targets: Target[] = [
  {
    route: 'cases (a single-line field)',
    method: 'POST',
    cookie: () => customer,
    url: '/api/cases',
    body: stateWizardInput() as unknown as Record<string, unknown>,
    field: 'personalInfo.firstName',
  },
  {
    route: 'cases (a multi-line field)',
    method: 'POST',
    cookie: () => customer,
    url: '/api/cases',
    body: stateWizardInput() as unknown as Record<string, unknown>,
    field: 'convictionInfo.charges',
  },
  {
    route: 'agreements',
    method: 'POST',
    cookie: () => customer,
    url: '/api/agreements',
    body: { product: 'FEDERAL', fullName: 'Jordan Rivers', agreed: true },
    field: 'fullName',
  },
  {
    route: 'verify',
    method: 'POST',
    cookie: () => customer,
    url: '/api/verify',
    body: {
      name: 'Jordan Rivers',
      ssn: '123-45-6789',
      phone: '(555) 123-4567',
      address: '12 Main Street, Springfield',
    },
    field: 'address',
  },
  {
    route: 'contact',
    method: 'POST',
    cookie: () => null,
    url: '/api/contact',
    body: { name: 'Pat', email: 'pat@example.com', subject: 'Hello', message: 'A question' },
    field: 'message',
  },
  {
    route: 'lead chat',
    method: 'POST',
    cookie: () => null,
    url: '/api/chat/lead',
    body: { name: 'Pat', email: 'pat@example.com', phone: '555 123 4567' },
    field: 'name',
  },
  {
    route: 'reset-password',
    method: 'POST',
    cookie: () => null,
    url: '/api/auth/reset-password',
    body: { token: 'some-reset-token', password: 'a-brand-new-password' },
    field: 'password',
  },
  {
    route: 'admin news',
    method: 'POST',
    cookie: () => admin,
    url: '/api/admin/news',
    body: {
      source: 'ARTICLE',
      title: 'A story',
      outlet: 'Example Outlet',
      url: 'https://outlet.example.com/story',
      publishedAt: '2026-02-03',
    },
    field: 'title',
  },
  {
    route: 'inbox send',
    method: 'POST',
    cookie: () => admin,
    url: '/api/inbox/send-email',
    body: {
      to: 'pat.visitor@example.com',
      subject: 'Re: A question',
      body: 'Our answer',
      conversationId: '',
    },
    field: 'body',
  },
]

function send(target: Target, body: Record<string, unknown> | undefined, url = target.url) {
  const cookie = target.cookie()
  const options = { method: target.method, url, ...(body ? { payload: body } : {}) }
  return cookie ? t.injectAs(cookie, options) : t.injectAs('', options)
}

describe('the text rule on every route of finding 5', () => {
  it('answers 400 naming the field for NUL, U+0001, DEL and lone surrogates, and stores nothing', async () => {
    const inbox = targets.find((target) => target.route === 'inbox send')!
    inbox.body!.conversationId = conversationId
    const before = await rowCounts(t.db.db)
    for (const target of targets) {
      for (const [name, bad] of Object.entries(BAD)) {
        const original = target.field
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], target.body)
        const res = await send(target, withField(target.body!, target.field, `Jo${bad}${String(original)}`))
        const label = `${target.route}, ${name}`
        expect(res.statusCode, `${label}: ${res.body}`).toBe(400)
        const error = res.json().error
        expect(error.code, label).toBe('validation_failed')
        expect(Object.keys(error.fields ?? {}), label).toEqual([target.field])
        expect(error.fields[target.field], label).toBe(
          name.includes('surrogate') ? TEXT_MESSAGES.brokenCharacter : TEXT_MESSAGES.control,
        )
      }
    }
    expect(await rowCounts(t.db.db)).toEqual(before)
  })

  it('holds path parameters and query strings to the same rule', async () => {
    const param = await t.injectAs(customer, { method: 'GET', url: '/api/case/ab%00cd' })
    expect(param.statusCode).toBe(400)
    expect(param.json().error.fields).toEqual({ id: TEXT_MESSAGES.control })

    const query = await t.injectAs(customer, {
      method: 'GET',
      url: '/api/agreement?product=FED%ED%A0%80ERAL',
    })
    expect(query.statusCode).toBe(400)
    expect(Object.keys(query.json().error.fields)).toEqual(['product'])
  })

  it('refuses a bad character hidden in an object key', async () => {
    const res = await t.injectAs('', {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Pat', email: 'pat@example.com', subject: 'Hello', message: 'Hi', 'x\u0000': 1 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ _: TEXT_MESSAGES.control })
  })
})

describe('single-line and multi-line fields', () => {
  it('accepts newlines, tabs and CRLF in a multi-line field and stores them', async () => {
    const message = 'First line\n\tindented second line\r\nthird line'
    const res = await t.injectAs('', {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Pat', email: 'pat.lines@example.com', subject: 'Lines', message },
    })
    expect(res.statusCode, res.body).toBe(200)
    const stored = await queryRows<{ body: string }>(
      t.db.db,
      sql`select body from conversation_messages where body like ${'First line%'}`,
    )
    expect(stored.map((row) => row.body)).toContain(message)
  })

  it('refuses a newline in a single-line field, naming it', async () => {
    const res = await t.injectAs('', {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Pat', email: 'pat@example.com', subject: 'Two\nlines', message: 'Hi' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ subject: TEXT_MESSAGES.lineBreak })

    const name = await t.injectAs(customer, {
      method: 'POST',
      url: '/api/agreements',
      payload: { product: 'FEDERAL', fullName: 'Jordan\nRivers', agreed: true },
    })
    expect(name.statusCode).toBe(400)
    expect(name.json().error.fields).toEqual({ fullName: TEXT_MESSAGES.lineBreak })
  })
})

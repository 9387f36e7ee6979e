import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { AskResponseSchema, ChatbotResponseSchema } from '#shared/contracts/assistants.contract.ts'
import { ContentFiguresSchema } from '#shared/content/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_FORM_LIMIT_PER_MINUTE: '100000', API_RATE_LIMIT_PER_MINUTE: '100000' })
})
afterAll(() => t.close())

const post = (app: TestApp, url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress,
  })

describe('POST /api/help/ask', () => {
  it('answers "How long does restoration take?" from the FAQ and names the page', async () => {
    const res = await post(t, '/api/help/ask', { question: 'How long does restoration take?' })
    expect(res.statusCode).toBe(200)
    const body = AskResponseSchema.parse(res.json())
    expect(body.source).toEqual({ title: 'FAQ: How long does restoration take?', path: '/faq#timeline' })
    expect(body.answer).toContain('/faq#timeline')
  })

  it('declines legal advice and points to the eligibility check', async () => {
    const res = await post(t, '/api/help/ask', { question: 'Am I eligible to own a gun again?' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      answer: expect.stringContaining('/start/federal'),
      source: { path: '/start/federal' },
    })
  })

  it('answers 400 with a clear message for an empty, blank, missing or too long question', async () => {
    for (const [payload, message] of [
      [{ question: '' }, 'Please type a question.'],
      [{ question: ' \n\t ' }, 'Please type a question.'],
      [{}, 'Please type a question.'],
      [{ question: 'x'.repeat(1001) }, 'Please keep your question under 1000 characters.'],
    ] as const) {
      const res = await post(t, '/api/help/ask', payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400)
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message,
        fields: { question: message },
      })
    }
    const longest = await post(t, '/api/help/ask', { question: `${'x'.repeat(999)}?` })
    expect(longest.statusCode).toBe(200)
  })

  it('follows a price change in the database once the knowledge is rebuilt', async () => {
    const ask = async () => (await post(t, '/api/help/ask', { question: 'What does it cost?' })).json().answer
    expect(await ask()).toContain('$2,999')
    await t.db.db.update(products).set({ priceCents: 3_049_00 }).where(eq(products.code, 'FEDERAL'))
    try {
      await t.app.services.assistants.refreshKnowledge()
      const answer = await ask()
      expect(answer).toContain('$3,049')
      expect(answer).not.toContain('$2,999')
    } finally {
      await t.db.db.update(products).set({ priceCents: 2_999_00 }).where(eq(products.code, 'FEDERAL'))
      await t.app.services.assistants.refreshKnowledge()
    }
  })
})

describe('POST /api/affhelp/ask', () => {
  it('answers from the affiliate terms with the figures of the settings', async () => {
    const res = await post(t, '/api/affhelp/ask', { question: 'When are payouts made?' })
    expect(res.statusCode).toBe(200)
    const body = AskResponseSchema.parse(res.json())
    expect(body.source?.path).toBe('/affiliate-terms#payouts')
    expect(body.answer).toContain('Fridays at 5:00 AM Eastern Time')
    expect(body.answer).toContain('$50')
  })
})

describe('POST /api/chatbot', () => {
  it('replies in the response field and names the page', async () => {
    const res = await post(t, '/api/chatbot', { message: 'Is credit repair included?' })
    expect(res.statusCode).toBe(200)
    const body = ChatbotResponseSchema.parse(res.json())
    expect(body.source).not.toBeNull()
    expect(body.response).toContain('$1,497')
    expect(res.json()).not.toHaveProperty('answer')
  })

  it('answers 400 for a blank message', async () => {
    const res = await post(t, '/api/chatbot', { message: '   ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ message: 'Please type a message.' })
  })

  it('says so and names the support address when nothing matches', async () => {
    const res = await post(t, '/api/chatbot', { message: 'What is the weather in Paris?' })
    expect(res.json()).toEqual({
      response: expect.stringContaining(t.config.company.supportEmail),
      source: null,
    })
  })
})

describe('rate limits', () => {
  it('limits each address on each assistant to the public form rate', async () => {
    const limited = await buildTestApp({ PUBLIC_FORM_LIMIT_PER_MINUTE: '2' })
    try {
      for (const [url, payload] of [
        ['/api/help/ask', { question: 'refund' }],
        ['/api/affhelp/ask', { question: 'payouts' }],
        ['/api/chatbot', { message: 'refund' }],
      ] as const) {
        const statuses: number[] = []
        for (let i = 0; i < 3; i++) statuses.push((await post(limited, url, payload, '192.0.2.7')).statusCode)
        expect(statuses, url).toEqual([200, 200, 429])
      }
      const other = await post(limited, '/api/help/ask', { question: 'refund' }, '192.0.2.8')
      expect(other.statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})

describe('GET /api/content/figures', () => {
  it('serves the catalog prices and settings the pages render from, revalidated on every use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/figures' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    const figures = ContentFiguresSchema.parse(res.json())
    const catalog = await t.app.services.settings.listProducts()
    const price = (code: string) => catalog.find((p) => p.code === code)!.priceCents
    expect(figures.packages.federal.priceCents).toBe(price('FEDERAL'))
    expect(figures.packages.aiCredit?.priceCents).toBe(price('CREDIT_AI'))
    expect(figures.bundleSavingsCents).toBe(price('FEDERAL') + price('STATE') - price('BUNDLE'))
    const settings = await t.app.services.settings.getSettings()
    expect(figures.affiliate.holdDays).toBe(settings.affiliateHoldDays)
    expect(figures.timeZone).toBe(settings.payoutTimeZone)
    expect(figures.company.supportEmail).toBe(settings.supportEmail)
  })
})

describe('OpenAPI', () => {
  it('documents the assistant and content endpoints', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    expect(doc.paths['/api/help/ask'].post.requestBody).toBeDefined()
    expect(doc.paths['/api/affhelp/ask'].post).toBeDefined()
    expect(doc.paths['/api/chatbot'].post).toBeDefined()
    expect(doc.paths['/api/content/figures'].get).toBeDefined()
  })
})

describe('with an OpenAI-compatible model configured', () => {
  let server: Server
  let prompts: { system: string; user: string }[]
  let fail = false
  let app: TestApp

  beforeAll(async () => {
    prompts = []
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        const { messages } = JSON.parse(body) as { messages: { content: string }[] }
        prompts.push({ system: messages[0]!.content, user: messages[1]!.content })
        if (fail) return void response.writeHead(503).end()
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: 'Worded by the model.' } }],
          }),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    app = await buildTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      PUBLIC_FORM_LIMIT_PER_MINUTE: '100000',
    })
  })

  afterAll(async () => {
    await app.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('words the answer grounded on the retrieved passages and keeps the source', async () => {
    const res = await post(app, '/api/help/ask', { question: 'How long does restoration take?' })
    expect(res.json()).toEqual({
      answer: 'Worded by the model.\n\nSource: FAQ: How long does restoration take? (/faq#timeline)',
      source: { title: 'FAQ: How long does restoration take?', path: '/faq#timeline' },
    })
    expect(prompts.at(-1)?.user).toContain('(/faq#timeline)')
    expect(prompts.at(-1)?.system).toContain('Never give legal advice')
  })

  it('answers from retrieval when the model fails', async () => {
    fail = true
    const res = await post(app, '/api/help/ask', { question: 'How long does restoration take?' })
    expect(res.statusCode).toBe(200)
    expect(res.json().answer).toContain('3-8 months')
    expect(app.logs()).toContain('language model failed')
  })
})

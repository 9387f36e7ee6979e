import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LlmError } from './index.ts'
import { createOpenAiLlm } from './openai-llm.ts'

// An OpenAI-compatible stand-in on the loopback interface; each test decides how it answers.
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void
let handler: Handler
const received: { url: string; authorization: string; body: unknown }[] = []
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString()
      received.push({
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        body: JSON.parse(body || 'null'),
      })
      handler(request, body, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`
})

afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  received.length = 0
})

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

const llm = (timeoutMs = 2_000) =>
  createOpenAiLlm({ apiKey: 'sk-test-key', baseUrl, model: 'test-model', timeoutMs })

describe('createOpenAiLlm', () => {
  it('posts the system and user messages to /chat/completions and returns the reply', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: '  Grounded answer.  ' },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 3, total_tokens: 13 },
      })
    await expect(llm().complete('the rules', 'the question')).resolves.toBe('Grounded answer.')
    expect(received).toEqual([
      {
        url: '/v1/chat/completions',
        authorization: 'Bearer sk-test-key',
        body: {
          model: 'test-model',
          messages: [
            { role: 'system', content: 'the rules' },
            { role: 'user', content: 'the question' },
          ],
          temperature: 0.2,
          max_tokens: 400,
        },
      },
    ])
  })

  it('throws LlmError with only the status when the API answers an error', async () => {
    handler = (_request, _body, response) =>
      json(response, 429, { error: { message: 'quota for sk-test-key' } })
    const error = await llm()
      .complete('s', 'u')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LlmError)
    expect((error as Error).message).toBe('The language model answered with status 429')
  })

  it('throws LlmError when the API takes longer than the timeout', async () => {
    handler = (_request, _body, response) => {
      setTimeout(() => json(response, 200, { choices: [{ message: { content: 'late' } }] }), 1_000)
    }
    await expect(llm(100).complete('s', 'u')).rejects.toThrow(
      new LlmError('The language model request timed out'),
    )
  })

  it('throws LlmError on a reply that is not a completion', async () => {
    handler = (_request, _body, response) => json(response, 200, { choices: [] })
    await expect(llm().complete('s', 'u')).rejects.toBeInstanceOf(LlmError)
    handler = (_request, _body, response) =>
      json(response, 200, { choices: [{ message: { content: null } }] })
    await expect(llm().complete('s', 'u')).rejects.toBeInstanceOf(LlmError)
    handler = (_request, _body, response) => response.writeHead(200).end('<html>gateway</html>')
    await expect(llm().complete('s', 'u')).rejects.toThrow('invalid JSON')
  })

  it('throws LlmError when nothing listens', async () => {
    const closed = createOpenAiLlm({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1/v1',
      model: 'm',
      timeoutMs: 1_000,
    })
    await expect(closed.complete('s', 'u')).rejects.toThrow(new LlmError('The language model request failed'))
  })
})

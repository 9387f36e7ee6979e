import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, redactLogFields, redactUrl, requestLogController, serializeError } from './logging.ts'

describe('redactUrl', () => {
  it('hides credentials carried in query parameters and keeps the rest', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc.def&x=1')).toBe(
      '/api/auth/verify-email?token=[redacted]&x=1',
    )
    expect(redactUrl('/api/fp/upload?caseId=1&TOKEN=zzz')).toBe('/api/fp/upload?caseId=1&TOKEN=[redacted]')
    expect(redactUrl('/api/health')).toBe('/api/health')
    expect(redactUrl('/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=s3cret')).toBe(
      '/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=[redacted]',
    )
  })

  it('hides a credential whose parameter name is percent-encoded, as the query parser decodes it', () => {
    expect(redactUrl('/api/auth/verify-email?%74oken=abc&x=1')).toBe(
      '/api/auth/verify-email?%74oken=[redacted]&x=1',
    )
    expect(redactUrl('/x?pass%77ord=hunter2')).toBe('/x?pass%77ord=[redacted]')
  })

  it('hides the words of a search (q=, search=) and of an address carried in a parameter, keeping the filters', () => {
    expect(redactUrl('/api/admin/cases?status=SUBMITTED&q=Casey%20Smith&page=2')).toBe(
      '/api/admin/cases?status=SUBMITTED&q=[redacted]&page=2',
    )
    expect(redactUrl('/api/admin/people?search=casey%40example.com&role=USER')).toBe(
      '/api/admin/people?search=[redacted]&role=USER',
    )
    expect(redactUrl('/admin/sign-in?returnTo=%2Fadmin%2Fcases%3Fq%3DSmith')).toBe(
      `/admin/sign-in?returnTo=${encodeURIComponent('/admin/cases?q=[redacted]')}`,
    )
    expect(redactUrl('/admin/sign-in?returnTo=%2Fadmin%2Fcases')).toBe(
      '/admin/sign-in?returnTo=%2Fadmin%2Fcases',
    )
  })
})

describe('serializeError', () => {
  it("drops a failed query's parameters, detail and row from the error and its causes", () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        constraint: 'users_email_unique',
        detail: 'Key (email)=(casey@example.com) already exists.',
        where: 'row (Casey, 555-0100)',
        params: ['casey@example.com', 'Casey'],
      },
    )
    const wrapped = new Error(
      'Failed query: insert into "users" values ($1, $2)\nparams: casey@example.com,Casey',
      {
        cause: driverError,
      },
    )
    const text = JSON.stringify(serializeError(wrapped))
    expect(text).not.toContain('casey@example.com')
    expect(text).not.toContain('Casey,')
    expect(text).not.toContain('555-0100')
    expect(text).toContain('users_email_unique')
    expect(text).toContain('23505')
    expect(text).toContain('insert into')
  })

  it('keeps the type, message and stack of an ordinary error', () => {
    const serialized = serializeError(new TypeError('boom'))
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'boom' })
    expect(serialized.stack).toContain('boom')
  })
})

describe('redactLogFields', () => {
  it('censors secret fields at the top of a line and one level down, and credential headers', () => {
    const line = {
      email: 'a@example.com',
      user: { id: 'u1', password: 'hunter2', ssn: '123-45-6789' },
      req: {
        method: 'GET',
        headers: { cookie: 'rr.session_token=x', authorization: 'Bearer y', accept: '*/*' },
      },
      res: { headers: { 'set-cookie': 'rr.session_token=z' } },
      caseId: 'c1',
    }
    const out = redactLogFields(line)
    expect(JSON.stringify(out)).not.toMatch(/a@example\.com|hunter2|123-45-6789|session_token|Bearer/)
    expect(out).toMatchObject({
      caseId: 'c1',
      user: { id: 'u1' },
      req: { method: 'GET', headers: { accept: '*/*' } },
    })
    expect(line.user.password).toBe('hunter2')
  })

  it('returns a line without secrets as it is, copying nothing', () => {
    const line = { method: 'GET', url: '/api/health', statusCode: 200, nested: { ok: true } }
    expect(redactLogFields(line)).toBe(line)
  })
})

describe('request log', () => {
  it('writes one line per request with its method, path without credentials and status', async () => {
    let text = ''
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString()
        done()
      },
    })
    const app = Fastify({ logger: loggerOptions('info', stream), logController: requestLogController() })
    app.get('/x', async () => ({ ok: true }))
    expect((await app.inject({ url: '/x?token=secret-value&page=2' })).statusCode).toBe(200)
    await app.close()
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ method: 'GET', url: '/x?token=[redacted]&page=2', statusCode: 200 })
    expect(text).not.toContain('secret-value')
  })
})

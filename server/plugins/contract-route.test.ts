import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { ContractEntry } from '#shared/contracts/contract.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route, type RouteLimits } from './contract-route.ts'
import { registerErrorHandler } from './error-handler.ts'

// route()'s own wiring of a contract entry's rate limit (docs/decisions/016-one-path-one-text-rule.md);
// the routes' integration tests prove the public forms' limits end to end.

type Consumed = { scope: string; subject: string; limit: number; windowSeconds: number }

async function appWith(entry: ContractEntry, allowed = 2) {
  const consumed: Consumed[] = []
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  app.decorate('currentUser', async (request) =>
    request.headers.cookie === 'user=u1' ? ({ id: 'u1', role: 'USER' } as User) : null,
  )
  const limits: RouteLimits = {
    publicFormLimitPerMinute: 7,
    async consume(scope, subject, policy) {
      consumed.push({ scope, subject, ...policy })
      const used = consumed.filter((c) => c.scope === scope && c.subject === subject).length
      if (used > allowed) throw new AppError('rate_limited', 'Too many attempts.')
    },
  }
  app.decorate('routeLimits', limits)
  let handled = 0
  route(app, entry, async () => {
    handled += 1
    return { ok: true }
  })
  await app.ready()
  return { app, consumed, handled: () => handled }
}

const base = {
  method: 'POST',
  path: '/api/thing',
  summary: 'A thing',
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ ok: z.boolean() }),
} as const

describe('a contract entry with a rate limit', () => {
  it('counts each valid request per client address with the public-form rate, and refuses before the handler', async () => {
    const { app, consumed, handled } = await appWith({
      ...base,
      access: 'public',
      rateLimit: { scope: 'thing:ip', per: 'ip', limit: 'publicForm' },
    })
    const statuses = []
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/thing', payload: { name: 'x' } })).statusCode,
      )
    }
    expect(statuses).toEqual([200, 200, 429])
    expect(handled()).toBe(2)
    expect(consumed[0]).toEqual({ scope: 'thing:ip', subject: '127.0.0.1', limit: 7, windowSeconds: 60 })
  })

  it('does not count a request that fails validation', async () => {
    const { app, consumed } = await appWith({
      ...base,
      access: 'public',
      rateLimit: { scope: 'thing:ip', per: 'ip', limit: 5 },
    })
    const res = await app.inject({ method: 'POST', url: '/api/thing', payload: { name: '' } })
    expect(res.statusCode).toBe(400)
    expect(consumed).toEqual([])
  })

  it('counts per signed-in user when the entry says so, with its own limit and window', async () => {
    const { app, consumed } = await appWith({
      ...base,
      access: 'customer',
      rateLimit: { scope: 'thing:user', per: 'user', limit: 3, windowSeconds: 3600 },
    })
    const res = await app.inject({
      method: 'POST',
      url: '/api/thing',
      headers: { cookie: 'user=u1' },
      payload: { name: 'x' },
    })
    expect(res.statusCode).toBe(200)
    expect(consumed).toEqual([{ scope: 'thing:user', subject: 'user:u1', limit: 3, windowSeconds: 3600 }])
  })
})

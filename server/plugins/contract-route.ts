import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { ContractEntry, RateLimit } from '#shared/contracts/contract.ts'
import { findTextProblem } from '#shared/domain/text-fields.ts'
import { ADMIN_ONLY_MESSAGE, mayCall } from '#shared/domain/access.ts'
import { AppError } from '#server/lib/app-error.ts'

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined

export type RouteContext<E extends ContractEntry> = {
  body: Infer<E['body']>
  query: Infer<E['query']>
  params: Infer<E['params']>
  /** The signed-in user on customer and admin endpoints (public ones look it up only if they need it). */
  user: E['access'] extends 'public' ? null : User
  request: FastifyRequest
  reply: FastifyReply
}

export type RouteHandler<E extends ContractEntry> = (
  ctx: RouteContext<E>,
) => Promise<E['status'] extends 204 ? null : z.input<E['response']>>

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Finds the user of the request's session cookie, or null; with `reply`, the session cookies
     * the lookup renews go out with it (docs/decisions/019-fast-signed-in-api.md).
     */
    currentUser(request: FastifyRequest, reply?: FastifyReply): Promise<User | null>
    /** What `route()` needs to apply a contract entry's rate limit (decorated in buildApp). */
    routeLimits: RouteLimits
  }
}

export type RouteLimits = {
  consume(scope: string, subject: string, policy: { limit: number; windowSeconds: number }): Promise<void>
  publicFormLimitPerMinute: number
}

// The user each guarded request was admitted as, handed from the guard to the handler.
const guardedUsers = new WeakMap<FastifyRequest, User>()

/**
 * Registers one contract entry: its schemas validate the input and serialize the output (fields
 * nobody declared are dropped), its access level picks the guard, every incoming string is held to
 * the text rule, and its rate limit (if any) is counted before the handler runs.
 */
export function route<E extends ContractEntry>(app: FastifyInstance, entry: E, handler: RouteHandler<E>) {
  const status = entry.status ?? 200
  app.route({
    method: entry.method,
    url: entry.path,
    schema: {
      summary: entry.summary,
      ...(entry.access !== 'public' ? { security: [{ session: [] }] } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.params ? { params: entry.params } : {}),
      response: { [status]: entry.response },
    },
    // The guard runs before the body is read or validated: a signed-out caller learns only that
    // they must sign in, whatever they sent.
    onRequest: async (request, reply) => {
      // Levels open to signed-out callers need no session lookup (docs/decisions/018).
      if (mayCall(entry.access, 'SIGNED_OUT')) return
      const user = await app.currentUser(request, reply)
      if (!user) throw new AppError('unauthorized', 'You are not signed in.')
      if (!mayCall(entry.access, user.role)) {
        throw new AppError('forbidden', ADMIN_ONLY_MESSAGE)
      }
      guardedUsers.set(request, user)
    },
    // The safety net under the field schemas (docs/decisions/016-one-path-one-text-rule.md): no
    // string with a control character or a lone surrogate reaches a schema, a handler or the
    // database, even in a field whose schema forgot singleLineText()/multiLineText().
    preValidation: async (request) => {
      // A raw body (a webhook's signed bytes) is the handler's to read: only parsed JSON is walked.
      const body = Array.isArray(request.body) || isPlainObject(request.body) ? request.body : null
      const problem = findBadString(request.params) ?? findBadString(request.query) ?? findBadString(body)
      if (problem) {
        throw new AppError('validation_failed', problem.message, { [problem.path]: problem.message })
      }
    },
    ...(entry.rateLimit ? { preHandler: rateLimitHook(app, entry.rateLimit) } : {}),
    handler: async (request, reply) => {
      const user = guardedUsers.get(request) ?? null
      const result = await handler({
        body: request.body,
        query: request.query,
        params: request.params,
        user,
        request,
        reply,
      } as RouteContext<E>)
      if (reply.sent) return reply
      void (reply as FastifyReply).code(status)
      return status === 204 ? reply.send() : result
    },
  })
}

// Counted after validation, as the hand-written calls were: a malformed request costs the caller
// nothing but a 400, and only real submissions use up the form's allowance.
function rateLimitHook(app: FastifyInstance, limit: RateLimit) {
  return async (request: FastifyRequest) => {
    const { consume, publicFormLimitPerMinute } = app.routeLimits
    const max = limit.limit === 'publicForm' ? publicFormLimitPerMinute : limit.limit
    const user = limit.per === 'user' ? guardedUsers.get(request) : undefined
    const subject = user ? `user:${user.id}` : request.ip
    await consume(limit.scope, subject, { limit: max, windowSeconds: limit.windowSeconds ?? 60 })
  }
}

type BadString = { path: string; message: string }
// A field's path as a chain to its parent, so walking deep input costs no copying.
type PathLink = { key: string; parent: PathLink | null } | null

/**
 * The first string (value or key) in parsed input that breaks the text rule, with its field path
 * written as the error envelope writes it (`personalInfo.firstName`). Walks iteratively so deeply
 * nested input cannot exhaust the stack; only plain JSON values are walked (raw bodies are not).
 */
function findBadString(input: unknown): BadString | null {
  const pending: Array<{ value: unknown; path: PathLink }> = [{ value: input, path: null }]
  while (pending.length > 0) {
    const { value, path } = pending.pop()!
    if (typeof value === 'string') {
      // The most permissive kind: line breaks are judged by each field's own schema.
      const message = findTextProblem(value, 'multiLine')
      if (message) return { path: pathText(path), message }
      continue
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        pending.push({ value: item, path: { key: String(index), parent: path } }),
      )
      continue
    }
    // Parsed JSON, and the router's params and query objects (which have prototypes of their own).
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue
    for (const [key, item] of Object.entries(value)) {
      // A bad key is reported on the object that holds it: the key itself is not printable.
      const message = findTextProblem(key, 'singleLine')
      if (message) return { path: pathText(path), message }
      pending.push({ value: item, path: { key, parent: path } })
    }
  }
  return null
}

function pathText(path: PathLink): string {
  const keys: string[] = []
  for (let link = path; link; link = link.parent) keys.unshift(link.key)
  return keys.join('.') || '_'
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { ContractEntry } from '#shared/contracts/contract.ts'
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
    /** Finds the user of the request's session cookie, or null. */
    currentUser(request: FastifyRequest): Promise<User | null>
  }
}

// The user each guarded request was admitted as, handed from the guard to the handler.
const guardedUsers = new WeakMap<FastifyRequest, User>()

/**
 * Registers one contract entry: its schemas validate the input and serialize the output (fields
 * nobody declared are dropped), and its access level picks the guard.
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
    onRequest: async (request) => {
      if (entry.access === 'public') return
      const user = await app.currentUser(request)
      if (!user) throw new AppError('unauthorized', 'You are not signed in.')
      if (entry.access === 'admin' && user.role !== 'ADMIN') {
        throw new AppError('forbidden', 'You need admin privileges to access this area.')
      }
      guardedUsers.set(request, user)
    },
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

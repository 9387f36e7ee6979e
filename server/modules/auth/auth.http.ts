import type { FastifyReply, FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import { CLIENT_IP_HEADER } from './auth.better-auth.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { AuthClient, AuthService } from './auth.service.ts'

/** The request as better-auth needs it, with the client address Fastify resolved behind proxies. */
export function authClient(request: FastifyRequest): AuthClient {
  const headers = fromNodeHeaders(request.headers)
  headers.set(CLIENT_IP_HEADER, request.ip)
  return { headers, ip: request.ip }
}

export function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}

/**
 * Finds the signed-in user of a request (app.currentUser). Cookies the lookup sends back (a fresh
 * session cache, the clearing of an ended session) go out with `reply` when one is given.
 */
export function sessionLookup(auth: Pick<AuthService, 'findSession'>) {
  return async (request: FastifyRequest, reply?: FastifyReply): Promise<User | null> => {
    const { user, setCookies: cookies } = await auth.findSession(
      request.headers.cookie,
      () => authClient(request).headers,
    )
    if (reply) setCookies(reply, cookies)
    return user
  }
}

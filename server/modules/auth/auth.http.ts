import type { FastifyReply, FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import { CLIENT_IP_HEADER } from './auth.better-auth.ts'
import type { AuthClient } from './auth.service.ts'

/** The request as better-auth needs it, with the client address Fastify resolved behind proxies. */
export function authClient(request: FastifyRequest): AuthClient {
  const headers = fromNodeHeaders(request.headers)
  headers.set(CLIENT_IP_HEADER, request.ip)
  return { headers, ip: request.ip }
}

export function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}

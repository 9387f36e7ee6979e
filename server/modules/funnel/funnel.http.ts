import type { FastifyReply, FastifyRequest } from 'fastify'
import { isBot, visitorOf } from '#server/lib/visitors.ts'
import { VISITOR_COOKIE } from '#shared/domain/affiliates.ts'
import type { FunnelEventStep } from './funnel.repository.ts'
import type { FunnelService } from './funnel.service.ts'

// The visitor id cookie the referral link sets (DECISIONS §4), with the same lifetime and
// attributes: one first-party id per browser counts clicks and funnel steps alike.
const VISITOR_COOKIE_MAX_AGE = 400 * 86_400

/**
 * Counts `step` for the request's visitor (the first-party visitor cookie, set here on a first
 * visit); crawlers and tools are not counted and get no cookie. Never waits for anything.
 */
export function trackFunnelStep(
  funnel: Pick<FunnelService, 'recordStep'>,
  request: FastifyRequest,
  reply: FastifyReply,
  step: FunnelEventStep,
): void {
  if (isBot(request.headers['user-agent'])) return
  const visitor = visitorOf(request.headers.cookie)
  funnel.recordStep(step, visitor.id)
  if (visitor.isNew) {
    const secure = request.protocol === 'https' ? '; Secure' : ''
    reply.header(
      'set-cookie',
      `${VISITOR_COOKIE}=${visitor.id}; Max-Age=${VISITOR_COOKIE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    )
  }
}

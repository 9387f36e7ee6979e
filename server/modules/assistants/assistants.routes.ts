import type { FastifyInstance } from 'fastify'
import { assistantsContract } from '#shared/contracts/assistants.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { AssistantsService } from './assistants.service.ts'

type Deps = {
  assistants: AssistantsService
  rateLimits: RateLimitsService
  publicFormLimitPerMinute: number
}

export async function assistantsRoutes(app: FastifyInstance, deps: Deps) {
  const limit = { limit: deps.publicFormLimitPerMinute, windowSeconds: 60 }
  route(app, assistantsContract.helpAsk, async ({ request, body }) => {
    await deps.rateLimits.consume('help:ip', request.ip, limit)
    return deps.assistants.answer(body.question, 'help')
  })
  route(app, assistantsContract.affiliateHelpAsk, async ({ request, body }) => {
    await deps.rateLimits.consume('affhelp:ip', request.ip, limit)
    return deps.assistants.answer(body.question, 'affiliate')
  })
  route(app, assistantsContract.chatbot, async ({ request, body }) => {
    await deps.rateLimits.consume('chatbot:ip', request.ip, limit)
    const { answer, source } = await deps.assistants.answer(body.message, 'chat')
    return { response: answer, source }
  })
}

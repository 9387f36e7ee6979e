import type { FastifyInstance } from 'fastify'
import { assistantsContract } from '#shared/contracts/assistants.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { AssistantsService } from './assistants.service.ts'

export async function assistantsRoutes(app: FastifyInstance, deps: { assistants: AssistantsService }) {
  route(app, assistantsContract.helpAsk, async ({ body }) => deps.assistants.answer(body.question, 'help'))
  route(app, assistantsContract.affiliateHelpAsk, async ({ body }) =>
    deps.assistants.answer(body.question, 'affiliate'),
  )
  route(app, assistantsContract.chatbot, async ({ body }) => {
    const { answer, source } = await deps.assistants.answer(body.message, 'chat')
    return { response: answer, source }
  })
}

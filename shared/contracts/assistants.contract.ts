import { z } from 'zod'
import { ASSISTANT_INPUT_MAX_LENGTH } from '../domain/assistant-limits.ts'
import { multiLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'

// In a module of its own so that the widgets' input can be bounded without loading zod.
export { ASSISTANT_INPUT_MAX_LENGTH }

// Typed into a text area, so several lines are fine.
const assistantInput = (name: string) =>
  multiLineText({ error: `Please type a ${name}.` })
    .trim()
    .min(1, `Please type a ${name}.`)
    .max(
      ASSISTANT_INPUT_MAX_LENGTH,
      `Please keep your ${name} under ${ASSISTANT_INPUT_MAX_LENGTH} characters.`,
    )

export const AskInputSchema = z.object({ question: assistantInput('question') })
export type AskInput = z.infer<typeof AskInputSchema>

export const ChatbotInputSchema = z.object({ message: assistantInput('message') })
export type ChatbotInput = z.infer<typeof ChatbotInputSchema>

/** The page an answer was drawn from; null when the knowledge base had nothing on the question. */
export const AnswerSourceSchema = z.object({ title: z.string(), path: z.string() }).nullable()

export const AskResponseSchema = z.object({ answer: z.string(), source: AnswerSourceSchema })
export type AskResponse = z.infer<typeof AskResponseSchema>

export const ChatbotResponseSchema = z.object({ response: z.string(), source: AnswerSourceSchema })
export type ChatbotResponse = z.infer<typeof ChatbotResponseSchema>

export const assistantsContract = {
  helpAsk: {
    method: 'POST',
    path: '/api/help/ask',
    summary: 'Answer a help question from the knowledge base (FAQ, policies, prices), naming the page',
    access: 'public',
    body: AskInputSchema,
    response: AskResponseSchema,
    rateLimit: { scope: 'help:ip', per: 'ip', limit: 'publicForm' },
  },
  affiliateHelpAsk: {
    method: 'POST',
    path: '/api/affhelp/ask',
    summary: 'Answer an affiliate question (commission, hold period, payouts, posting guidelines)',
    access: 'public',
    body: AskInputSchema,
    response: AskResponseSchema,
    rateLimit: { scope: 'affhelp:ip', per: 'ip', limit: 'publicForm' },
  },
  chatbot: {
    method: 'POST',
    path: '/api/chatbot',
    summary: "Reply to a message of the services page's chat from the knowledge base",
    access: 'public',
    body: ChatbotInputSchema,
    response: ChatbotResponseSchema,
    rateLimit: { scope: 'chatbot:ip', per: 'ip', limit: 'publicForm' },
  },
} as const satisfies ContractTable

import { z } from 'zod'
import { LlmError, type Llm } from './index.ts'

export type OpenAiLlmOptions = {
  apiKey: string
  /** The API root, e.g. https://api.openai.com/v1; /chat/completions is appended. */
  baseUrl: string
  model: string
  timeoutMs?: number
  maxTokens?: number
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
})

/** Any OpenAI-compatible chat completions API (OpenAI, Azure-style gateways, local servers). */
export function createOpenAiLlm({
  apiKey,
  baseUrl,
  model,
  timeoutMs = 15_000,
  maxTokens = 400,
}: OpenAiLlmOptions): Llm {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    async complete(system, user) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            model,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
            temperature: 0.2,
            max_tokens: maxTokens,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new LlmError(`The language model request ${isTimeout(error) ? 'timed out' : 'failed'}`, {
          cause: error,
        })
      }
      if (!response.ok) {
        // The body may echo the prompt or the key's details, so only the status is kept.
        await response.body?.cancel()
        throw new LlmError(`The language model answered with status ${response.status}`)
      }
      let body: unknown
      try {
        body = await response.json()
      } catch (error) {
        const problem = isTimeout(error) ? 'request timed out' : 'answered with invalid JSON'
        throw new LlmError(`The language model ${problem}`, { cause: error })
      }
      const parsed = CompletionSchema.safeParse(body)
      const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined
      if (!content) throw new LlmError('The language model answered without any text')
      return content
    },
  }
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError'

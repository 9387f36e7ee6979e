/** A chat language model that words an answer; only used to phrase text the caller grounds. */
export interface Llm {
  /** The model's reply to one system and one user message. Throws LlmError on any failure. */
  complete(system: string, user: string): Promise<string>
}

export class LlmError extends Error {
  override name = 'LlmError'
}

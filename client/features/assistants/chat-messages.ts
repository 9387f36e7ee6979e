import type { AnswerSource } from '#shared/content/assistants.ts'

/** One message of the AI chat widget. */
export type ChatMessage = {
  id: string
  content: string
  sender: 'user' | 'bot'
  timestamp: Date
  /** The placeholder shown while the reply is awaited. */
  isTyping: boolean
  source: AnswerSource | null
}

export const THINKING_TEXT = 'Thinking…'
export const CHAT_ERROR_REPLY = "I'm sorry, I encountered an error. Please try again."

export function userMessage(id: string, content: string, timestamp: Date): ChatMessage {
  return { id, content, sender: 'user', timestamp, isTyping: false, source: null }
}

export function botMessage(
  id: string,
  content: string,
  timestamp: Date,
  source: AnswerSource | null = null,
): ChatMessage {
  return { id, content, sender: 'bot', timestamp, isTyping: false, source }
}

export function thinkingMessage(id: string, timestamp: Date): ChatMessage {
  return { ...botMessage(id, THINKING_TEXT, timestamp), isTyping: true }
}

/** Replaces the placeholder `id` with the reply (or the apology), keeping its place in the log. */
export function settleReply(messages: readonly ChatMessage[], id: string, reply: ChatMessage): ChatMessage[] {
  return messages.map((message) => (message.id === id ? reply : message))
}

import type { OutboxMessage } from '#shared/contracts/outbox.contract.ts'

/** The messages whose recipient or subject holds the text (any case); all of them for no text. */
export function filterOutbox(messages: OutboxMessage[], text: string): OutboxMessage[] {
  const needle = text.trim().toLowerCase()
  if (!needle) return messages
  return messages.filter(
    (message) => message.to.toLowerCase().includes(needle) || message.subject.toLowerCase().includes(needle),
  )
}

import { describe, expect, it } from 'vitest'
import {
  botMessage,
  CHAT_ERROR_REPLY,
  settleReply,
  thinkingMessage,
  THINKING_TEXT,
  userMessage,
} from './chat-messages.ts'

const at = new Date('2025-06-01T12:00:00Z')
const later = new Date('2025-06-01T12:00:05Z')

describe('chat messages', () => {
  it('carry id, content, sender, timestamp and the typing flag', () => {
    expect(userMessage('m1', 'Hi', at)).toEqual({
      id: 'm1',
      content: 'Hi',
      sender: 'user',
      timestamp: at,
      isTyping: false,
      source: null,
    })
    expect(thinkingMessage('m2', at)).toMatchObject({ sender: 'bot', content: THINKING_TEXT, isTyping: true })
    expect(THINKING_TEXT).toBe('Thinking…')
  })

  it('replace the Thinking placeholder in place by the reply', () => {
    const log = [userMessage('m1', 'Price?', at), thinkingMessage('m2', at), userMessage('m3', 'x', at)]
    const source = { title: 'Services and Pricing', path: '/pricing' }
    const settled = settleReply(log, 'm2', botMessage('m2', 'From $2,599.', later, source))
    expect(settled.map((m) => [m.id, m.content, m.isTyping])).toEqual([
      ['m1', 'Price?', false],
      ['m2', 'From $2,599.', false],
      ['m3', 'x', false],
    ])
    expect(settled[1]).toMatchObject({ sender: 'bot', timestamp: later, source })
    expect(log[1]!.isTyping).toBe(true)
  })

  it('apologise with the catalogue text on failure', () => {
    expect(CHAT_ERROR_REPLY).toBe("I'm sorry, I encountered an error. Please try again.")
  })
})

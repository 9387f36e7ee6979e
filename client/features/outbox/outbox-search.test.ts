import { describe, expect, it } from 'vitest'
import type { OutboxMessage } from '#shared/contracts/outbox.contract.ts'
import { filterOutbox } from './outbox-search.ts'

const message = (to: string, subject: string): OutboxMessage => ({
  id: to,
  to,
  from: 'support@example.com',
  subject,
  text: '',
  html: null,
  status: 'KEPT',
  error: null,
  replyTo: null,
  messageId: null,
  inReplyTo: null,
  references: [],
  headers: {},
  createdAt: '2026-01-01T00:00:00.000Z',
})

describe('filterOutbox', () => {
  it('matches the recipient or the subject in any case', () => {
    const list = [message('ann@example.com', 'Welcome'), message('bob@example.com', 'Case #1: submitted')]
    expect(filterOutbox(list, 'ANN').map((m) => m.to)).toEqual(['ann@example.com'])
    expect(filterOutbox(list, 'submitted').map((m) => m.to)).toEqual(['bob@example.com'])
    expect(filterOutbox(list, '  ')).toHaveLength(2)
  })
})

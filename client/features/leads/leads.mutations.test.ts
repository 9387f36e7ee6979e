import { describe, expect, it, vi } from 'vitest'
import type { ChatLeadInput } from '#shared/contracts/leads.contract.ts'
import { createLeadSender } from './leads.mutations.ts'

const lead: ChatLeadInput = { name: 'Sam', phone: '304 555 0100', email: 'sam@example.com', topic: 'GENERAL' }

describe('createLeadSender', () => {
  it('sends one lead after the other, never two at once', async () => {
    const events: string[] = []
    const store = vi.fn(async (l: ChatLeadInput) => {
      events.push(`start ${l.topic}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
      events.push(`end ${l.topic}`)
    })
    const send = createLeadSender(store, vi.fn())
    void send(lead)
    await send({ ...lead, topic: 'STATE' })
    expect(events).toEqual(['start GENERAL', 'end GENERAL', 'start STATE', 'end STATE'])
  })

  it('does not repeat a stored lead whose topic stays GENERAL', async () => {
    const store = vi.fn(async () => undefined)
    const send = createLeadSender(store, vi.fn())
    await send(lead)
    await send(lead)
    expect(store).toHaveBeenCalledTimes(1)
    // A message the visitor wrote is always sent, whatever its topic.
    await send({ ...lead, question: 'One more thing' })
    expect(store).toHaveBeenCalledTimes(2)
  })

  it('sends the GENERAL lead again when the first attempt failed, and reports the failure', async () => {
    const failure = new Error('API request failed: 503 Service Unavailable')
    const store = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue({ ok: true })
    const onError = vi.fn()
    const send = createLeadSender(store, onError)
    await send(lead)
    await send(lead)
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure)
    expect(store).toHaveBeenCalledTimes(2)
  })
})

import { describe, expect, it } from 'vitest'
import { testFigures } from '#shared/content/test-figures.ts'
import { LEAD_EMAIL_MESSAGE, LEAD_PHONE_MESSAGE } from '#shared/contracts/leads.contract.ts'
import {
  followUpReply,
  INITIAL_LEAD_CHAT,
  leadChatTurn,
  topicReply,
  type LeadChatState,
  type LeadChatTurn,
} from './lead-chat.ts'

// Catalog prices unlike the seeded ones, so a figure written into the chat would show.
const figures = testFigures(
  { idVerificationFeeCents: 175_00, affiliateHoldDays: 40, affiliateCommissionBps: 1500 },
  { STATE: 1_111_00, FEDERAL: 2_222_00, BUNDLE: 3_000_00 },
)

/** Plays the visitor's lines from the start and returns every turn. */
function play(...lines: string[]): LeadChatTurn[] {
  const turns: LeadChatTurn[] = []
  let state: LeadChatState = INITIAL_LEAD_CHAT
  for (const line of lines) {
    const turn = leadChatTurn(state, line, figures)
    if (!turn) throw new Error(`"${line}" was ignored`)
    turns.push(turn)
    state = turn.state
  }
  return turns
}

describe('leadChatTurn', () => {
  it('asks for the name, the cell number and the e-mail, then sends the lead with topic GENERAL', () => {
    const [name, phone, email] = play('  Jordan  ', '304 555 0101', 'jordan@example.com')
    expect(name!.state).toMatchObject({ step: 1, name: 'Jordan' })
    expect(name!.replies[0]!.text).toContain('Jordan')
    expect(name!.replies[0]!.text).toContain('cell number')
    expect(name!.lead).toBeNull()
    expect(phone!.state).toMatchObject({ step: 2, phone: '304 555 0101' })
    expect(phone!.replies[0]!.text).toContain('e-mail')
    expect(phone!.lead).toBeNull()
    expect(email!.state.step).toBe(3)
    expect(email!.lead).toEqual({
      name: 'Jordan',
      phone: '304 555 0101',
      email: 'jordan@example.com',
      topic: 'GENERAL',
    })
  })

  it('asks again, in words, for a cell number that is no phone number and an e-mail that is no address', () => {
    const [, wrongPhone, email, phone, wrongEmail] = play(
      'J',
      'call me evenings',
      'j@example.com',
      '(304) 555-0100',
      '304 555 0100',
    )
    for (const turn of [wrongPhone, email]) {
      expect(turn!.replies).toEqual([{ text: LEAD_PHONE_MESSAGE }])
      expect(turn!.state.step).toBe(1)
      expect(turn!.lead).toBeNull()
    }
    expect(phone!.state).toMatchObject({ step: 2, phone: '(304) 555-0100' })
    expect(wrongEmail!.replies).toEqual([{ text: LEAD_EMAIL_MESSAGE }])
    expect(wrongEmail!.state.step).toBe(2)
    expect(wrongEmail!.lead).toBeNull()
  })

  it('ignores empty and whitespace-only text at every step', () => {
    for (const step of [0, 1, 2, 3, 4] as const) {
      const state = { ...INITIAL_LEAD_CHAT, step }
      expect(leadChatTurn(state, '', figures)).toBeNull()
      expect(leadChatTurn(state, ' \t\n ', figures)).toBeNull()
    }
  })

  it.each([
    ['I want to join the Affiliate program', 'AFFILIATE'],
    ['my STATE conviction', 'STATE'],
    ['a state and a federal case', 'STATE'],
    ['Federal restoration', 'FEDERAL'],
    ['how does it work?', 'GENERAL'],
  ] as const)('derives the topic of %j as %s and sends the lead with it', (text, topic) => {
    const turn = play('Sam', '304-555-0100', 'sam@example.com', text).at(-1)!
    expect(turn.state.step).toBe(4)
    expect(turn.lead).toEqual({
      name: 'Sam',
      phone: '304-555-0100',
      email: 'sam@example.com',
      topic,
      question: text,
    })
    expect(turn.replies.map((r) => r.text)).toContain(topicReply(topic, figures).text)
  })

  it('shows the disclaimer after the topic: not a law firm, no legal advice', () => {
    const turn = play('Sam', '304-555-0100', 'sam@example.com', 'state').at(-1)!
    const note = turn.replies.find((r) => r.isNote)
    expect(note?.text).toContain('Acme Restore is a document-preparation service, not a law firm')
    expect(note?.text).toContain('We do not give legal advice')
  })

  it('answers every later message with the same follow-up and sends it into the conversation', () => {
    const turns = play('Sam', '304-555-0100', 'sam@example.com', 'federal', 'thanks', 'one more thing')
    for (const [turn, text] of [
      [turns.at(-2)!, 'thanks'],
      [turns.at(-1)!, 'one more thing'],
    ] as const) {
      expect(turn.replies).toEqual([followUpReply(figures)])
      expect(turn.lead).toMatchObject({ email: 'sam@example.com', topic: 'GENERAL', question: text })
      expect(turn.state.step).toBe(4)
    }
    expect(followUpReply(figures).text).toContain('help@acme.example')
    expect(followUpReply(figures).link?.path).toBe('/contact')
  })
})

describe('topicReply', () => {
  it('quotes the state package from the catalog', () => {
    const reply = topicReply('STATE', figures)
    expect(reply.text).toContain('State Restoration costs $1,111 with verified ID, or $1,286 without')
    expect(reply.text).toContain('$175 manual ID processing fee')
    expect(reply.link?.path).toBe('/start/state')
  })

  it('quotes the federal package from the catalog', () => {
    const reply = topicReply('FEDERAL', figures)
    expect(reply.text).toContain('Federal Restoration costs $2,222 with verified ID, or $2,397 without')
    expect(reply.text).toContain(`$185.17/month over 12 months`)
    expect(reply.link?.path).toBe('/start/federal')
  })

  it('lists all three packages and the computed bundle savings for a general question', () => {
    const reply = topicReply('GENERAL', figures)
    for (const figure of ['$1,111', '$2,222', '$3,000', 'save $333', '$1,497 value']) {
      expect(reply.text).toContain(figure)
    }
    expect(reply.link?.path).toBe('/pricing')
  })

  it('states the affiliate commission, bonus, hold and minimum payout from the settings', () => {
    const reply = topicReply('AFFILIATE', figures)
    for (const figure of ['15% commission', '$30', '40 days hold', '$50'])
      expect(reply.text).toContain(figure)
    expect(reply.link?.path).toBe('/affiliate')
  })

  it('never repeats the prices the first build printed in the chat', () => {
    const all = (['STATE', 'FEDERAL', 'GENERAL', 'AFFILIATE'] as const)
      .map((topic) => topicReply(topic, figures).text)
      .join(' ')
    expect(all).not.toMatch(/\b(849|1,?049|1,?349)\b|\$400/)
  })
})

import { describe, expect, it } from 'vitest'
import { activityLabel } from './activity-labels.ts'

describe('activityLabel', () => {
  it('says a status change in words', () => {
    expect(activityLabel('STATUS_CHANGED', { from: 'DOCS_PENDING', to: 'FINGERPRINTS_PENDING' })).toBe(
      'Status changed from Documents pending to Fingerprints pending',
    )
    expect(
      activityLabel('STATUS_CHANGED', {
        from: 'SUBMITTED',
        to: 'READY_TO_SEND',
        reason: 'Packet needs a fix',
      }),
    ).toBe('Status changed from Submitted to Ready to send (reason: Packet needs a fix)')
  })

  it('names documents by their label and gives the reason of a rejection', () => {
    expect(activityLabel('DOCUMENT_ACCEPTED', { label: 'Certified copy of the judgment' })).toBe(
      'Document accepted: Certified copy of the judgment',
    )
    expect(activityLabel('DOCUMENT_REJECTED', { filename: 'scan.pdf', reason: 'Not certified' })).toBe(
      'Document rejected: scan.pdf (reason: Not certified)',
    )
  })

  it('formats money and dates', () => {
    expect(activityLabel('PAYMENT_RECEIVED', { amountCents: 299900 })).toBe('Payment received: $2,999.00')
    expect(activityLabel('DECISION_RECORDED', { outcome: 'GRANTED', decidedOn: '2026-02-01' })).toBe(
      'Decision recorded: granted on February 1, 2026',
    )
  })

  it('never shows a raw code, even for an action without a label of its own', () => {
    expect(activityLabel('SOMETHING_NEW', null)).toBe('Something new')
    expect(activityLabel('STATUS_CHANGED', null)).not.toMatch(/_/)
  })
})

describe('people and affiliate actions', () => {
  it('say whose account changed and how', () => {
    expect(
      activityLabel('ROLE_CHANGED', {
        email: 'ann@example.com',
        before: { role: 'USER' },
        after: { role: 'ADMIN' },
      }),
    ).toBe('Role changed: ann@example.com is now Admin')
    expect(activityLabel('PERSON_DISABLED', { email: 'ann@example.com', reason: 'Fraud' })).toBe(
      'Account disabled: ann@example.com (reason: Fraud)',
    )
    expect(activityLabel('AFFILIATE_BALANCE_ADJUSTED', { amountCents: -1250, reason: 'Clawback' })).toBe(
      'Affiliate balance adjusted: −$12.50 (reason: Clawback)',
    )
  })
})

describe('back-office actions', () => {
  it('say which setting or price changed, from what to what', () => {
    expect(activityLabel('SETTING_CHANGED', { key: 'minimumPayoutCents', before: 5000, after: 7500 })).toBe(
      'Setting changed: minimumPayoutCents from 5000 to 7500',
    )
    expect(
      activityLabel('PRODUCT_CHANGED', { key: 'FEDERAL.priceCents', before: 299900, after: 309900 }),
    ).toBe('Catalog changed: FEDERAL.priceCents from 299900 to 309900')
    expect(activityLabel('SETTING_CHANGED', { key: 'supportPhone', before: null, after: '555-0100' })).toBe(
      'Setting changed: supportPhone from null to 555-0100',
    )
  })

  it('say what happened to a conversation', () => {
    expect(activityLabel('CONVERSATION_ASSIGNED', { from: null, to: 'u1' })).toBe('Conversation assigned')
    expect(activityLabel('CONVERSATION_ASSIGNED', { from: 'u1', to: null })).toBe('Conversation unassigned')
    expect(activityLabel('CONVERSATION_REOPENED', {})).toBe('Conversation reopened')
  })

  it('say what staff decided on held fingerprint e-mail', () => {
    expect(activityLabel('INBOUND_MAIL_RELEASED', {})).toBe('Held fingerprint e-mail released into the case')
    expect(activityLabel('INBOUND_MAIL_REJECTED', {})).toBe('Held fingerprint e-mail rejected')
  })
})

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
  it('say which setting or price changed, from what to what, in words', () => {
    expect(activityLabel('SETTING_CHANGED', { key: 'minimumPayoutCents', before: 5000, after: 7500 })).toBe(
      'Setting changed: Minimum payout from $50.00 to $75.00',
    )
    expect(
      activityLabel('PRODUCT_CHANGED', { key: 'products.FEDERAL.priceCents', before: 299900, after: 319900 }),
    ).toBe('Catalog changed: Federal Restoration price from $2,999.00 to $3,199.00')
    expect(activityLabel('SETTING_CHANGED', { key: 'supportPhone', before: null, after: '555-0100' })).toBe(
      'Setting changed: Support phone from none to 555-0100',
    )
  })

  it('say whose staff account was signed in to, from where, and why a sign-in failed', () => {
    expect(
      activityLabel('STAFF_SIGNED_IN', { email: 'ada@example.com', addressBlock: '2001:db8:aa:bb::/64' }),
    ).toBe('Staff signed in: ada@example.com from 2001:db8:aa:bb::/64')
    expect(
      activityLabel('STAFF_SIGN_IN_FAILED', {
        email: 'ada@example.com',
        addressBlock: '203.0.113.7',
        reason: 'Wrong password',
      }),
    ).toBe('Failed staff sign-in: ada@example.com from 203.0.113.7 (reason: Wrong password)')
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

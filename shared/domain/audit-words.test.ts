import { describe, expect, it } from 'vitest'
import { auditActionName, auditChangeWords, auditEntryWords, auditValueWords } from './audit-words.ts'

describe('auditEntryWords', () => {
  it('says who acted: staff by name, a customer, the system', () => {
    const words = (actor: 'ADMIN' | 'USER' | 'SYSTEM', actorName: string | null) =>
      auditEntryWords({ actor, actorName, action: 'ORDER_REFUNDED', detail: {} }).actor
    expect(words('ADMIN', 'Ada Admin')).toBe('Staff: Ada Admin')
    expect(words('ADMIN', null)).toBe('Staff')
    expect(words('USER', 'Casey Customer')).toBe('Customer')
    expect(words('SYSTEM', null)).toBe('System')
  })

  it('names the action in words, never by its code', () => {
    const action = (code: string) =>
      auditEntryWords({ actor: 'SYSTEM', actorName: null, action: code, detail: {} }).action
    expect(action('ORDER_REFUNDED')).toBe('Order refunded')
    expect(action('STAFF_SIGNED_IN')).toBe('Staff signed in')
    expect(action('STAFF_SIGN_IN_FAILED')).toBe('Failed staff sign-in')
    expect(action('PRODUCT_CHANGED')).toBe('Catalog changed')
    expect(auditActionName('')).toBe('Other')
  })

  it('writes each stored value in words: money, codes, dates, yes and no, nested values', () => {
    const { details } = auditEntryWords({
      actor: 'ADMIN',
      actorName: 'Ada Admin',
      action: 'ROLE_CHANGED',
      detail: {
        amountCents: 299900,
        email: 'ann@example.com',
        status: 'READY_TO_SEND',
        decidedOn: '2026-02-01',
        isRefundable: false,
        before: { role: 'USER', disabledAt: null },
        after: { role: 'ADMIN', disabledAt: '2026-02-01T10:30:00.000Z' },
        note: '',
      },
    })
    expect(details).toEqual([
      { key: 'amountCents', name: 'Amount', text: '$2,999.00' },
      { key: 'email', name: 'E-mail', text: 'ann@example.com' },
      { key: 'status', name: 'Status', text: 'Ready to send' },
      { key: 'decidedOn', name: 'Decided on', text: 'February 1, 2026' },
      { key: 'isRefundable', name: 'Is refundable', text: 'No' },
      { key: 'before', name: 'Before', text: 'Role: Customer; Disabled at: none' },
      { key: 'after', name: 'After', text: 'Role: Admin; Disabled at: February 1, 2026 at 10:30 UTC' },
    ])
    expect(JSON.stringify(details.map((d) => [d.name, d.text]))).not.toMatch(/[A-Z]{2,}_|Cents|\d{6}/)
  })

  it("writes a change's before and after as values of the setting or product field it changed", () => {
    const { details } = auditEntryWords({
      actor: 'ADMIN',
      actorName: 'Ada Admin',
      action: 'PRODUCT_CHANGED',
      detail: { key: 'products.FEDERAL.priceCents', field: 'priceCents', before: 299900, after: 319900 },
    })
    expect(details.map((d) => `${d.name}: ${d.text}`)).toEqual([
      'Setting: Federal Restoration price',
      'Field: Price',
      'Before: $2,999.00',
      'After: $3,199.00',
    ])
  })
})

describe('auditChangeWords', () => {
  it('says a price change in dollars, by the product or setting it changed', () => {
    expect(auditChangeWords('priceCents', 299900, 319900)).toBe('Price from $2,999.00 to $3,199.00')
    expect(auditChangeWords('products.FEDERAL.priceCents', 299900, 319900)).toBe(
      'Federal Restoration price from $2,999.00 to $3,199.00',
    )
    expect(auditChangeWords('minimumPayoutCents', 5000, 7500)).toBe('Minimum payout from $50.00 to $75.00')
  })

  it('writes settings of every kind as the editor shows them', () => {
    expect(auditChangeWords('affiliateCommissionBps', 2000, 1250)).toBe(
      'Commission (percent) from 20% to 12.5%',
    )
    expect(auditChangeWords('affiliatesPublic', false, true)).toBe('Affiliate sign-ups open from Off to On')
    expect(auditChangeWords('supportPhone', null, '555-0100')).toBe('Support phone from none to 555-0100')
    expect(auditChangeWords('payoutWeekday', 1, 5)).toBe('Payout day from Monday to Friday')
    expect(auditValueWords('monsterLevelOverrideBps', [400, 100, 50])).toBe('4%, 1%, 0.5%')
  })
})

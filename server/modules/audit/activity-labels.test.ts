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

import { describe, expect, it } from 'vitest'
import { isHardBounce, parseDeliveryReport } from './delivery-report.ts'

describe('parseDeliveryReport', () => {
  it('reads the failed address, its status and the original Message-ID of a multipart/report', () => {
    const raw = [
      'Content-Type: multipart/report; report-type="delivery-status";',
      ' boundary="x"',
      'Message-ID: <own@mx>',
      '',
      '--x',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx',
      '',
      'Final-Recipient: rfc822;Pat@Example.com',
      'Action: failed',
      'Status: 5.1.1 (user unknown)',
      '',
      '--x',
      'Content-Type: message/rfc822',
      '',
      'Message-ID: <campaign.1.2@rightsrestore.test>',
      '--x--',
    ].join('\r\n')
    const report = parseDeliveryReport(Buffer.from(raw))
    expect(report).toEqual({
      originalMessageIds: ['campaign.1.2@rightsrestore.test'],
      recipients: [{ address: 'pat@example.com', status: '5.1.1', action: 'failed' }],
    })
    expect(isHardBounce(report!.recipients[0]!)).toBe(true)
  })

  it('takes Final-Recipient and Original-Message-ID fields in a plain body, and calls 4.x.x soft', () => {
    const report = parseDeliveryReport(
      'Subject: Delayed\n\nFinal-Recipient: rfc822; a@b.example\nAction: delayed\nStatus: 4.4.1\nOriginal-Message-ID: <m1@x>\n',
    )
    expect(report?.originalMessageIds).toEqual(['m1@x'])
    expect(isHardBounce(report!.recipients[0]!)).toBe(false)
  })

  it('is null for an ordinary message', () => {
    expect(parseDeliveryReport('Subject: Hi\nMessage-ID: <a@b>\n\nHello, my Message-ID: <c@d>')).toBeNull()
  })
})

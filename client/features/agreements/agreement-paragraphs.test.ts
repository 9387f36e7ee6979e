import { describe, expect, it } from 'vitest'
import { agreementText, CREDIT_REPAIR_CANCEL_STATEMENT } from '#shared/domain/agreement.ts'
import { agreementParagraphs } from './agreement-paragraphs.ts'

describe('agreementParagraphs', () => {
  const text = agreementText({
    companyName: 'Example Co',
    companyAddress: '1 Main St, Town, ST 00000',
    supportEmail: 'help@example.com',
    packageName: 'Federal Restoration + VIP Credit Repair',
    priceCents: 299_900,
    idFeeCents: 15_000,
    creditRepairValueCents: 149_700,
    refundWindowHours: 24,
  })
  const paragraphs = agreementParagraphs(text)

  it('keeps every word of the text, paragraph by paragraph', () => {
    expect(paragraphs.map((p) => p.text).join('\n\n')).toBe(text)
  })

  it('marks the short capitalised lines as headings, not the long capitalised statements', () => {
    const headings = paragraphs.filter((p) => p.isHeading).map((p) => p.text)
    expect(headings).toContain('SERVICE AGREEMENT')
    expect(headings).toContain('5. REFUNDS')
    expect(headings).not.toContain(CREDIT_REPAIR_CANCEL_STATEMENT)
  })
})

import { describe, expect, it } from 'vitest'
import { formatIsoDate } from './case-labels.ts'
import {
  AGREEMENT_VERSION,
  agreementText,
  CONSUMER_CREDIT_FILE_RIGHTS,
  CREDIT_REPAIR_CANCEL_STATEMENT,
  type AgreementParams,
} from './agreement.ts'

const params: AgreementParams = {
  companyName: 'Acme Restore',
  companyAddress: '1 Main Street, Charleston, WV 25301',
  supportEmail: 'help@acme.example',
  packageName: 'Federal Restoration + VIP Credit Repair',
  priceCents: 2_999_00,
  idFeeCents: 0,
  creditRepairValueCents: 1_497_00,
  refundWindowHours: 24,
}

describe('agreementText', () => {
  const text = agreementText(params)

  it('states the terms of the specification', () => {
    expect(text).toContain(
      'Document preparation takes 3-5 business days after we have received all the materials',
    )
    expect(text).toContain('Payment is due in full before document preparation begins.')
    expect(text).toContain('Payments are processed by a card payment provider')
    expect(text).toContain(
      'you agree to contact our support team by e-mail at help@acme.example before you open any dispute',
    )
  })

  it('states the refund policy', () => {
    expect(text).toContain(
      'You may cancel within 24 hours of payment for a full refund if no work has started on your case. Otherwise your payment is non-refundable. All sales are final once document preparation begins.',
    )
  })

  it('carries the disclaimers', () => {
    expect(text).toContain('Acme Restore is not a law firm and does not give legal advice.')
    expect(text).toContain('do not create an attorney-client relationship')
    expect(text).toContain('we do not guarantee any outcome')
    expect(text).toContain('independent attorneys handle it under separate terms')
  })

  it('gives the Credit Repair Organizations Act disclosure first, then the cancellation right and no advance fee', () => {
    const disclosureAt = text.indexOf(CONSUMER_CREDIT_FILE_RIGHTS)
    expect(disclosureAt).toBeGreaterThan(0)
    expect(disclosureAt).toBeLessThan(text.indexOf('PART A'))
    expect(CONSUMER_CREDIT_FILE_RIGHTS).toContain(
      'You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.',
    )
    expect(CONSUMER_CREDIT_FILE_RIGHTS).toContain(
      'The Public Reference Branch\nFederal Trade Commission\nWashington, D.C. 20580',
    )
    expect(text).toContain(
      'We never charge or receive any money or other valuable consideration for credit repair services before they are fully performed',
    )
    expect(text).toContain('NOTICE OF CANCELLATION')
    expect(text).toContain('to Acme Restore at 1 Main Street, Charleston, WV 25301')
    // The conspicuous statement sits last, right above the signature.
    expect(text.endsWith(CREDIT_REPAIR_CANCEL_STATEMENT)).toBe(true)
  })

  it('prints the figures it is given and no others', () => {
    expect(text).toContain(`Version of ${formatIsoDate(AGREEMENT_VERSION)}`)
    expect(text).toContain(
      'Package: Federal Restoration + VIP Credit Repair\nPackage price: $2,999.00\nTotal: $2,999.00',
    )
    expect(text).toContain('VIP Credit Repair (a $1,497.00 value) is included')
    expect(text).not.toContain('Manual ID processing fee')

    const repriced = agreementText({ ...params, priceCents: 3_100_50, creditRepairValueCents: 1_000_00 })
    expect(repriced).toContain('Package price: $3,100.50')
    expect(repriced).toContain('(a $1,000.00 value)')
    expect(repriced).not.toContain('2,999')
    expect(repriced).not.toContain('1,497')
  })

  it('adds the manual ID processing fee to the total when identity verification is skipped', () => {
    const bypass = agreementText({ ...params, idFeeCents: 150_00 })
    expect(bypass).toContain('Manual ID processing fee: $150.00')
    expect(bypass).toContain('Total: $3,149.00')
    expect(bypass).toContain('The manual ID processing fee is non-refundable.')
  })

  it('is the same text for the same inputs', () => {
    expect(agreementText({ ...params })).toBe(text)
  })
})

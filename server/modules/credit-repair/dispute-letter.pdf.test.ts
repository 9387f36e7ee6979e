import { describe, expect, it } from 'vitest'
import { pdfText } from '#server/modules/packet/pdf-text.test-support.ts'
import type { CreditItemInput } from '#shared/domain/credit-repair.ts'
import { BUREAU_ADDRESSES } from './bureau-addresses.ts'
import { buildDisputeLetter, buildFollowUpLetter, letterText, type LetterCustomer } from './dispute-letter.ts'
import { SIGN_HERE_MARK, renderLetterPdf } from './dispute-letter.pdf.ts'

const customer: LetterCustomer = {
  fullName: 'Jordan Avery Miller',
  addressLines: ['412 Oak Street', 'Charleston, WV 25301'],
  dateOfBirth: '1980-07-04',
  ssnLastFour: '6789',
}

const items: CreditItemInput[] = [
  {
    bureau: 'EXPERIAN',
    creditor: 'Acme Bank',
    accountLastDigits: '1234',
    type: 'LATE_PAYMENT',
    reason: 'WRONG_PAYMENT_HISTORY',
    note: 'I paid on time in March 2024; my bank statement is enclosed.',
  },
  {
    bureau: 'EXPERIAN',
    creditor: 'Northside Collections',
    accountLastDigits: '88',
    type: 'COLLECTION',
    reason: 'NOT_MINE',
  },
  { bureau: 'EXPERIAN', creditor: 'Quick Auto Loans', type: 'INQUIRY', reason: 'UNRECOGNISED_INQUIRY' },
]

const render = (letter: ReturnType<typeof buildDisputeLetter>) =>
  renderLetterPdf(letter, { companyName: 'RightsRestore', generatedAt: new Date('2026-03-01T12:00:00Z') })

/** pdftotext keeps line breaks where the layout wrapped: compare words, not lines. */
const words = (text: string) => text.replace(/\s+/g, ' ')

describe('dispute letter', () => {
  it('holds every item, its reason, the bureau address and only the last four of the SSN', async () => {
    const letter = buildDisputeLetter({ customer, bureau: 'EXPERIAN', dated: '2026-03-01', items })
    const { bytes, pageCount } = await render(letter)
    const text = words(await pdfText(bytes))
    expect(pageCount).toBeGreaterThanOrEqual(2)
    for (const line of BUREAU_ADDRESSES.EXPERIAN.lines) expect(text).toContain(line)
    expect(text).toContain('Jordan Avery Miller')
    expect(text).toContain('412 Oak Street')
    expect(text).toContain('July 4, 1980')
    expect(text).toContain('March 1, 2026')
    expect(text).toContain('XXX-XX-6789')
    expect(text).toContain('1. Acme Bank - account ending in 1234')
    expect(text).toContain('Type: Late payment')
    expect(text).toContain('Reason: The payment history is wrong. I believe this information is inaccurate.')
    expect(text).toContain('Details: I paid on time in March 2024; my bank statement is enclosed.')
    expect(text).toContain('2. Northside Collections - account ending in 88')
    expect(text).toContain('Reason: This account is not mine.')
    expect(text).toContain('3. Quick Auto Loans')
    expect(text).toContain("Reason: I don't recognise this inquiry")
    expect(text).toContain('I believe this information is unverifiable.')
    expect(text).toContain('within 30 days of receiving this letter (15 U.S.C. § 1681i(a)(1)(A))')
    expect(text).toContain('A copy of my government-issued photo ID')
    expect(text).toContain('showing my current address')
    expect(text).toContain('Copies of the pages of my Experian credit report with each disputed item marked')
    expect(text).toContain(SIGN_HERE_MARK)
    expect(text).toContain('Certified Mail with Return Receipt requested')
    expect(text).toContain('Write down the date you mailed it')
    expect(text).not.toMatch(/\d{3}-?\d{2}-?\d{4}/)
    expect(text).not.toMatch(/guarantee|will be removed/i)
  })

  it('gives 45 days when the dispute follows the free annual report', async () => {
    const letter = buildDisputeLetter({
      customer,
      bureau: 'EXPERIAN',
      dated: '2026-03-01',
      items,
      isAfterAnnualFreeReport: true,
    })
    const text = words(await pdfText((await render(letter)).bytes))
    expect(text).toContain('within 45 days of receiving this letter (15 U.S.C. § 1681j(a)(3)')
  })

  it('lays a long list of items over several pages without losing one', async () => {
    const many: CreditItemInput[] = Array.from({ length: 40 }, (_, i) => ({
      bureau: 'EQUIFAX',
      creditor: `Creditor number ${i + 1}`,
      accountLastDigits: String(1000 + i),
      type: 'COLLECTION',
      reason: 'LISTED_MORE_THAN_ONCE',
    }))
    const letter = buildDisputeLetter({ customer, bureau: 'EQUIFAX', dated: '2026-03-01', items: many })
    const { bytes, pageCount } = await render(letter)
    const text = words(await pdfText(bytes))
    expect(pageCount).toBeGreaterThan(3)
    for (let i = 0; i < 40; i++)
      expect(text).toContain(`${i + 1}. Creditor number ${i + 1} - account ending in ${1000 + i}`)
    for (const line of BUREAU_ADDRESSES.EQUIFAX.lines) expect(text).toContain(line)
  })

  it('refuses an item of another bureau, a full SSN and a full account number', () => {
    expect(() => buildDisputeLetter({ customer, bureau: 'EQUIFAX', dated: '2026-03-01', items })).toThrow(
      /EXPERIAN/,
    )
    expect(() =>
      buildDisputeLetter({
        customer: { ...customer, ssnLastFour: '123456789' },
        bureau: 'EXPERIAN',
        dated: '2026-03-01',
        items,
      }),
    ).toThrow()
    const fullNumber = { ...items[0]!, accountLastDigits: '4111111111111111' }
    expect(() =>
      buildDisputeLetter({ customer, bureau: 'EXPERIAN', dated: '2026-03-01', items: [fullNumber] }),
    ).toThrow()
  })

  it('reads the same as plain text', () => {
    const text = letterText(
      buildDisputeLetter({
        customer,
        bureau: 'TRANSUNION',
        dated: '2026-03-01',
        items: [{ ...items[1]!, bureau: 'TRANSUNION' }],
      }),
    )
    expect(text).toContain('TransUnion LLC\nConsumer Dispute Center\nP.O. Box 2000')
    expect(text).toContain('Social Security number: XXX-XX-6789')
    expect(text).toContain('Reason: This account is not mine.')
  })
})

describe('follow-up letter', () => {
  it('asks how each verified item was verified, under § 1681i(a)(6)(B)(iii) and (a)(7)', async () => {
    const letter = buildFollowUpLetter({
      customer,
      bureau: 'EXPERIAN',
      dated: '2026-04-20',
      disputedOn: '2026-03-02',
      items: [items[0]!],
    })
    const text = words(await pdfText((await render(letter)).bytes))
    expect(text).toContain('On March 2, 2026 I disputed the item below')
    expect(text).toContain('verified as reported')
    expect(text).toContain('1. Acme Bank - account ending in 1234')
    expect(text).toContain('Reason: The payment history is wrong.')
    expect(text).toContain('15 U.S.C. § 1681i(a)(6)(B)(iii) and (a)(7)')
    expect(text).toContain('description of the procedure used to determine the accuracy and completeness')
    expect(text).toContain('within 15 days of receiving this request')
    expect(text).toContain('A copy of the results letter Experian sent me')
    for (const line of BUREAU_ADDRESSES.EXPERIAN.lines) expect(text).toContain(line)
    expect(text).toContain('XXX-XX-6789')
    expect(text).not.toMatch(/\d{3}-?\d{2}-?\d{4}/)
  })
})

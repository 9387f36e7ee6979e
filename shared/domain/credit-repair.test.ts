import { describe, expect, it } from 'vitest'
import {
  CREDIT_ITEM_MESSAGES,
  CreditItemInputSchema,
  creditItemStatus,
  creditRepairProgress,
  maskedSsn,
  methodOfVerificationDueOn,
  responseDueOn,
  type BureauFacts,
} from './credit-repair.ts'

const report = (overrides: Partial<BureauFacts> = {}): BureauFacts => ({
  hasReport: true,
  items: [],
  isLetterGenerated: false,
  sentOn: null,
  ...overrides,
})

const allReports = (
  overrides: Partial<Record<'EQUIFAX' | 'EXPERIAN' | 'TRANSUNION', Partial<BureauFacts>>> = {},
) => ({
  EQUIFAX: report(overrides.EQUIFAX),
  EXPERIAN: report(overrides.EXPERIAN),
  TRANSUNION: report(overrides.TRANSUNION),
})

describe('creditRepairProgress', () => {
  it('starts at step 1 in progress with nothing done', () => {
    const progress = creditRepairProgress({ isIdentityVerified: false, bureaus: {} })
    expect(progress.steps.map((s) => s.state)).toEqual([
      'IN_PROGRESS',
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
    ])
    expect(progress).toMatchObject({ stepsDone: 0, currentStep: 1, percent: 0, nextDue: null })
  })

  it('keeps step 2 in progress until a report or an item is on file, and one bureau is enough', () => {
    const none = creditRepairProgress({ isIdentityVerified: true, bureaus: {} })
    expect(none).toMatchObject({ stepsDone: 1, currentStep: 2, percent: 20 })
    const one = creditRepairProgress({ isIdentityVerified: true, bureaus: { EQUIFAX: report() } })
    expect(one.steps.map((s) => s.state)).toEqual(['DONE', 'DONE', 'IN_PROGRESS', 'PENDING', 'PENDING'])
    expect(one).toMatchObject({ stepsDone: 2, currentStep: 3, percent: 40 })
    const byHand = creditRepairProgress({
      isIdentityVerified: true,
      bureaus: {
        EXPERIAN: { hasReport: false, items: [{ result: null }], isLetterGenerated: false, sentOn: null },
      },
    })
    expect(byHand).toMatchObject({ stepsDone: 2, currentStep: 3 })
  })

  it("reads the spec's example: steps 1-2 done and letters in progress is step 2 of 5, 40%", () => {
    const progress = creditRepairProgress({
      isIdentityVerified: true,
      bureaus: allReports({ EQUIFAX: { items: [{ result: null }] } }),
    })
    expect(progress.steps).toEqual([
      { number: 1, title: 'Identity verified', state: 'DONE' },
      { number: 2, title: 'Credit reports received', state: 'DONE' },
      { number: 3, title: 'Dispute letters generated', state: 'IN_PROGRESS' },
      { number: 4, title: 'Bureau submissions', state: 'PENDING' },
      { number: 5, title: 'Results and follow-up', state: 'PENDING' },
    ])
    expect(progress).toMatchObject({ stepsDone: 2, currentStep: 3, percent: 40 })
  })

  it('stays at step 3 while nothing is marked for dispute', () => {
    expect(creditRepairProgress({ isIdentityVerified: true, bureaus: allReports() }).currentStep).toBe(3)
  })

  it('needs a letter for every bureau with disputed items before step 3 is done', () => {
    const bureaus = allReports({
      EQUIFAX: { items: [{ result: null }], isLetterGenerated: true },
      TRANSUNION: { items: [{ result: null }] },
    })
    expect(creditRepairProgress({ isIdentityVerified: true, bureaus }).currentStep).toBe(3)
    bureaus.TRANSUNION.isLetterGenerated = true
    // Experian has nothing disputed, so it needs no letter.
    expect(creditRepairProgress({ isIdentityVerified: true, bureaus }).currentStep).toBe(4)
  })

  it('moves to step 5 once every letter is mailed, with the earliest result as the next due date', () => {
    const progress = creditRepairProgress({
      isIdentityVerified: true,
      bureaus: allReports({
        EQUIFAX: { items: [{ result: null }], isLetterGenerated: true, sentOn: '2026-03-10' },
        TRANSUNION: { items: [{ result: null }], isLetterGenerated: true, sentOn: '2026-03-02' },
      }),
    })
    expect(progress).toMatchObject({ stepsDone: 4, currentStep: 5, percent: 80 })
    // 2026-03-02 + 5 days of mail = 03-07, + 30 days = 04-06.
    expect(progress.nextDue).toEqual({ on: '2026-04-06', bureau: 'TRANSUNION', kind: 'RESULTS' })
  })

  it('finishes when every item has a result and verified items have had their follow-up', () => {
    const bureaus = allReports({
      EQUIFAX: {
        items: [{ result: 'DELETED' }, { result: 'VERIFIED' }],
        isLetterGenerated: true,
        sentOn: '2026-03-10',
      },
    })
    const waiting = creditRepairProgress({ isIdentityVerified: true, bureaus })
    expect(waiting).toMatchObject({ currentStep: 5, nextDue: null })
    bureaus.EQUIFAX.followUpSentOn = '2026-04-20'
    const done = creditRepairProgress({ isIdentityVerified: true, bureaus })
    expect(done.steps.every((s) => s.state === 'DONE')).toBe(true)
    expect(done).toMatchObject({ stepsDone: 5, currentStep: null, percent: 100 })
    // The follow-up's answer is due 15 days after its receipt: 04-20 + 5 + 15.
    expect(done.nextDue).toEqual({ on: '2026-05-10', bureau: 'EQUIFAX', kind: 'METHOD_OF_VERIFICATION' })
  })

  it('counts steps in order: later work does not count while identity is unverified', () => {
    const progress = creditRepairProgress({
      isIdentityVerified: false,
      bureaus: allReports({
        EQUIFAX: { items: [{ result: null }], isLetterGenerated: true, sentOn: '2026-03-10' },
      }),
    })
    expect(progress).toMatchObject({ stepsDone: 0, currentStep: 1, percent: 0 })
    expect(progress.nextDue?.on).toBe('2026-04-14')
  })
})

describe('responseDueOn', () => {
  it('gives 30 days from receipt, counting 5 days of mail without a return receipt', () => {
    expect(responseDueOn('2026-01-01', { withAnnualFreeReport: false })).toBe('2026-02-05')
  })

  it('gives 45 days after the free annual report', () => {
    expect(responseDueOn('2026-01-01', { withAnnualFreeReport: true })).toBe('2026-02-20')
  })

  it('counts from the date on the return receipt when the customer has it', () => {
    expect(responseDueOn('2026-01-01', { withAnnualFreeReport: false, receivedOn: '2026-01-03' })).toBe(
      '2026-02-02',
    )
  })

  it('crosses month and year ends', () => {
    expect(responseDueOn('2026-01-26', { withAnnualFreeReport: false })).toBe('2026-03-02')
    expect(responseDueOn('2026-12-20', { withAnnualFreeReport: false })).toBe('2027-01-24')
    expect(responseDueOn('2026-11-30', { withAnnualFreeReport: true })).toBe('2027-01-19')
  })

  it('counts 29 February in a leap year and not otherwise', () => {
    expect(responseDueOn('2028-01-25', { withAnnualFreeReport: false })).toBe('2028-02-29')
    expect(responseDueOn('2027-01-25', { withAnnualFreeReport: false })).toBe('2027-03-01')
    expect(responseDueOn('2100-01-25', { withAnnualFreeReport: false })).toBe('2100-03-01')
    expect(responseDueOn('2000-01-25', { withAnnualFreeReport: false })).toBe('2000-02-29')
  })

  it('gives the method-of-verification description 15 days from receipt', () => {
    expect(methodOfVerificationDueOn('2026-02-20')).toBe('2026-03-12')
    expect(methodOfVerificationDueOn('2028-02-10', { receivedOn: '2028-02-14' })).toBe('2028-02-29')
  })
})

describe('creditItemStatus', () => {
  it('follows the letter, the result and the follow-up', () => {
    expect(creditItemStatus({ sentOn: null, result: null, followUpSentOn: null })).toBe('NOT_SENT')
    expect(creditItemStatus({ sentOn: '2026-01-01', result: null, followUpSentOn: null })).toBe(
      'AWAITING_RESULT',
    )
    expect(creditItemStatus({ sentOn: '2026-01-01', result: 'DELETED', followUpSentOn: null })).toBe(
      'DELETED',
    )
    expect(creditItemStatus({ sentOn: '2026-01-01', result: 'VERIFIED', followUpSentOn: null })).toBe(
      'VERIFIED',
    )
    expect(creditItemStatus({ sentOn: '2026-01-01', result: 'VERIFIED', followUpSentOn: '2026-03-01' })).toBe(
      'FOLLOW_UP_SENT',
    )
  })
})

describe('CreditItemInputSchema', () => {
  const valid = {
    bureau: 'EQUIFAX',
    creditor: 'Acme Bank',
    accountLastDigits: '1234',
    type: 'LATE_PAYMENT',
    reason: 'WRONG_PAYMENT_HISTORY',
  }
  const messages = (input: unknown) =>
    CreditItemInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

  it('accepts an item with the last digits of its account', () => {
    expect(CreditItemInputSchema.parse({ ...valid, note: 'Paid on time in March.' })).toMatchObject(valid)
    expect(CreditItemInputSchema.parse({ ...valid, accountLastDigits: '12' }).accountLastDigits).toBe('12')
  })

  it('refuses a full account number', () => {
    expect(messages({ ...valid, accountLastDigits: '4111111111111111' })).toEqual([
      CREDIT_ITEM_MESSAGES.accountLastDigits,
    ])
    expect(messages({ ...valid, accountLastDigits: '12345' })).toEqual([
      CREDIT_ITEM_MESSAGES.accountLastDigits,
    ])
    expect(messages({ ...valid, accountLastDigits: '1' })).toEqual([CREDIT_ITEM_MESSAGES.accountLastDigits])
  })

  it('refuses a full account or Social Security number written in the note or the creditor', () => {
    expect(messages({ ...valid, note: 'My SSN is 123-45-6789' })).toEqual([CREDIT_ITEM_MESSAGES.longNumber])
    expect(messages({ ...valid, note: 'card 4111 1111 1111 1111' })).toEqual([
      CREDIT_ITEM_MESSAGES.longNumber,
    ])
    expect(messages({ ...valid, creditor: 'Acme 123456789' })).toEqual([CREDIT_ITEM_MESSAGES.longNumber])
    expect(messages({ ...valid, note: 'Paid $1,250 on 2024-03-15' })).toEqual([])
  })

  it('asks for the last digits of an account but not of an inquiry', () => {
    expect(messages({ ...valid, accountLastDigits: undefined })).toEqual([
      CREDIT_ITEM_MESSAGES.accountLastDigitsRequired,
    ])
    expect(
      messages({ ...valid, accountLastDigits: undefined, type: 'INQUIRY', reason: 'UNRECOGNISED_INQUIRY' }),
    ).toEqual([])
  })

  it('says what is missing in plain words', () => {
    expect(messages({})).toEqual([
      CREDIT_ITEM_MESSAGES.bureau,
      CREDIT_ITEM_MESSAGES.creditor,
      CREDIT_ITEM_MESSAGES.type,
      CREDIT_ITEM_MESSAGES.reason,
    ])
  })
})

describe('maskedSsn', () => {
  it('shows only the last four digits and refuses anything else', () => {
    expect(maskedSsn('6789')).toBe('XXX-XX-6789')
    expect(() => maskedSsn('123456789')).toThrow(CREDIT_ITEM_MESSAGES.ssnLastFour)
  })
})

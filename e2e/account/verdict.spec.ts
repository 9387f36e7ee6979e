import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { EligibilityResult, OpenQuestion } from '#shared/domain/eligibility/result.ts'
import { expectNoAxeViolations, hasHorizontalScroll, openPage, useBrowser } from '../fixtures.ts'
import {
  answer,
  answerNonviolentFelony,
  fillConviction,
  fillPersonalInfo,
  forwardTo,
  type ConvictionAnswers,
} from '../wizard.ts'

/** Someone living in Washington, so Washington's law is the only state law in play. */
const WA_PERSON = {
  firstName: 'Sam',
  lastName: 'Okafor',
  dateOfBirth: '1982-07-04',
  phone: '(206) 555-0147',
  address: '400 Pine Street',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98101',
} as const

/**
 * Second-degree theft (RCW 9A.56.040, a class C felony, maximum 5 years) long finished: Washington's
 * superior court restores firearm rights after five consecutive years in the community without a
 * new conviction (RCW 9.41.040(4), 9.41.041), and that full restoration also lifts the federal ban
 * (18 U.S.C. § 921(a)(20)). ELIGIBLE, with the state package.
 */
const WA_THEFT_2008: ConvictionAnswers = {
  convictionDate: '2008-03-15',
  charges: 'Theft in the second degree, RCW 9A.56.040 (class C felony)',
  courtName: 'King County Superior Court',
  sentence: '2 years of probation',
  supervisionEndDate: '2010-03-15',
}

/** YYYY-MM-DD, `years` before today. */
function yearsAgo(years: number): string {
  const date = new Date()
  date.setFullYear(date.getFullYear() - years)
  return date.toISOString().slice(0, 10)
}

/**
 * The same felony, convicted three years ago and off probation a year ago: the court petition needs
 * five years in the community and § 925(c) (proposed 28 CFR part 107) five years from the end of
 * supervision; a governor's pardon, open at any time, never makes a case ELIGIBLE on its own
 * (docs/decisions/020). NOT_ELIGIBLE, with the date the wait runs out.
 */
const WA_THEFT_RECENT: ConvictionAnswers = {
  ...WA_THEFT_2008,
  convictionDate: yearsAgo(3),
  supervisionEndDate: yearsAgo(1),
}

/**
 * A theft whose degree the text does not give: third degree is a gross misdemeanor (no federal ban,
 * no Washington ban), second degree a class C felony. The grade decides, so MANUAL_REVIEW; told it
 * was a felony with a 5-year maximum, it is the ELIGIBLE case above.
 */
const WA_THEFT_UNGRADED: ConvictionAnswers = {
  ...WA_THEFT_2008,
  charges: 'Theft, King County cause no. 08-1-01234-5 SEA',
}

/** What the person would answer to each question the engine may ask about WA_THEFT_UNGRADED. */
const TRUE_ANSWERS: Partial<Record<OpenQuestion['field'], { yesNo: 'Yes' | 'No' } | { text: string }>> = {
  'offense.felony': { yesNo: 'Yes' },
  'offense.maxSentenceYears': { text: '5' },
  'offense.violent': { yesNo: 'No' },
  'offense.weapon': { yesNo: 'No' },
  'offense.domesticRelationship': { yesNo: 'No' },
  'offense.drugDistribution': { yesNo: 'No' },
  'offense.drugPossession': { yesNo: 'No' },
  'offense.sexOffense': { yesNo: 'No' },
  'offense.sexOffenseRegistration': { yesNo: 'No' },
  'offense.burglary': { yesNo: 'No' },
  disposition: { text: 'CONVICTION' },
  supervisionCompleted: { yesNo: 'Yes' },
  supervisionEndDate: { text: '2010-03-15' },
  priorConvictions: { yesNo: 'No' },
}

/** Steps 1 and 2 of the state wizard; returns the verdict the server gave at step 3. */
async function checkInStateWizard(
  page: Page,
  conviction: ConvictionAnswers,
  answerFacts: (page: Page) => Promise<void>,
) {
  await openPage(page, '/start/state')
  await fillPersonalInfo(page, WA_PERSON)
  await forwardTo(page, 'Next', 2)
  await page.getByLabel('State of conviction').selectOption('WA')
  await fillConviction(page, conviction)
  await answerFacts(page)
  return checkEligibility(page)
}

async function checkEligibility(page: Page): Promise<EligibilityResult> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/eligibility'))
  await forwardTo(page, 'Check Eligibility', 3)
  return (await (await response).json()) as EligibilityResult
}

/** What every verdict shows, readable: nothing wider than the window, axe clean. */
async function expectScannableVerdict(page: Page, heading: string) {
  await page.getByRole('heading', { level: 3, name: heading }).waitFor()
  await page.getByRole('heading', { name: 'Federal law' }).waitFor()
  await page.getByRole('heading', { name: 'State law' }).waitFor()
  await page.getByRole('heading', { name: 'Citations' }).waitFor()
  expect(await hasHorizontalScroll(page)).toBe(false)
  await expectNoAxeViolations(page)

  // The full reasoning is one tap away, closed at first.
  const why = page.getByText('Why: our full reasoning', { exact: true })
  const reasoning = page.getByText(/This is general legal information/)
  expect(await reasoning.isVisible()).toBe(false)
  await why.click()
  await reasoning.waitFor()
  expect(await hasHorizontalScroll(page)).toBe(false)
  await expectNoAxeViolations(page)
}

/** The card of one side, found by its heading. */
function sideCard(page: Page, title: 'Federal law' | 'State law') {
  return page.getByRole('region', { name: title })
}

// At desktop width; the same verdict screens at 375 px are in e2e/layout/phone-layout.spec.ts.
// They are wizard steps part-way, so axe checks them in the journey.
describe('the verdict people can scan', () => {
  const browser = useBrowser()

  it('an old finished theft felony in Washington: eligible, the state package, each side open', async () => {
    const page = await browser.newPage()
    const result = await checkInStateWizard(page, WA_THEFT_2008, answerNonviolentFelony)
    expect(result.verdict).toBe('ELIGIBLE')

    await expectScannableVerdict(page, 'You appear eligible for restoration!')
    await page.getByText(/^Recommended package:\s*State Restoration$/).waitFor()
    for (const side of ['Federal law', 'State law'] as const) {
      const card = sideCard(page, side)
      await card.getByText('Open now', { exact: true }).waitFor()
      await card.getByText('Route', { exact: true }).waitFor()
      await card.getByText('What to do next', { exact: true }).waitFor()
    }
    expect(await page.getByRole('button', { name: 'Re-check' }).count()).toBe(0)
  })

  it('the same felony three years ago: concerns identified, with the date the wait runs out', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await openPage(page, '/start/federal')
    await fillPersonalInfo(page, WA_PERSON)
    await forwardTo(page, 'Next', 2)
    await page.getByLabel('Type of conviction').selectOption('STATE')
    await page.getByLabel('State where the court sat (optional)').selectOption('WA')
    await fillConviction(page, WA_THEFT_RECENT)
    await answerNonviolentFelony(page)
    const result = await checkEligibility(page)
    expect(result.verdict).toBe('NOT_ELIGIBLE')

    await expectScannableVerdict(page, 'Eligibility concerns identified')
    await sideCard(page, 'State law').getByText('Not open yet', { exact: true }).waitFor()
    expect(await page.getByText('Earliest date', { exact: true }).count()).toBeGreaterThan(0)
    expect(await page.getByText('Recommended package:').count()).toBe(0)
  })

  it('a theft of unknown degree: review, and answering its questions in place changes the verdict', async () => {
    const page = await browser.newPage()
    const result = await checkInStateWizard(page, WA_THEFT_UNGRADED, async (p) => {
      for (const question of [
        /violence/,
        /weapon/,
        /spouse or partner/,
        /selling/,
        /own use/,
        /sex offender/,
      ]) {
        await answer(p, question, 'No')
      }
      await answer(p, 'How did the case end?', 'Found or pleaded guilty (a conviction)')
    })
    expect(result.verdict).toBe('MANUAL_REVIEW')
    expect(result.questions.length).toBeGreaterThan(0)

    await expectScannableVerdict(page, 'Manual review required')
    await page.getByRole('heading', { name: 'Questions that would settle it' }).waitFor()

    // Re-check with nothing answered says what is missing and sends nothing.
    let checks = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/eligibility')) checks += 1
    })
    await page.getByRole('button', { name: 'Re-check' }).click()
    await page.getByText('Answer at least one question, then press Re-check.').waitFor()
    expect(checks).toBe(0)

    for (const question of result.questions) {
      const truth = TRUE_ANSWERS[question.field]
      expect(truth, `an answer to "${question.text}" (${question.field})`).toBeDefined()
      if (!truth) continue
      if ('yesNo' in truth) {
        await page
          .getByRole('group', { name: question.text })
          .getByLabel(truth.yesNo, { exact: true })
          .check()
      } else if (question.answer === 'CHOICE') {
        await page.getByLabel(question.text, { exact: true }).selectOption(truth.text)
      } else {
        await page.getByLabel(question.text, { exact: true }).fill(truth.text)
      }
    }
    await expectNoAxeViolations(page)

    const rechecked = page.waitForRequest((r) => r.url().endsWith('/api/eligibility'))
    await page.getByRole('button', { name: 'Re-check' }).click()
    const body = (await rechecked).postDataJSON() as { offense?: { felony?: boolean } }
    if (result.questions.some((q) => q.field === 'offense.felony')) expect(body.offense?.felony).toBe(true)

    await page.getByRole('heading', { level: 3, name: 'You appear eligible for restoration!' }).waitFor()
    // The new verdict is announced: focus moves to its heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'You appear eligible for restoration!',
    )
    expect(await page.getByRole('button', { name: 'Re-check' }).count()).toBe(0)
    expect(await hasHorizontalScroll(page)).toBe(false)
    await expectNoAxeViolations(page)

    // The answers went into the wizard's own: back at step 2 they are there.
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByText('Step 2 of 4', { exact: true }).waitFor()
    if (result.questions.some((q) => q.field === 'offense.felony')) {
      expect(
        await page
          .getByRole('group', { name: 'Was it a felony or a misdemeanor?' })
          .getByLabel('Felony')
          .isChecked(),
      ).toBe(true)
    }
  })
})

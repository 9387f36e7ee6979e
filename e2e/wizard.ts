import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { CreateCaseInput } from '#shared/contracts/cases.contract.ts'
import { baseURL, openPage } from './fixtures.ts'

/** Step 1 answers of a person living in West Virginia. */
export const PERSON = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  dateOfBirth: '1980-05-01',
  phone: '304-555-0100',
  address: '1 Capitol Street',
  city: 'Charleston',
  state: 'WV',
  zipCode: '25301',
} as const

/**
 * Expects `message` under the field labelled `label`: shown on the page, and named by the field's
 * aria-describedby, so a screen reader reads it with that field.
 */
export async function expectFieldMessage(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true })
  await page.getByText(message, { exact: true }).waitFor()
  expect(await field.getAttribute('aria-invalid'), `${label} is not marked invalid`).toBe('true')
  const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
  const descriptions = await Promise.all(
    describedBy
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  )
  expect(descriptions, `the description of ${label}`).toContain(message)
}

export async function fillPersonalInfo(page: Page, person: Record<keyof typeof PERSON, string> = PERSON) {
  await page.getByLabel('First name', { exact: true }).fill(person.firstName)
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName)
  await page.getByLabel('Date of birth', { exact: true }).fill(person.dateOfBirth)
  await page.getByLabel('Phone number', { exact: true }).fill(person.phone)
  await page.getByLabel('Street address', { exact: true }).fill(person.address)
  await page.getByLabel('City', { exact: true }).fill(person.city)
  await page.getByLabel('State', { exact: true }).selectOption(person.state)
  await page.getByLabel('ZIP code', { exact: true }).fill(person.zipCode)
}

export type ConvictionAnswers = {
  convictionDate: string
  charges: string
  courtName: string
  sentence: string
  /** Set to tick "I have completed my sentence…" and give the date it ended. */
  supervisionEndDate?: string
}

export async function fillConviction(page: Page, answers: ConvictionAnswers) {
  await page.getByLabel('Date of conviction', { exact: true }).fill(answers.convictionDate)
  await page.getByLabel('Charges', { exact: true }).fill(answers.charges)
  await page.getByLabel('Court name', { exact: true }).fill(answers.courtName)
  await page.getByLabel('Sentence', { exact: true }).fill(answers.sentence)
  if (answers.supervisionEndDate) {
    await page.getByLabel(/^I have completed my sentence/).check()
    await page.getByLabel('Date it ended (optional)', { exact: true }).fill(answers.supervisionEndDate)
  }
}

/** Picks `answer` in the radio group (fieldset) whose question matches `question`. */
export async function answer(page: Page, question: string | RegExp, answerLabel: string) {
  await page.getByRole('group', { name: question }).getByLabel(answerLabel, { exact: true }).check()
}

/**
 * The facts of a finished nonviolent felony (no weapon, no drugs, no domestic victim, no
 * registration) that ended in a conviction: in West Virginia the rules engine finds a route open
 * now, so the verdict is ELIGIBLE.
 */
export async function answerNonviolentFelony(page: Page) {
  await answer(page, 'Was it a felony or a misdemeanor?', 'Felony')
  await page.getByLabel(/^Longest prison term/).fill('5')
  for (const question of [/violence/, /weapon/, /spouse or partner/, /selling/, /own use/, /sex offender/]) {
    await answer(page, question, 'No')
  }
  await answer(page, 'How did the case end?', 'Found or pleaded guilty (a conviction)')
}

export const WV_THEFT: ConvictionAnswers = {
  convictionDate: '2010-03-15',
  charges: 'Grand larceny, W. Va. Code § 61-3-13',
  courtName: 'Circuit Court of Kanawha County',
  sentence: '2 years of probation',
  supervisionEndDate: '2012-03-15',
}

/** Clicks the wizard's forward button and waits for the step `stepNumber` to be shown. */
export async function forwardTo(page: Page, buttonName: string, stepNumber: number) {
  await page.getByRole('button', { name: buttonName, exact: true }).click()
  await page.getByText(`Step ${stepNumber} of 4`, { exact: true }).waitFor()
}

/**
 * Opens a case through the federal wizard for an old West Virginia theft felony that the check
 * finds eligible, and returns the case id the wizard lands on.
 */
export async function openEligibleCaseThroughWizard(page: Page): Promise<string> {
  await openPage(page, '/start/federal')
  await fillPersonalInfo(page)
  await forwardTo(page, 'Next', 2)
  await page.getByLabel('Type of conviction').selectOption('STATE')
  await page.getByLabel('State where the court sat (optional)').selectOption('WV')
  await fillConviction(page, WV_THEFT)
  await answerNonviolentFelony(page)
  await forwardTo(page, 'Check Eligibility', 3)
  await page.getByRole('heading', { name: 'You appear eligible for restoration!' }).waitFor()
  await forwardTo(page, 'Next', 4)
  await page.getByRole('button', { name: 'Create Case', exact: true }).click()
  await page.waitForURL((url) => /^\/case\/[0-9a-f-]{36}$/.test(url.pathname))
  return new URL(page.url()).pathname.split('/').at(-1) ?? ''
}

/** A complete federal wizard, as POST /api/cases takes it. */
export function federalCaseInput(
  overrides: Partial<{ isBundle: boolean; state: string }> = {},
): CreateCaseInput {
  return {
    wizard: 'FEDERAL',
    isBundle: overrides.isBundle ?? false,
    personalInfo: {
      ...PERSON,
      state: (overrides.state ?? PERSON.state) as CreateCaseInput['personalInfo']['state'],
    },
    convictionInfo: {
      convictionType: 'FEDERAL',
      convictionDate: '2012-06-01',
      charges: 'Wire fraud, 18 U.S.C. § 1343',
      courtName: 'U.S. District Court for the Southern District of West Virginia',
      sentence: '24 months and 3 years of supervised release',
      completedSupervision: true,
      supervisionEndDate: '2017-06-01',
      facts: {
        offenseLevel: 'FELONY',
        violent: 'NO',
        weapon: 'NO',
        domesticRelationship: 'NO',
        drugDistribution: 'NO',
        drugPossession: 'NO',
        sexOffenseRegistration: 'NO',
        sexOffense: 'NO',
        burglary: 'NO',
        disposition: 'CONVICTION',
        reliefObtained: [],
        reliefRestrictsFirearms: 'UNKNOWN',
      },
    },
    additionalInfo: { priorConvictions: false, militaryService: false },
  }
}

/** Opens a case through the API in `context` (signed in) and returns its id. */
export async function createCaseViaApi(context: BrowserContext, input: CreateCaseInput): Promise<string> {
  const response = await context.request.post('/api/cases', { data: input, headers: { Origin: baseURL } })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

import { describe, expect, it } from 'vitest'
import type { EligibilityResult } from '#shared/domain/eligibility/result.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import {
  allowConsoleErrors,
  createCustomer,
  expectNoAxeViolations,
  openPage,
  signInAs,
  useBrowser,
} from '../fixtures.ts'
import {
  answerNonviolentFelony,
  expectFieldMessage,
  fillConviction,
  fillPersonalInfo,
  forwardTo,
  PERSON,
  WV_THEFT,
} from '../wizard.ts'

const STEP_1_MESSAGES = [
  ['First name', 'First name is required'],
  ['Last name', 'Last name is required'],
  ['Date of birth', 'Date of birth is required'],
  ['Phone number', 'Valid phone number is required'],
  ['Street address', 'Address is required'],
  ['City', 'City is required'],
  ['State', 'State is required'],
  ['ZIP code', 'Valid ZIP code is required'],
] as const

const STEP_2_MESSAGES = [
  ['Date of conviction', 'Conviction date is required'],
  ['Charges', 'Charges information is required'],
  ['Court name', 'Court name is required'],
  ['Sentence', 'Sentence information is required'],
] as const

describe('federal wizard', () => {
  const browser = useBrowser()

  it('goes from an empty form, through every validation message, to an ELIGIBLE verdict and a new case', async () => {
    const context = await browser.newContext()
    await signInAs(context, 'customer')
    const page = await context.newPage()

    await openPage(page, '/start/federal')
    await page.getByRole('heading', { level: 2, name: 'Personal Information' }).waitFor()
    await page.getByText('Step 1 of 4', { exact: true }).waitFor()
    await page.getByText('25% complete', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true)

    await page.getByRole('button', { name: 'Next', exact: true }).click()
    for (const [label, message] of STEP_1_MESSAGES) await expectFieldMessage(page, label, message)
    expect(await page.getByText('Step 1 of 4', { exact: true }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)

    await fillPersonalInfo(page)
    // A corrected field loses its message as soon as it is valid.
    expect(await page.getByText('First name is required', { exact: true }).count()).toBe(0)
    await forwardTo(page, 'Next', 2)
    await page.getByRole('heading', { level: 2, name: 'Conviction Details' }).waitFor()
    await page.getByText('50% complete', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Previous' }).isEnabled()).toBe(true)

    await page.getByRole('button', { name: 'Check Eligibility', exact: true }).click()
    for (const [label, message] of STEP_2_MESSAGES) await expectFieldMessage(page, label, message)
    expect(await page.getByText('Step 2 of 4', { exact: true }).isVisible()).toBe(true)

    // A sentence not marked as completed is asked when it ends; once completed, when it ended.
    expect(await page.getByLabel('Date it ended (optional)').count()).toBe(0)
    await page.getByLabel('Date it ends, if you know it (optional)').waitFor()
    await page.getByLabel('Type of conviction').selectOption('STATE')
    await page.getByLabel('State where the court sat (optional)').selectOption('WV')
    await fillConviction(page, WV_THEFT)
    await answerNonviolentFelony(page)
    await expectNoAxeViolations(page)

    const checked = page.waitForRequest((request) => request.url().endsWith('/api/eligibility'))
    await forwardTo(page, 'Check Eligibility', 3)
    const body = (await checked).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({
      convictionType: 'STATE',
      stateCode: 'WV',
      convictionDate: WV_THEFT.convictionDate,
      charges: [WV_THEFT.charges],
      supervisionCompleted: true,
      offense: { felony: true, violent: false, weapon: false },
      disposition: 'CONVICTION',
    })
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    await page.getByRole('heading', { level: 2, name: 'Eligibility Results' }).waitFor()
    await page.getByRole('heading', { name: 'You appear eligible for restoration!' }).waitFor()
    await page.getByText('75% complete', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Citations' }).waitFor()
    expect(
      await page.getByRole('listitem').filter({ hasText: 'W. Va. Code § 61-7-7' }).count(),
    ).toBeGreaterThan(0)
    expect(await page.getByRole('listitem').filter({ hasText: '18 U.S.C. § 922(g)(1)' }).count()).toBe(1)
    await page.getByText('Recommended package:').waitFor()
    await page.getByRole('heading', { name: 'Federal law' }).waitFor()
    await page.getByRole('heading', { name: 'State law' }).waitFor()
    await page.getByText(/This is legal information, not legal advice/).waitFor()
    await expectNoAxeViolations(page)

    await forwardTo(page, 'Next', 4)
    await page.getByRole('heading', { level: 2, name: 'Additional Information' }).waitFor()
    await page.getByText('100% complete', { exact: true }).waitFor()
    expect(await page.getByLabel('Tell us about your service').count()).toBe(0)
    await page.getByLabel('I served in the U.S. armed forces').check()
    await page.getByLabel('Tell us about your service').fill('U.S. Army 1998-2002, honorable discharge')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Create Case', exact: true }).click()
    const notifications = page.getByRole('region', { name: /Notifications/ })
    await notifications.getByText('Your case has been created successfully!', { exact: true }).waitFor()
    await notifications.getByText('Success', { exact: true }).waitFor()
    await page.waitForURL((url) => /^\/case\/[0-9a-f-]{36}$/.test(url.pathname))
    const caseId = new URL(page.url()).pathname.split('/').at(-1) ?? ''

    await page.getByRole('heading', { level: 1, name: `Case #${caseId.slice(0, 8).toUpperCase()}` }).waitFor()
    await page.getByText('Intake', { exact: true }).waitFor()
    expect(await page.getByRole('progressbar', { name: 'Case progress' }).getAttribute('aria-valuenow')).toBe(
      '20',
    )
    await page.getByRole('heading', { name: 'Case Summary' }).waitFor()
    await page.getByRole('heading', { name: 'You appear eligible for restoration!' }).waitFor()

    // The draft was cleared: the wizard starts over.
    await openPage(page, '/start/federal')
    await page.getByText('Step 1 of 4', { exact: true }).waitFor()
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('')
  })

  it('keeps the answers and the step through a reload', async () => {
    const page = await browser.newPage()

    await openPage(page, '/start/federal')
    await fillPersonalInfo(page)
    await forwardTo(page, 'Next', 2)
    await fillConviction(page, WV_THEFT)
    await page.getByRole('group', { name: 'Was it a felony or a misdemeanor?' }).getByLabel('Felony').check()

    await page.reload()
    await page.getByText('Step 2 of 4', { exact: true }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Conviction Details' }).waitFor()
    expect(await page.getByLabel('Charges', { exact: true }).inputValue()).toBe(WV_THEFT.charges)
    expect(await page.getByLabel('Court name', { exact: true }).inputValue()).toBe(WV_THEFT.courtName)
    expect(await page.getByLabel('Date it ended (optional)').inputValue()).toBe(WV_THEFT.supervisionEndDate)
    expect(
      await page
        .getByRole('group', { name: 'Was it a felony or a misdemeanor?' })
        .getByLabel('Felony')
        .isChecked(),
    ).toBe(true)

    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByText('Step 1 of 4', { exact: true }).waitFor()
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Jordan')
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('WV')

    // The draft lives in this tab's sessionStorage only, never in localStorage.
    const stored = await page.evaluate(() => ({
      local: localStorage.length,
      session: Object.keys(sessionStorage),
    }))
    expect(stored.local).toBe(0)
    expect(stored.session).toContain('rightsrestore.wizard-draft.federal')
  })

  it('signing out forgets the unfinished wizard of the tab', async () => {
    const context = await browser.newContext()
    await signInAs(context, 'customer')
    const page = await context.newPage()

    await openPage(page, '/start/federal')
    await fillPersonalInfo(page)
    await forwardTo(page, 'Next', 2)
    await page.getByRole('banner').getByRole('link', { name: 'Sign Out', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')

    await openPage(page, '/start/federal')
    await page.getByText('Step 1 of 4', { exact: true }).waitFor()
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('')
  })

  it('sends a signed-out visitor to sign in at Create Case and brings them back to step 4 with the answers', async () => {
    const customer = await createCustomer()
    const page = await browser.newPage()

    await openPage(page, '/start/federal?bundle=true')
    await page.getByRole('heading', { level: 1, name: 'Complete Bundle' }).waitFor()
    await fillPersonalInfo(page)
    await forwardTo(page, 'Next', 2)
    await fillConviction(page, WV_THEFT)
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/eligibility'))
    await forwardTo(page, 'Check Eligibility', 3)
    const verdict = (await (await checked).json()) as EligibilityResult
    await page
      .getByRole('heading', { level: 3, name: /Manual review required|You appear eligible|concerns/ })
      .waitFor()
    await forwardTo(page, 'Next', 4)
    await page.getByText(/Your case needs an account/).waitFor()
    await page.getByLabel('Anything else we should know? (optional)').fill('Kept across sign-in')

    await page.getByRole('button', { name: 'Create Case', exact: true }).click()
    await page.waitForURL(
      (url) =>
        url.pathname === '/sign-in' && url.searchParams.get('returnTo') === '/start/federal?bundle=true',
    )
    await page.getByLabel('E-mail').fill(customer.email)
    await page.getByLabel('Password').fill(customer.password)
    await page.getByRole('button', { name: 'Sign in' }).click()

    await page.waitForURL((url) => url.pathname === '/start/federal' && url.search === '?bundle=true')
    await page.getByText('Step 4 of 4', { exact: true }).waitFor()
    expect(await page.getByLabel('Anything else we should know? (optional)').inputValue()).toBe(
      'Kept across sign-in',
    )
    expect(await page.getByText(/Your case needs an account/).count()).toBe(0)

    const created = page.waitForRequest((request) => request.url().endsWith('/api/cases'))
    await page.getByRole('button', { name: 'Create Case', exact: true }).click()
    expect((await created).postDataJSON()).toMatchObject({
      wizard: 'FEDERAL',
      isBundle: true,
      personalInfo: { firstName: 'Jordan', state: 'WV' },
      convictionInfo: { charges: WV_THEFT.charges },
      additionalInfo: { additionalNotes: 'Kept across sign-in' },
    })
    await page.waitForURL((url) => url.pathname.startsWith('/case/'))
    await page.getByRole('heading', { level: 1, name: /^Case #/ }).waitFor()

    // The bundle is carried into the case: it covers both bodies of law, and its package is the
    // bundle the customer chose, whatever the verdict recommends; the case page names a smaller
    // recommendation (docs/decisions/050-staff-review-and-case-entry.md).
    const summary = page.locator('dl').filter({ hasText: 'Jurisdiction' })
    expect(await summary.getByText('Both federal and state', { exact: true }).count()).toBe(1)
    expect(await summary.getByText(PACKAGE_NAMES.BUNDLE, { exact: true }).count()).toBe(1)
    const recommended = verdict.recommendedPackage
    if (recommended && recommended !== 'BUNDLE') {
      await page
        .getByText(`Your eligibility check recommends the ${PACKAGE_NAMES[recommended]} package.`)
        .waitFor()
    }
    await openPage(page, '/dashboard')
    await page.getByRole('heading', { level: 3, name: /^Case #/ }).waitFor()
    await page.getByText('Both federal and state, West Virginia', { exact: true }).waitFor()
  })

  it('a session that ended while filling the wizard gets the Unauthorized toast and the way back through sign-in', async () => {
    const context = await browser.newContext()
    allowConsoleErrors(context, /401 .*at \/api\/cases\)/)
    const customer = await signInAs(context, 'customer')
    const page = await context.newPage()

    await openPage(page, '/start/federal')
    await fillPersonalInfo(page)
    await forwardTo(page, 'Next', 2)
    await fillConviction(page, WV_THEFT)
    await forwardTo(page, 'Check Eligibility', 3)
    await forwardTo(page, 'Next', 4)
    // The session ends elsewhere (another tab, or it expired); this page still believes it is signed in.
    await context.clearCookies()

    await page.getByRole('button', { name: 'Create Case', exact: true }).click()
    const notifications = page.getByRole('region', { name: /Notifications/ })
    await notifications.getByText('Unauthorized', { exact: true }).waitFor()
    await notifications.getByText('You are logged out. Logging in again...', { exact: true }).waitFor()
    await page.waitForURL(
      (url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === '/start/federal',
    )
    await page.getByLabel('E-mail').fill(customer.email)
    await page.getByLabel('Password').fill(customer.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/start/federal')
    await page.getByText('Step 4 of 4', { exact: true }).waitFor()
    // The case is made from the answers given before the session ended.
    const created = page.waitForResponse((response) => response.url().endsWith('/api/cases'))
    await page.getByRole('button', { name: 'Create Case', exact: true }).click()
    const response = await created
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({
      personalInfo: { firstName: PERSON.firstName, state: PERSON.state },
      convictionInfo: { charges: WV_THEFT.charges, courtName: WV_THEFT.courtName },
    })
    await page.waitForURL((url) => url.pathname.startsWith('/case/'))
  })

  it('a failed eligibility check shows the error toast and lets the visitor try again', async () => {
    const page = await browser.newPage()
    allowConsoleErrors(page.context(), /503 .*at \/api\/eligibility\)/)
    await page.route('**/api/eligibility', (route) => route.fulfill({ status: 503, body: '' }))

    await openPage(page, '/start/federal')
    await fillPersonalInfo(page)
    await forwardTo(page, 'Next', 2)
    await fillConviction(page, WV_THEFT)
    await forwardTo(page, 'Check Eligibility', 3)

    const notifications = page.getByRole('region', { name: /Notifications/ })
    await notifications.getByText('Failed to check eligibility. Please try again.', { exact: true }).waitFor()
    await notifications.getByText('Error', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Eligibility check not completed' }).waitFor()

    await page.unroute('**/api/eligibility')
    const rechecked = page.waitForResponse((response) => response.url().endsWith('/api/eligibility'))
    await page.getByRole('button', { name: 'Check again' }).click()
    expect((await rechecked).status()).toBe(200)
    await page
      .getByRole('heading', { level: 3, name: /Manual review required|You appear eligible|concerns/ })
      .waitFor()
    expect(await page.getByRole('heading', { name: 'Eligibility check not completed' }).count()).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, openPage, signInAs, useBrowser } from '../fixtures.ts'
import { expectFieldMessage, fillConviction, fillPersonalInfo, forwardTo } from '../wizard.ts'

describe('state wizard', () => {
  const browser = useBrowser()

  it('carries the federal-rights notice, asks for the state, and gives MANUAL_REVIEW when the facts are unknown', async () => {
    const context = await browser.newContext()
    await signInAs(context, 'customer')
    const page = await context.newPage()

    await openPage(page, '/start/state')
    await page.getByText(/State restoration may not restore your federal firearm rights/).waitFor()
    await page.getByText(/A combined federal and state package often helps/).waitFor()
    expect(await page.getByRole('link', { name: /Complete Bundle/ }).getAttribute('href')).toBe(
      '/start/federal?bundle=true',
    )
    await fillPersonalInfo(page, {
      firstName: 'Casey',
      lastName: 'Morgan',
      dateOfBirth: '1975-09-12',
      phone: '(512) 555-0199',
      address: '200 Congress Avenue',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    })
    await forwardTo(page, 'Next', 2)
    await page.getByRole('heading', { level: 2, name: 'State Conviction Details' }).waitFor()

    await page.getByRole('button', { name: 'Check Eligibility', exact: true }).click()
    await expectFieldMessage(page, 'State of conviction', 'Conviction state is required')
    await expectFieldMessage(page, 'Charges', 'Charges information is required')
    await expectNoAxeViolations(page)

    await page.getByLabel('State of conviction').selectOption('TX')
    // Every question about the offense is left at "I don't know": the engine will not guess.
    await fillConviction(page, {
      convictionDate: '2009-04-20',
      charges: 'Theft of property',
      courtName: 'Travis County District Court',
      sentence: '3 years of community supervision',
      supervisionEndDate: '2012-04-20',
    })
    const checked = page.waitForRequest((request) => request.url().endsWith('/api/eligibility'))
    await forwardTo(page, 'Check Eligibility', 3)
    expect((await checked).postDataJSON()).toMatchObject({ convictionType: 'STATE', stateCode: 'TX' })

    await page.getByRole('heading', { name: 'Manual review required' }).waitFor()
    await page.getByRole('heading', { name: 'Citations' }).waitFor()
    await expectNoAxeViolations(page)

    await forwardTo(page, 'Next', 4)
    await page.getByRole('button', { name: 'Create Case', exact: true }).click()
    await expectFieldMessage(
      page,
      'Why do you want your firearm rights restored?',
      'Reason for restoration is required',
    )
    await page.getByLabel('Why do you want your firearm rights restored?').fill('Hunting with my family')
    await page.getByRole('button', { name: 'Create Case', exact: true }).click()

    await page.waitForURL((url) => url.pathname.startsWith('/case/'))
    await page.getByRole('heading', { level: 1, name: /^Case #/ }).waitFor()
    await page.getByRole('heading', { name: 'Manual review required' }).waitFor()
    const summary = page.locator('dl').filter({ hasText: 'Jurisdiction' })
    // Labels in words: the jurisdiction 'State' (a value, not the 'State' term) and 'Texas'.
    expect(
      await summary
        .locator('dd')
        .filter({ hasText: /^State$/ })
        .count(),
    ).toBeGreaterThan(0)
    expect(
      await summary
        .locator('dd')
        .filter({ hasText: /^Texas$/ })
        .count(),
    ).toBe(1)
  })

  it('a state conviction alongside a federal one is checked as BOTH', async () => {
    const page = await browser.newPage()

    await openPage(page, '/start/state')
    await fillPersonalInfo(page)
    await forwardTo(page, 'Next', 2)
    await page.getByLabel('State of conviction').selectOption('WV')
    await fillConviction(page, {
      convictionDate: '2014-02-03',
      charges: 'Burglary',
      courtName: 'Circuit Court of Cabell County',
      sentence: '1 to 15 years',
    })
    await page.getByLabel('I also have a federal conviction').check()
    const checked = page.waitForRequest((request) => request.url().endsWith('/api/eligibility'))
    await forwardTo(page, 'Check Eligibility', 3)
    expect((await checked).postDataJSON()).toMatchObject({ convictionType: 'BOTH', stateCode: 'WV' })
    await page.getByRole('heading', { level: 3, name: /Manual review required|concerns|eligible/ }).waitFor()
  })
})

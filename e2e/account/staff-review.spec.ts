import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import { openAsAdmin } from '../admin-session.ts'
import { getJson } from '../checkout.ts'
import { DESKTOP, expectNoAxeViolations, openPage, signUpCustomer, useBrowser } from '../fixtures.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

// docs/decisions/050-staff-review-and-case-entry.md. For a Washington resident the state's reading
// of a federal wire fraud turns on its maximum sentence, a question: the check asks for our review.
const REASON = 'Checked the judgment: the maximum sentence rules out the state bar.'
const NOTE = 'We checked your court papers. You are eligible, so you can go ahead with your package.'

const trackerStep = (page: Page, name: string) =>
  page.getByRole('main').getByRole('list').first().getByRole('listitem').filter({ hasText: name })

describe("a staff review replaces the check's verdict for the customer", () => {
  const browser = useBrowser()

  it('staff review Eligible with a note → the customer sees it on the case page and the dashboard, never the reason', async () => {
    const customerContext = await browser.newContext(DESKTOP)
    await signUpCustomer(customerContext)
    const caseId = await createCaseViaApi(customerContext, federalCaseInput({ state: 'WA' }))
    const opened = await getJson<CaseDetail>(customerContext, `/api/case/${caseId}`)
    expect(opened.eligibility.verdict).toBe('MANUAL_REVIEW')
    const customerPage = await customerContext.newPage()
    await openPage(customerPage, `/case/${caseId}`)
    await trackerStep(customerPage, 'Eligibility').getByText('Needs review', { exact: true }).waitFor()
    await customerPage.getByRole('heading', { name: 'Your case needs our review' }).waitFor()

    // Staff record the review with a note for the customer on the back office's case page.
    const caseNumber = caseId.slice(0, 8).toUpperCase()
    const { page: staffPage } = await openAsAdmin(
      browser,
      DESKTOP,
      `/admin/cases/${caseId}`,
      `Case #${caseNumber}`,
    )
    await staffPage
      .getByRole('region', { name: 'Actions' })
      .getByRole('button', { name: 'Record eligibility review' })
      .click()
    const dialog = staffPage.getByRole('dialog', { name: 'Record an eligibility review' })
    await dialog.getByLabel('Eligible', { exact: true }).check()
    await dialog.getByLabel('Reason').fill(REASON)
    await dialog.getByLabel('Note for the customer (optional)').fill(NOTE)
    await dialog.getByRole('button', { name: 'Record review' }).click()
    await staffPage
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Review recorded', { exact: true })
      .waitFor()
    const reviews = staffPage.getByRole('region', { name: 'Staff reviews' })
    await reviews.getByText(NOTE).waitFor()
    await reviews.getByText(REASON).waitFor()

    // The customer's case page: the review above the automated check, which stays as it was given.
    await openPage(customerPage, `/case/${caseId}`)
    await trackerStep(customerPage, 'Eligibility').getByText('Complete', { exact: true }).waitFor()
    await customerPage.getByRole('heading', { name: 'Reviewed by our team: Eligible' }).waitFor()
    await customerPage.getByText(NOTE).waitFor()
    await customerPage.getByRole('heading', { name: 'Manual review required' }).waitFor()
    await customerPage.getByRole('link', { name: 'Pay for your package' }).waitFor()
    expect(await customerPage.getByRole('heading', { name: 'Your case needs our review' }).count()).toBe(0)
    expect(await customerPage.getByText(REASON).count()).toBe(0)
    expect(
      await trackerStep(customerPage, 'Eligibility').getByText('Needs review', { exact: true }).count(),
    ).toBe(0)
    await expectNoAxeViolations(customerPage)

    // The dashboard's card for the case says the same.
    await openPage(customerPage, '/dashboard')
    const card = customerPage.getByRole('article', { name: `Case #${caseNumber}` })
    await card.getByText('Eligibility: Eligible (reviewed by our team)').waitFor()
    expect(await customerPage.getByText(REASON).count()).toBe(0)
  })
})

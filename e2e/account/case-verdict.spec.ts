import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { CARDS, getJson, payWithCard, signAgreement } from '../checkout.ts'
import { expectNoAxeViolations, openPage, signUpCustomer, useBrowser } from '../fixtures.ts'
import { createCaseViaApi, federalCaseInput, openEligibleCaseThroughWizard } from '../wizard.ts'

// docs/decisions/021-case-follows-verdict.md. The verdicts come from the rules engine itself:
// a federal wire fraud finished in 2017 is open on the federal side; for a Washington resident the
// state's reading of the offense turns on its maximum sentence (a question); a sentence that
// ended in 2024 leaves a five-year wait under § 925(c) for an Ohio resident.
const waitingCase = () => {
  const input = federalCaseInput({ state: 'OH' })
  input.convictionInfo.convictionDate = '2022-06-01'
  if (input.convictionInfo.completedSupervision) input.convictionInfo.supervisionEndDate = '2024-06-01'
  return input
}
const reviewCase = () => federalCaseInput({ state: 'WA' })

const readCase = (context: Parameters<typeof getJson>[0], caseId: string) =>
  getJson<CaseDetail>(context, `/api/case/${caseId}`)

const trackerStep = (page: Page, name: string) =>
  page.getByRole('main').getByRole('list').first().getByRole('listitem').filter({ hasText: name })

// At desktop width: axe runs on the case page in each verdict's state once per width in
// e2e/public/accessibility.spec.ts; here only on the package warning, which the journey reaches.
describe('the case follows its verdict', () => {
  const browser = useBrowser()

  it('a case opened from the wizard has the recommended package; checkout defaults to it and warns before another', async () => {
    const context = await browser.newContext()
    await signUpCustomer(context)
    const page = await context.newPage()

    const caseId = await openEligibleCaseThroughWizard(page)

    const opened = await readCase(context, caseId)
    const recommended = opened.eligibility.recommendedPackage
    expect(recommended).toBeDefined()
    expect(opened.packageCode).toBe(recommended)
    const name = PACKAGE_NAMES[opened.packageCode]
    await page.getByText('Recommended by your eligibility check', { exact: true }).waitFor()
    await page.getByText(new RegExp(`^Package: ${name}$`)).waitFor()

    await page.getByRole('link', { name: 'Pay for your package' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('case') === caseId)
    await page
      .getByText(
        `${name} for Case #${caseId.slice(0, 8).toUpperCase()}: sign the service agreement, then pay.`,
      )
      .waitFor()
    const packages = page.getByRole('group', { name: 'Choose the package for this case' })
    expect(await packages.getByLabel(new RegExp(`^${name}`)).isChecked()).toBe(true)

    const other = opened.packageCode === 'BUNDLE' ? 'FEDERAL' : 'BUNDLE'
    await packages.getByLabel(new RegExp(`^${PACKAGE_NAMES[other]}`)).check()
    await page.getByText(`Our eligibility check recommends the ${name} package for your case.`).waitFor()
    const switchButton = page.getByRole('button', { name: `Switch to ${PACKAGE_NAMES[other]}` })
    expect(await switchButton.isDisabled()).toBe(true)
    await expectNoAxeViolations(page)
    await page.getByLabel(`I have read this warning and want the ${PACKAGE_NAMES[other]} package.`).check()
    await switchButton.click()
    await page.getByText(`${PACKAGE_NAMES[other]} for Case #${caseId.slice(0, 8).toUpperCase()}`).waitFor()
    const switched = await readCase(context, caseId)
    expect(switched).toMatchObject({ packageCode: other, packageChoice: { packageCode: other } })
  })

  it('NOT_ELIGIBLE: no checkout, and an e-mail reminder on the date the wait runs out', async () => {
    const context = await browser.newContext()
    await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, waitingCase())
    const opened = await readCase(context, caseId)
    expect(opened.eligibility.verdict).toBe('NOT_ELIGIBLE')
    expect(opened.checkoutRefusal).not.toBeNull()
    const page = await context.newPage()

    await openPage(page, `/case/${caseId}`)
    await page.getByRole('heading', { name: 'Eligibility concerns identified' }).waitFor()
    await page.getByRole('heading', { name: 'What you can do now' }).waitFor()
    expect(await page.getByRole('link', { name: 'Pay for your package' }).count()).toBe(0)
    const remind = page.getByRole('button', { name: /^E-mail me on / })
    await remind.waitFor()

    await remind.click()
    await page.getByText(/^We will e-mail you on /).waitFor()
    const scheduled = await readCase(context, caseId)
    expect(scheduled.reminder).toMatchObject({ status: 'SCHEDULED' })
    expect(scheduled.reminder?.remindOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await page.getByRole('button', { name: 'Cancel the reminder' }).click()
    await page.getByRole('button', { name: /^E-mail me on / }).waitFor()
    expect((await readCase(context, caseId)).reminder).toBeNull()

    await openPage(page, `/checkout?case=${caseId}`)
    await page.getByText(opened.checkoutRefusal ?? '').waitFor()
    expect(await page.getByLabel('Type your full legal name to sign').count()).toBe(0)
    await page.getByRole('link', { name: 'Go to your case' }).waitFor()
  })

  it('MANUAL_REVIEW: answering the open questions on the case page changes the verdict', async () => {
    const context = await browser.newContext()
    await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, reviewCase())
    const opened = await readCase(context, caseId)
    expect(opened.eligibility.verdict).toBe('MANUAL_REVIEW')
    const question = opened.eligibility.questions.find((q) => q.field === 'offense.maxSentenceYears')
    expect(question).toBeDefined()
    const page = await context.newPage()

    await openPage(page, `/case/${caseId}`)
    await page.getByRole('heading', { name: 'Manual review required' }).waitFor()
    await trackerStep(page, 'Eligibility').getByText('Needs review', { exact: true }).waitFor()

    await page.getByLabel(question?.text ?? '').fill('5')
    await page.getByRole('button', { name: 'Re-check' }).click()
    await page.getByRole('heading', { name: 'You appear eligible for restoration!' }).waitFor()
    await trackerStep(page, 'Eligibility').getByText('Complete', { exact: true }).waitFor()
    const after = await readCase(context, caseId)
    expect(after.eligibility.verdict).toBe('ELIGIBLE')
    expect(after.packageCode).toBe(after.eligibility.recommendedPackage)
  })

  it('MANUAL_REVIEW: paying needs the acknowledgement with its full-refund guarantee first', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, reviewCase())
    const page = await context.newPage()

    await openPage(page, `/case/${caseId}`)
    await page.getByRole('heading', { name: 'Your case needs our review' }).waitFor()
    expect(await page.getByRole('link', { name: 'Pay for your package' }).count()).toBe(0)
    await page.getByLabel('I understand and accept this.').check()
    await page.getByRole('button', { name: 'Confirm and pay before the review' }).click()
    await page.getByText(/^You confirmed on .* that you pay before our review/).waitFor()

    await page.getByRole('link', { name: 'Pay for your package' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('case') === caseId)
    await signAgreement(page, `${customer.firstName} ${customer.lastName}`)
    await payWithCard(page, CARDS.approved)
    await page.waitForURL((url) => url.pathname === `/case/${caseId}`)
    await page
      .getByRole('region', { name: 'Payment', exact: true })
      .getByText('Paid', { exact: true })
      .waitFor()
    expect((await readCase(context, caseId)).status).toBe('DOCS_PENDING')
  })
})

import { describe, expect, it } from 'vitest'
import {
  allowConsoleErrors,
  DESKTOP,
  drawSignedInPagesInBrowser,
  openPage,
  signInAs,
  signUpCustomer,
  startApp,
  useBrowser,
  watchHydrationErrors,
} from '../fixtures.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

describe('case page', () => {
  const browser = useBrowser()

  it('shows the header, the progress, the tracker, the summary and the stored verdict', async () => {
    const context = await browser.newContext()
    await signUpCustomer(context)
    // An Ohio resident's finished federal conviction: ELIGIBLE, so Eligibility is complete (a
    // MANUAL_REVIEW verdict reads 'Needs review': docs/decisions/021-case-follows-verdict.md).
    const caseId = await createCaseViaApi(context, federalCaseInput({ state: 'OH' }))
    const page = await context.newPage()

    await openPage(page, `/case/${caseId}`)
    await page.getByRole('heading', { level: 1, name: `Case #${caseId.slice(0, 8).toUpperCase()}` }).waitFor()
    await page.getByText('Intake', { exact: true }).waitFor()
    const progress = page.getByRole('progressbar', { name: 'Case progress' })
    expect(await progress.getAttribute('aria-valuenow')).toBe('20')

    const steps = page.getByRole('main').getByRole('list').first().getByRole('listitem')
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringMatching(/Eligibility\s+Complete/),
      expect.stringMatching(/Documents\s+Pending/),
      expect.stringMatching(/Fingerprints\s+Pending/),
      expect.stringMatching(/Submission\s+Pending/),
    ])

    const summary = page.locator('dl').filter({ hasText: 'Jurisdiction' })
    for (const term of ['Jurisdiction', 'State', 'Conviction Type', 'Created', 'Last Updated']) {
      await summary.getByText(term, { exact: true }).waitFor()
    }
    expect(await summary.getByText('Federal', { exact: true }).count()).toBe(2)
    await page.getByRole('heading', { name: 'Citations' }).waitFor()
    await page.getByText(/This is legal information, not legal advice/).waitFor()
  })

  it('arrives drawn by the server in the visitor’s own zone and locale, and hydrates as drawn', async () => {
    // A day ahead of the server's UTC for most of the day, written the British way.
    const display = { timezoneId: 'Pacific/Kiritimati', locale: 'en-GB' }
    const context = await browser.newContext({ ...DESKTOP, ...display })
    await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, federalCaseInput({ state: 'OH' }))
    const page = await context.newPage()
    const hydrationErrors = watchHydrationErrors(page)

    // docs/decisions/061-signed-in-pages-drawn-on-the-server.md
    const html = await (await page.goto(`/case/${caseId}`))!.text()
    const created = new Date().toLocaleDateString('en-GB', {
      dateStyle: 'long',
      timeZone: display.timezoneId,
    })
    expect(html).toContain(`Case #${caseId.slice(0, 8).toUpperCase()}`)
    expect(html).toContain(created)
    expect(html).toContain('data-app=')
    expect(await page.locator('html[data-app-ready]').count()).toBe(0)

    await startApp(page)
    const summary = page.locator('dl').filter({ hasText: 'Jurisdiction' })
    await summary.getByText(created).first().waitFor()
    // The tree hydrated is the tree drawn: a panel opened now is labelled by the tab drawn then.
    await page.getByRole('tab', { name: 'Activity' }).click()
    await page.getByRole('tabpanel', { name: 'Activity' }).waitFor()
    expect(hydrationErrors).toEqual([])
  })

  it("another customer's case is 'Case Not Found', asked for once (a 404 is not retried)", async () => {
    const owner = await browser.newContext()
    await signUpCustomer(owner)
    const caseId = await createCaseViaApi(owner, federalCaseInput())

    const context = await browser.newContext()
    allowConsoleErrors(context, /404 .*at \/api\/case\//)
    await signInAs(context, 'customer')
    const page = await context.newPage()
    let asked = 0
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/case/${caseId}`)) asked += 1
    })

    await openPage(page, `/case/${caseId}`)
    await page.getByRole('heading', { level: 1, name: 'Case Not Found' }).waitFor()
    await page.getByText('The requested case could not be found.', { exact: true }).waitFor()
    // The page shows a failed query only once the query has given up (while it retries it still
    // shows the loading state), so the count here is final: a retried 404 would already be 3.
    expect(asked).toBe(1)

    await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('a server failure is asked again, and the case shows once the server answers', async () => {
    const context = await browser.newContext()
    allowConsoleErrors(context, /503 .*at \/api\/case\//)
    await drawSignedInPagesInBrowser(context)
    await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, federalCaseInput())
    const page = await context.newPage()
    let failures = 0
    await page.route(`**/api/case/${caseId}`, async (route) => {
      if (failures < 2) {
        failures += 1
        await route.fulfill({ status: 503, body: '' })
      } else {
        await route.continue()
      }
    })

    await page.goto(`/case/${caseId}`)
    await page.getByRole('status').filter({ hasText: 'Loading your case…' }).waitFor()
    await page.getByRole('heading', { name: 'Case Summary' }).waitFor({ timeout: 15_000 })
    expect(failures).toBe(2)
  })
})

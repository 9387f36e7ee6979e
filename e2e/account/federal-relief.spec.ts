import { describe, expect, it } from 'vitest'
import { CARDS, payWithCard, skipIdCheckIfAsked } from '../checkout.ts'
import { openPage, signUpCustomer, useBrowser } from '../fixtures.ts'
import { pdfText } from '../fulfilment-files.ts'
import { PERSON, answerNonviolentFelony, fillConviction, fillPersonalInfo, forwardTo } from '../wizard.ts'

// The words of decision 049, as a customer reads them (e2e cannot import client or domain modules).
const PROMISE =
  'You meet the thresholds of the proposed rule for federal relief (18 U.S.C. § 925(c)); applications are not accepted yet; we prepare your application now and file it the day they open.'
const MISSING = 'Please confirm that you understand federal relief applications are not accepted yet.'
// What the packet must never print: internal labels, and a promise the route cannot keep.
const INTERNAL = ['proposed rule, pending', 'The federal ban only', '(optional)', 'Open now']

// An Ohio resident's finished federal wire-fraud felony: § 925(c) relief is the only federal route.
const OHIO_PERSON = { ...PERSON, city: 'Columbus', state: 'OH', zipCode: '43215' }

describe('§ 925(c) relief while no applications are accepted', () => {
  const browser = useBrowser()

  it('the verdict, the case, the checkout acknowledgement and the packet say the same words', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context)
    const page = await context.newPage()

    await openPage(page, '/start/federal')
    await fillPersonalInfo(page, OHIO_PERSON)
    await forwardTo(page, 'Next', 2)
    await page.getByLabel('Type of conviction').selectOption('FEDERAL')
    await fillConviction(page, {
      convictionDate: '2012-06-01',
      charges: 'Wire fraud, 18 U.S.C. § 1343',
      courtName: 'U.S. District Court for the Southern District of Ohio',
      sentence: '24 months and 3 years of supervised release',
      supervisionEndDate: '2017-06-01',
    })
    await answerNonviolentFelony(page)
    await forwardTo(page, 'Check Eligibility', 3)
    await page.getByRole('heading', { name: 'You appear eligible for restoration!' }).waitFor()
    await page.getByText(PROMISE, { exact: true }).waitFor()
    const federal = page.getByRole('region', { name: 'Federal law' })
    await federal.getByText('Thresholds met', { exact: true }).waitFor()
    expect(await page.getByText('Open now', { exact: true }).count()).toBe(0)

    await forwardTo(page, 'Next', 4)
    await page.getByRole('button', { name: 'Create Case', exact: true }).click()
    await page.waitForURL((url) => /^\/case\/[0-9a-f-]{36}$/.test(url.pathname))
    const caseId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
    await page.getByText(PROMISE, { exact: true }).waitFor()

    await openPage(page, `/checkout?product=FEDERAL&case=${caseId}`)
    await skipIdCheckIfAsked(page)
    const acknowledgement = page.getByRole('region', { name: 'Before you pay: federal relief' })
    await acknowledgement.getByText(PROMISE, { exact: true }).waitFor()
    await page.getByLabel(/^I have read and agree to the Service Agreement/).check()
    await page.getByLabel('Type your full legal name to sign', { exact: true }).fill(customer.firstName)
    const sign = page.getByRole('button', { name: 'Sign and continue to payment' })
    await sign.click()
    await acknowledgement.getByText(MISSING, { exact: true }).waitFor()
    expect(await page.getByLabel('Card number', { exact: true }).count()).toBe(0)

    await acknowledgement.getByLabel(/^I understand that the Department of Justice/).check()
    expect(await acknowledgement.getByText(MISSING, { exact: true }).count()).toBe(0)
    await sign.click()
    await page.getByLabel('Card number', { exact: true }).waitFor()
    await payWithCard(page, CARDS.approved)
    await page.waitForURL((url) => url.pathname === `/case/${caseId}`)

    const packet = await context.request.get(`/api/case/${caseId}/packet`)
    expect(packet.status()).toBe(200)
    const text = await pdfText(await packet.body())
    expect(text).toContain(PROMISE)
    for (const label of INTERNAL) expect(text).not.toContain(label)
  }, 120_000)
})

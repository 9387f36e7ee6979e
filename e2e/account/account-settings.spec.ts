import { text as readText } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_REFUSED_PAID_CASE_MESSAGE,
  NAME_SAVED_MESSAGE,
  PREFERENCES_SAVED_MESSAGE,
  type AccountExport,
} from '#shared/contracts/accounts.contract.ts'
import { buyViaApi, getJson } from '../checkout.ts'
import {
  allowConsoleErrors,
  baseURL,
  hasHorizontalScroll,
  notifications,
  openPage,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

// /account/settings (docs/decisions/045-account-settings.md) at desktop width: axe and the phone
// layout of the page run once per width in e2e/public/accessibility.spec.ts.
describe('account settings', () => {
  const browser = useBrowser()

  it('changes the name and preferences, downloads the data, and refuses deletion during a paid case', async () => {
    const context = await browser.newContext()
    allowConsoleErrors(context, /409 .*at \/api\/account\/delete\)/)
    const customer = await signUpCustomer(context)
    const caseId = await createCaseViaApi(context, federalCaseInput())
    const orderId = await buyViaApi(context, {
      product: 'FEDERAL',
      caseId,
      fullName: `${customer.firstName} ${customer.lastName}`,
    })
    const page = await context.newPage()

    await openPage(page, '/account/settings')
    await page.getByRole('heading', { name: 'Your name' }).waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)

    // The name.
    const nameForm = page.getByRole('form', { name: 'Your name' })
    await nameForm.getByLabel('First name').fill('Jordan')
    await nameForm.getByLabel('Last name').fill('Rivers')
    await nameForm.getByRole('button', { name: 'Save name' }).click()
    await notifications(page).getByText(NAME_SAVED_MESSAGE).waitFor()
    expect(await getJson(context, '/api/auth/user')).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Rivers',
    })

    // The preferences, kept across a reload.
    const preferences = page.getByRole('form', { name: 'E-mail preferences' })
    await preferences.getByLabel('Updates on my cases').uncheck()
    await preferences.getByLabel('News and offers').check()
    await preferences.getByRole('button', { name: 'Save preferences' }).click()
    await notifications(page).getByText(PREFERENCES_SAVED_MESSAGE).waitFor()
    await openPage(page, '/account/settings')
    const reloaded = page.getByRole('form', { name: 'E-mail preferences' })
    expect(await reloaded.getByLabel('Updates on my cases').isChecked()).toBe(false)
    expect(await reloaded.getByLabel('News and offers').isChecked()).toBe(true)

    // The data, as JSON: the case and the order are in, a full SSN never is.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download as JSON' }).click()
    const download = await downloading
    // Read through a stream: the browser is a remote connection, so the download has no local path.
    const text = await readText(await download.createReadStream())
    const data = JSON.parse(text) as AccountExport
    expect(data.account.firstName).toBe('Jordan')
    expect(data.cases.map((c) => c.id)).toEqual([caseId])
    expect(data.orders.map((o) => [o.id, o.status])).toEqual([[orderId, 'PAID']])
    expect(Array.isArray(data.creditItems)).toBe(true)
    expect(text).not.toMatch(/\b\d{3}-?\d{2}-?\d{4}\b/)

    // The PDF answers too.
    const pdf = await context.request.get('/api/account/export.pdf')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')

    // Deletion is refused, with the reason, while the paid case is open.
    const deletion = page.getByRole('form', { name: 'Delete your account' })
    await deletion.getByLabel('Your password').fill(customer.password)
    await deletion.getByLabel('Type DELETE to confirm').fill('DELETE')
    await deletion.getByRole('button', { name: 'Delete my account' }).click()
    await deletion.getByRole('alert').getByText(DELETE_REFUSED_PAID_CASE_MESSAGE).waitFor()
    expect((await context.request.get('/api/account')).status()).toBe(200)
  })

  it('deletes an account without a paid case, and it can never sign in again', async () => {
    const context = await browser.newContext()
    const customer = await signUpCustomer(context)
    await createCaseViaApi(context, federalCaseInput())
    const page = await context.newPage()

    await openPage(page, '/account/settings')
    const deletion = page.getByRole('form', { name: 'Delete your account' })
    await deletion.getByText(/What we must keep/).waitFor()
    await deletion.getByLabel('Your password').fill(customer.password)
    await deletion.getByLabel('Type DELETE to confirm').fill('DELETE')
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/account/delete'))
    await deletion.getByRole('button', { name: 'Delete my account' }).click()
    expect((await answer).status()).toBe(200)
    await notifications(page).getByText(ACCOUNT_DELETED_MESSAGE).waitFor()
    await page.waitForURL((url) => url.pathname === '/')

    expect((await context.request.get('/api/account')).status()).toBe(401)
    const signIn = await context.request.post('/api/auth/sign-in', {
      data: { email: customer.email, password: customer.password },
      headers: { Origin: baseURL },
    })
    expect(signIn.status()).toBe(401)
  })
})

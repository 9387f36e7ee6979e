import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, expectNoAxeViolations, signInAs, signUpCustomer, useBrowser } from '../fixtures.ts'

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })
const expectToast = (page: Page, title: string) =>
  notifications(page).getByText(title, { exact: true }).waitFor()
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

describe('people, news, outbox and audit screens', () => {
  const browser = useBrowser()

  it('an admin finds a customer, disables and enables the account, grants ADMIN, publishes news, and sees the mail and the audit trail', async () => {
    const customerContext = await browser.newContext(DESKTOP)
    const customer = await signUpCustomer(customerContext)
    expect((await customerContext.request.get('/api/auth/user')).status()).toBe(200)

    const adminContext = await browser.newContext(DESKTOP)
    await signInAs(adminContext, 'admin')
    const page = await adminContext.newPage()

    // Find the customer by e-mail and open them.
    await page.goto('/admin/people')
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor()
    await page.getByLabel('Search', { exact: true }).fill(customer.email.toUpperCase())
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('search') === customer.email.toUpperCase())
    const results = page.getByRole('region', { name: 'Results' })
    // Every test customer has this name: the search has answered once only theirs is listed.
    const person = results
      .getByRole('link', { name: `${customer.firstName} ${customer.lastName}` })
      .filter({ visible: true })
    await expect.poll(() => person.count(), { timeout: 15_000 }).toBe(1)
    await results.getByText(customer.email).filter({ visible: true }).first().waitFor()
    await person.click()
    await page
      .getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` })
      .waitFor()

    // Disable: the customer's open session ends at once.
    await page.getByRole('button', { name: 'Disable account' }).click()
    const disable = dialog(page, 'Disable this account')
    await disable.getByLabel('Reason').fill('Reported as a stolen card')
    await disable.getByRole('button', { name: 'Disable account' }).click()
    await expectToast(page, 'Account disabled')
    await page.getByText('Disabled', { exact: true }).first().waitFor()
    expect((await customerContext.request.get('/api/auth/user')).status()).toBe(401)
    const signIn = await customerContext.request.post('/api/auth/sign-in', {
      data: { email: customer.email, password: customer.password },
      headers: { Origin: new URL(page.url()).origin },
    })
    expect(signIn.status()).toBe(403)
    expect(await signIn.text()).toContain('This account has been disabled. Please contact support.')

    // Enable again.
    await page.getByRole('button', { name: 'Enable account' }).click()
    const enable = dialog(page, 'Enable this account')
    await enable.getByLabel('Reason').fill('The bank confirmed the card')
    await enable.getByRole('button', { name: 'Enable account' }).click()
    await expectToast(page, 'Account enabled')
    await signInAs(customerContext, customer)

    // Grant ADMIN with the typed confirmation: a wrong address is refused in words.
    await page.getByRole('button', { name: 'Make admin' }).click()
    const grant = dialog(page, 'Make this person an admin')
    await grant.getByLabel(`Type ${customer.email} to confirm`).fill('someone@example.com')
    await grant.getByRole('button', { name: 'Make admin' }).click()
    await grant.getByText('Type the e-mail address exactly to confirm.').waitFor()
    await grant.getByLabel(`Type ${customer.email} to confirm`).fill(customer.email)
    await grant.getByRole('button', { name: 'Make admin' }).click()
    await expectToast(page, 'Admin rights granted')
    await page.getByRole('button', { name: 'Remove admin' }).waitFor()
    expect((await customerContext.request.get('/api/admin/session')).status()).toBe(200)

    // A news item published here appears on /news.
    const title = `Restoration news ${Date.now()}`
    await page.goto('/admin/news')
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Outlet').fill('The Test Gazette')
    await page.getByLabel('Link', { exact: true }).fill('https://news.example.com/restoration')
    await page.getByRole('button', { name: 'Publish' }).click()
    await expectToast(page, 'News item published')
    await page.getByRole('list', { name: 'News items' }).getByRole('link', { name: title }).waitFor()
    const publicPage = await customerContext.newPage()
    await publicPage.goto('/news')
    await publicPage.getByText(title).first().waitFor()
    // Edited in its dialog (the same form, filled in), the new title shows on /news.
    await page.getByRole('button', { name: `Edit “${title}”` }).click()
    await dialog(page, 'Edit this news item').getByLabel('Title').fill(`${title} (edited)`)
    await expectNoAxeViolations(page)
    await dialog(page, 'Edit this news item').getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'News item saved')
    await publicPage.goto('/news')
    await publicPage.getByText(`${title} (edited)`).first().waitFor()

    // The outbox lists the mail these accounts were sent; a message opens.
    await page.goto('/admin/outbox')
    await page.getByLabel('Find by recipient or subject').fill(customer.email)
    const messages = page.getByRole('list', { name: 'Messages' })
    await messages.getByText(`To ${customer.email}`).first().waitFor()
    await messages.getByRole('button', { name: /^Read/ }).first().click()
    await page.getByRole('dialog').getByLabel('Message text').waitFor()
    await page.keyboard.press('Escape')

    // The audit log lists the role change and the disabling, filtered in the address.
    await page.goto('/admin/audit')
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor()
    await page.getByLabel('Action').selectOption('ROLE_CHANGED')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL((url) => url.searchParams.get('action') === 'ROLE_CHANGED')
    const entries = page.getByRole('list', { name: 'Audit entries' })
    await entries.getByText(`Role changed: ${customer.email} is now Admin`).waitFor()
    await page.goto('/admin/audit?action=PERSON_DISABLED')
    await entries
      .getByText(`Account disabled: ${customer.email} (reason: Reported as a stolen card)`)
      .waitFor()
  })
})

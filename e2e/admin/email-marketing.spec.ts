import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  PHONE,
  recordToasts,
  signInAs,
  useBrowser,
} from '../fixtures.ts'

describe('/email-marketing', () => {
  const browser = useBrowser()

  it('shows the four sections, adds a subscriber, queues a campaign and follows it to SENT', async () => {
    const context = await browser.newContext(DESKTOP)
    await signInAs(context, 'admin')
    const page = await context.newPage()
    const toasts = await recordToasts(page)
    await page.goto('/email-marketing')
    await page.getByRole('heading', { level: 1, name: 'E-mail marketing' }).waitFor()
    for (const section of ['Statistics', 'Add subscriber', 'Create campaign', 'List overview']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor()
    }
    await page.getByText('Not configured').waitFor()
    await page.getByText(/set MAILCHIMP_API_KEY on the server/).waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)

    // The spec's validation text, then a real subscriber with comma-separated tags.
    const addForm = page.getByRole('form', { name: 'Add subscriber' })
    await addForm.getByLabel('List').selectOption({ label: 'Newsletter' })
    await addForm.getByRole('button', { name: 'Add subscriber' }).click()
    await addForm.getByText('Please select a list and enter an email address.').waitFor()
    const email = `pat.${randomUUID().slice(0, 8)}@example.com`
    await addForm.getByLabel('E-mail').fill(email)
    await addForm.getByLabel('First name').fill('Pat')
    await addForm.getByLabel('Tags').fill(' federal ,  wv,')
    await addForm.getByRole('button', { name: 'Add subscriber' }).click()
    await page.getByText('Subscriber added').first().waitFor()

    const campaignForm = page.getByRole('form', { name: 'Create campaign' })
    expect(await campaignForm.getByLabel('From name').inputValue()).not.toBe('')
    await campaignForm.getByRole('button', { name: 'Create campaign' }).click()
    await campaignForm.getByText('Please fill in all required fields.').first().waitFor()
    const subject = `News ${randomUUID().slice(0, 6)}`
    await campaignForm.getByLabel('List').selectOption({ index: 1 })
    await campaignForm.getByLabel('Subject').fill(subject)
    await campaignForm
      .getByLabel('Content (HTML)')
      .fill('<h1>Hello</h1><p>Read <a href="https://example.com">this</a>.</p>')
    await campaignForm.getByRole('button', { name: 'Create campaign' }).click()
    await page.getByText('Campaign queued').first().waitFor()

    const row = page
      .getByRole('list', { name: 'Campaigns' })
      .getByRole('listitem')
      .filter({ hasText: subject })
    await row.getByText('Sent', { exact: true }).first().waitFor({ timeout: 20_000 })
    await row.getByText(/Sent \d+/).waitFor()
    await row.getByRole('button', { name: /Show recipients/ }).click()
    await row.getByRole('list', { name: 'Recipients' }).getByText(email).waitFor()
    expect(
      toasts
        .shown()
        .map((t) => t.text)
        .join(' '),
    ).not.toMatch(/Failed to/)

    await expectNoAxeViolations(page)
    expect(await hasHorizontalScroll(page)).toBe(false)
    // The sent campaign with its recipients at phone width too: it takes a campaign's whole run to
    // reach, so it is looked at here rather than in the layout spec.
    await page.setViewportSize(PHONE.viewport!)
    await row.getByRole('list', { name: 'Recipients' }).getByText(email).waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
    await expectNoAxeViolations(page)
  })
})

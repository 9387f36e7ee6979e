import { describe, expect, it } from 'vitest'
import { OutboxMessageSchema } from '#shared/contracts/outbox.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { buyViaApi, getJson } from '../checkout.ts'
import { DESKTOP, expectNoAxeViolations, signInAs, signUpCustomer, useBrowser } from '../fixtures.ts'
import { postJson } from '../layout/page-data.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

type Balances = { balances: { earnedCents: number }; stats: { conversions: number } }

describe('staff refunds', () => {
  const browser = useBrowser()

  it('staff refund a paid order from the case page: the customer is e-mailed, the order is refunded, the commission reversed and the refund audited', async () => {
    // An affiliate whose link the customer followed before paying.
    const affiliateContext = await browser.newContext(DESKTOP)
    const affiliate = await signUpCustomer(affiliateContext)
    const { code } = (
      await postJson<{ affiliate: { code: string } }>(affiliateContext, '/api/affiliate/signup', {
        name: `${affiliate.firstName} ${affiliate.lastName}`,
        email: affiliate.email,
      })
    ).affiliate
    const customerContext = await browser.newContext(DESKTOP)
    const linkPage = await customerContext.newPage()
    await linkPage.goto(`/r/${code}`)
    await linkPage.close()
    const customer = await signUpCustomer(customerContext)
    const caseId = await createCaseViaApi(customerContext, federalCaseInput({ state: 'OH' }))
    const orderId = await buyViaApi(customerContext, {
      product: 'FEDERAL',
      caseId,
      fullName: `${customer.firstName} ${customer.lastName}`,
    })
    const stats = () => getJson<Balances>(affiliateContext, `/api/affiliate/${code}/stats`)
    await expect
      .poll(async () => (await stats()).balances.earnedCents, { timeout: 20_000 })
      .toBeGreaterThan(0)
    const { paidCents } = await getJson<{ paidCents: number }>(customerContext, `/api/orders/${orderId}`)
    const refunded = formatUsd(paidCents, { alwaysShowCents: true })

    // Staff open the case and refund the order, with a reason.
    const adminContext = await browser.newContext(DESKTOP)
    await signInAs(adminContext, 'admin')
    const page = await adminContext.newPage()
    await page.goto(`/admin/cases/${caseId}`)
    const orders = page.getByRole('region', { name: 'Orders' })
    await orders.getByRole('button', { name: 'Refund Federal Restoration' }).click()
    const dialog = page.getByRole('dialog', { name: 'Refund this order' })
    await dialog.getByText(`${refunded} for Federal Restoration goes back`, { exact: false }).waitFor()
    // The reason is required, in the schema's words.
    await dialog.getByRole('button', { name: `Refund ${refunded}` }).click()
    await dialog.getByText('Please give a reason').waitFor()
    await expectNoAxeViolations(page)
    await dialog.getByLabel('Reason').fill('The customer asked for a refund by phone')
    await dialog.getByRole('button', { name: `Refund ${refunded}` }).click()
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Order refunded', { exact: true })
      .waitFor()
    await orders.getByText('Refunded', { exact: true }).first().waitFor()
    expect(await orders.getByRole('button', { name: /^Refund / }).count()).toBe(0)

    // The order is refunded, the customer e-mailed, the refund in the case's log, the commission reversed.
    const order = await getJson<{ status: string; refundedCents: number }>(
      customerContext,
      `/api/orders/${orderId}`,
    )
    expect(order).toMatchObject({ status: 'REFUNDED', refundedCents: paidCents })
    // The e-mail goes out from a job after the refund: wait for it in the outbox.
    const refundMail = async () => {
      const { messages } = await getJson<{ messages: unknown[] }>(adminContext, '/api/admin/outbox')
      return messages
        .map((message) => OutboxMessageSchema.parse(message))
        .find((message) => message.to === customer.email && message.subject.startsWith('Refund: '))
    }
    await expect
      .poll(async () => (await refundMail())?.text ?? '', { timeout: 20_000 })
      .toContain(`We have refunded ${refunded}`)
    await page.getByRole('region', { name: 'Activity' }).getByText(`Refund issued: ${refunded}`).waitFor()
    await expect.poll(async () => (await stats()).balances.earnedCents, { timeout: 20_000 }).toBe(0)
  })
})

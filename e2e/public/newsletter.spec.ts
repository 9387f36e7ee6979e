import { randomUUID } from 'node:crypto'
import { request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { OutboxMessageSchema, type OutboxMessage } from '#shared/contracts/outbox.contract.ts'
import {
  baseURL,
  DESKTOP,
  hasHorizontalScroll,
  linkFromLatestMail,
  openPage,
  signInAs,
  useBrowser,
} from '../fixtures.ts'

const ORIGIN = { Origin: baseURL }

/** The newest outbox message to `to` whose subject is `subject`, waiting for the campaign job. */
async function waitForMail(to: string, subject: string): Promise<OutboxMessage> {
  const admin = await request.newContext({ baseURL })
  try {
    await signInAs(admin, 'admin')
    const found: { mail?: OutboxMessage } = {}
    await expect
      .poll(
        async () => {
          const { messages } = (await (await admin.get('/api/admin/outbox?limit=200')).json()) as {
            messages: unknown[]
          }
          found.mail = messages
            .map((m) => OutboxMessageSchema.parse(m))
            .find((m) => m.to === to && m.subject === subject)
          return found.mail !== undefined
        },
        { message: `no campaign mail to ${to}`, timeout: 30_000, interval: 500 },
      )
      .toBe(true)
    return found.mail!
  } finally {
    await admin.dispose()
  }
}

// axe on the confirm and unsubscribe pages, and the phone width, are in
// e2e/public/accessibility.spec.ts (the pages look the same for any well-formed token).
describe('the newsletter, from the footer form to the one-click unsubscribe', () => {
  const browser = useBrowser()

  it('subscribes in the footer, confirms from the e-mail, receives a campaign and unsubscribes in one click', async () => {
    const email = `reader.${randomUUID().slice(0, 8)}@example.com`
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/')
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Email address for the newsletter').fill(email)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await footer.getByText('Check your inbox for a link to confirm your subscription.').waitFor()

    const confirmLink = await linkFromLatestMail(
      email,
      /Confirm your subscription/,
      /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/,
    )
    await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search)
    await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await page.getByText('You are subscribed to Newsletter.').waitFor()

    // The admin sends a campaign to the footer's list.
    const admin = await request.newContext({ baseURL })
    const subject = `Spring update ${randomUUID().slice(0, 6)}`
    try {
      await signInAs(admin, 'admin')
      const stats = (await (await admin.get('/api/mailchimp/stats')).json()) as {
        lists: { id: string; name: string }[]
      }
      const listId = stats.lists.find((l) => l.name === 'Newsletter')!.id
      const created = await admin.post('/api/mailchimp/campaigns', {
        headers: ORIGIN,
        data: { subject, content: '<h1>Spring</h1><p>News on restoring rights.</p>', listId },
      })
      expect(created.status(), await created.text()).toBe(201)
    } finally {
      await admin.dispose()
    }

    const mail = await waitForMail(email, subject)
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(mail.headers['List-Unsubscribe'] ?? '')![1]!
    expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?token=/)

    // What a mail provider does: a form-encoded POST from its own server, no cookie, no Origin.
    const provider = await request.newContext()
    try {
      const res = await provider.post(`${baseURL}${new URL(oneClick).pathname}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      })
      expect(res.status(), await res.text()).toBe(200)
    } finally {
      await provider.dispose()
    }

    // The footer link of the same e-mail says so too (unsubscribing twice is harmless).
    const pageLink = /\S+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]
    await page.goto(new URL(pageLink).pathname + new URL(pageLink).search)
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByText('You are unsubscribed from Newsletter.').waitFor()
  })

  it('says a link is incomplete when the token is missing', async () => {
    const page = await browser.newPage()
    await page.goto('/newsletter/confirm')
    const alert = page.getByRole('alert').filter({ hasText: 'This link is incomplete.' })
    await alert.waitFor()
    expect(await page.getByRole('button', { name: 'Confirm subscription' }).count()).toBe(0)
  })
})

import { request, type Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ContentFigures } from '#shared/content/figures.ts'
import { supportHours } from '#shared/content/help.ts'
import {
  ConversationMessageSchema,
  ConversationSchema,
  type Conversation,
  type ConversationMessage,
} from '#shared/contracts/inbox.contract.ts'
import { CONTACT_REPLY_HOURS } from '#shared/contracts/leads.contract.ts'
import { APP_READY_ATTRIBUTE } from '#shared/domain/site-pages.ts'
import {
  allowConsoleErrors,
  baseURL,
  contentFigures,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  openBeforeScripts,
  openPage,
  signInAs,
  useBrowser,
  watchHydrationErrors,
} from '../fixtures.ts'

const SENT_TITLE = 'Message Sent'
const SENT_TEXT = `Thank you for contacting us. We'll get back to you within ${CONTACT_REPLY_HOURS} hours.`
const FAILED_TEXT = 'Failed to send message. Please try again or call us directly.'

let figures: ContentFigures

beforeAll(async () => {
  figures = await contentFigures()
})

let messageCount = 0

/** A message nobody else sends, so the inbox check finds this one. */
function newMessage(label: string) {
  messageCount += 1
  const id = `${Date.now().toString(36)}-${process.pid}-${messageCount}`
  return {
    name: 'Jordan Visitor',
    email: `visitor.${id}@example.com`,
    subject: `Question about my case ${id}`,
    message: `Hello, I was convicted in 2009 and would like to know which route applies to me (${label}).`,
  }
}

const form = (page: Page) => page.getByRole('region', { name: 'Send us a message' })
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true })
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

const sendButton = (page: Page) => form(page).getByRole('button', { name: 'Send Message' })

/** Opens /contact and waits until its script runs: the prerendered form cannot be sent before. */
async function openContact(page: Page) {
  const response = await openPage(page, '/contact')
  await expect.poll(() => sendButton(page).isEnabled()).toBe(true)
  return response
}

async function fillForm(page: Page, values: ReturnType<typeof newMessage>) {
  await field(page, 'Name').fill(values.name)
  await field(page, 'Email').fill(values.email)
  await field(page, 'Subject').fill(values.subject)
  await field(page, 'Message').fill(values.message)
}

/** The contact conversation of `email` and its messages, read from the admin inbox. */
async function storedContact(email: string): Promise<{
  conversation: Conversation | undefined
  messages: ConversationMessage[]
}> {
  const admin = await request.newContext({ baseURL })
  try {
    await signInAs(admin, 'admin')
    const list = await admin.get('/api/admin/conversations?limit=200')
    expect(list.status()).toBe(200)
    const { conversations } = (await list.json()) as { conversations: unknown[] }
    const conversation = conversations
      .map((item) => ConversationSchema.parse(item))
      .find((item) => item.customerEmail === email)
    if (!conversation) return { conversation, messages: [] }
    const detail = await admin.get(`/api/admin/conversations/${conversation.id}/messages`)
    expect(detail.status()).toBe(200)
    const { messages } = (await detail.json()) as { messages: unknown[] }
    return { conversation, messages: messages.map((item) => ConversationMessageSchema.parse(item)) }
  } finally {
    await admin.dispose()
  }
}

// axe on the page as it opens, and the phone width, are in e2e/public/accessibility.spec.ts and
// e2e/layout/; the states only the visitor's input reaches are checked here.
describe('Contact Us', () => {
  const browser = useBrowser()

  it('/contact shows the form and the phone, e-mail, hours and address cards from the settings', async () => {
    const page = await browser.newPage(DESKTOP)
    const hydrationErrors = watchHydrationErrors(page)
    const response = await openContact(page)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'Contact Us', exact: true }).waitFor()
    expect(await page.title()).toMatch(/^Contact Us\b/)
    const main = page.getByRole('main')
    expect(await main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')

    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await field(page, label).getAttribute('required')).not.toBeNull()
    }
    expect(await field(page, 'Email').getAttribute('type')).toBe('email')

    const { company } = figures
    const card = (title: string) => main.getByRole('group', { name: title, exact: true })
    const phone = company.supportPhone ?? ''
    expect(phone, 'the e2e server is started with a support phone').not.toBe('')
    expect(await card('Phone').getByRole('link', { name: phone }).getAttribute('href')).toBe(
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    )
    expect(await card('Email').getByRole('link', { name: company.supportEmail }).getAttribute('href')).toBe(
      `mailto:${company.supportEmail}`,
    )
    const hours = supportHours(figures)
    expect(hours, 'the e2e server publishes the seeded support hours').not.toBeNull()
    const hoursText = await card('Hours').innerText()
    for (const row of hours?.rows ?? []) {
      expect(hoursText).toContain(row.days)
      expect(hoursText).toContain(row.hours)
    }
    expect(hoursText).toContain(hours?.timeZoneLabel)
    const addressText = await card('Address').innerText()
    expect(addressText).toContain(company.name)
    expect(addressText).toContain(company.address)

    expect(await hasHorizontalScroll(page)).toBe(false)
    expect(hydrationErrors).toEqual([])
  })

  it('an empty or malformed submission shows what to fix and sends nothing', async () => {
    const page = await browser.newPage(DESKTOP)
    await openContact(page)
    const posted: string[] = []
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/contact')) posted.push(sent.method())
    })

    await sendButton(page).click()
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      await form(page).getByText(message, { exact: true }).waitFor()
      expect(await field(page, label).getAttribute('aria-invalid')).toBe('true')
    }

    await fillForm(page, { ...newMessage('malformed'), email: 'not-an-email' })
    await sendButton(page).click()
    await form(page).getByText('Invalid email address', { exact: true }).waitFor()
    expect(await field(page, 'Name').getAttribute('aria-invalid')).toBeNull()
    await expectNoAxeViolations(page)
    expect(posted).toEqual([])
  })

  it('a complete message is sent, confirmed with Message Sent, stored in the inbox, and the form is cleared', async () => {
    const page = await browser.newPage(DESKTOP)
    await openContact(page)
    const values = newMessage('sent')
    await fillForm(page, values)

    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/contact')),
      sendButton(page).click(),
    ])
    expect(response.request().method()).toBe('POST')
    expect(response.ok()).toBe(true)
    expect(await response.json()).toEqual({ ok: true })

    await notifications(page).getByText(SENT_TITLE, { exact: true }).waitFor()
    await notifications(page).getByText(SENT_TEXT, { exact: true }).waitFor()
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await field(page, label).inputValue()).toBe('')
    }
    expect(await hasHorizontalScroll(page)).toBe(false)

    const { conversation, messages } = await storedContact(values.email)
    expect(conversation).toMatchObject({
      source: 'CONTACT',
      subject: values.subject,
      customerName: values.name,
      customerEmail: values.email,
      status: 'OPEN',
    })
    expect(messages.map((message) => [message.direction, message.body])).toEqual([['IN', values.message]])
  })

  it('a message the server does not take shows the Error toast and keeps what was typed', async () => {
    const page = await browser.newPage(DESKTOP)
    allowConsoleErrors(page.context(), /503 .*at \/api\/contact\)/)
    await openContact(page)
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again later.' } }),
      }),
    )
    const values = newMessage('refused')
    await fillForm(page, values)
    await sendButton(page).click()

    await notifications(page).getByText('Error', { exact: true }).waitFor()
    await notifications(page).getByText(FAILED_TEXT, { exact: true }).waitFor()
    expect(await field(page, 'Subject').inputValue()).toBe(values.subject)
    expect(await field(page, 'Message').inputValue()).toBe(values.message)
    expect(await sendButton(page).isEnabled()).toBe(true)
  })
})

describe('the prerendered contact form', () => {
  const browser = useBrowser()

  it('cannot be sent before its script runs, and keeps what was typed meanwhile', async () => {
    const page = await browser.newPage(DESKTOP)
    const releaseScripts = await openBeforeScripts(page, '/contact')
    const values = newMessage('before the script')
    await fillForm(page, values)
    expect(await sendButton(page).isDisabled()).toBe(true)
    releaseScripts()

    // The app loads at once (focus is in a field already) and, once it is ready, takes the form over.
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true)
    expect(await field(page, 'Email').inputValue()).toBe(values.email)
    await sendButton(page).click()
    await notifications(page).getByText(SENT_TITLE, { exact: true }).waitFor()
    const { conversation, messages } = await storedContact(values.email)
    expect(conversation?.subject).toBe(values.subject)
    expect(messages.map((message) => message.body)).toEqual([values.message])
  })
})

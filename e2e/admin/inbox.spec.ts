import nodemailer, { type SendMailOptions } from 'nodemailer'
import { request, type Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { ConversationMessageSchema, InboxConversationSchema } from '#shared/contracts/inbox.contract.ts'
import { OutboxMessageSchema } from '#shared/contracts/outbox.contract.ts'
import { adminGet, openAsAdmin } from '../admin-session.ts'
import {
  baseURL,
  contentFigures,
  DESKTOP,
  notifications,
  openPage,
  signInAs,
  useBrowser,
} from '../fixtures.ts'

let messageCount = 0

/** A contact-form message nobody else sends, so the inbox search finds only this one. */
function newContactMessage() {
  messageCount += 1
  const id = `${Date.now().toString(36)}${process.pid}n${messageCount}`
  return {
    id,
    name: 'Robin Inboxer',
    email: `robin.${id}@example.com`,
    subject: `Paperwork question ${id}`,
    message: `Which documents do I need for the federal petition? (${id})`,
  }
}

/** Sends a contact-form message through the API, as the form at /contact does. */
async function sendContactViaApi(values: ReturnType<typeof newContactMessage>) {
  const visitor = await request.newContext({ baseURL })
  try {
    const { name, email, subject, message } = values
    const response = await visitor.post('/api/contact', {
      data: { name, email, subject, message },
      headers: { Origin: baseURL },
    })
    expect(response.status(), await response.text()).toBe(200)
  } finally {
    await visitor.dispose()
  }
}

/** Sends the contact form at /contact as a visitor would. */
async function sendContactForm(page: Page, values: ReturnType<typeof newContactMessage>) {
  await openPage(page, '/contact')
  const form = page.getByRole('region', { name: 'Send us a message' })
  const send = form.getByRole('button', { name: 'Send Message' })
  await expect.poll(() => send.isEnabled()).toBe(true)
  await form.getByLabel('Name', { exact: true }).fill(values.name)
  await form.getByLabel('Email', { exact: true }).fill(values.email)
  await form.getByLabel('Subject', { exact: true }).fill(values.subject)
  await form.getByLabel('Message', { exact: true }).fill(values.message)
  await send.click()
  await notifications(page).getByText('Message Sent', { exact: true }).waitFor()
}

async function findConversation(search: string) {
  const { conversations } = await adminGet<{ conversations: unknown[] }>(
    `/api/admin/conversations?status=OPEN&q=${encodeURIComponent(search)}`,
  )
  expect(conversations).toHaveLength(1)
  return InboxConversationSchema.parse(conversations[0])
}

async function threadOf(conversationId: string) {
  const { messages } = await adminGet<{ messages: unknown[] }>(
    `/api/admin/conversations/${conversationId}/messages`,
  )
  return messages.map((message) => ConversationMessageSchema.parse(message))
}

/** An e-mail to the server's own inbound mail server, as the customer's mail provider delivers it. */
async function deliverMail(mail: SendMailOptions) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: inject('inboundSmtpPort'),
    secure: false,
    ignoreTLS: true,
  })
  try {
    return await transport.sendMail(mail)
  } finally {
    transport.close()
  }
}

describe('the unified inbox', () => {
  const browser = useBrowser()

  it('a contact-form message is answered from /inbox by e-mail, and the answer to it threads back', async () => {
    const values = newContactMessage()
    await sendContactForm(await browser.newPage(DESKTOP), values)

    // The page's timers under the test's hand (time still flows), so the thread's next poll can be
    // run at once below instead of waited for.
    const context = await browser.newContext(DESKTOP)
    await signInAs(context, 'admin')
    await context.clock.install()
    const page = await context.newPage()
    await page.goto('/inbox')
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor()
    await page.getByLabel('Search conversations').fill(values.id)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === values.id)
    const list = page.getByRole('region', { name: 'Conversations' })
    const item = list.getByRole('link', { name: new RegExp(values.subject) })
    await item.getByText('Contact form').waitFor()
    await item.getByText('1 unread').waitFor()
    await item.click()

    // The thread, the contact panel, and the unread badge gone once it is on screen.
    const conversation = await findConversation(values.id)
    await page.waitForURL((url) => url.searchParams.get('c') === conversation.id)
    await page.getByRole('heading', { level: 2, name: values.subject }).waitFor()
    const messages = page.getByRole('list', { name: 'Messages' })
    await messages.getByText(values.message).waitFor()
    await page.getByRole('region', { name: 'Contact' }).getByText(values.email).waitFor()
    await expect.poll(async () => (await findConversation(values.id)).unreadCount).toBe(0)
    await item.getByText('1 unread').waitFor({ state: 'detached' })

    // Sending an empty reply says what is missing; a written one is e-mailed.
    await page.getByRole('button', { name: 'Send reply' }).click()
    await page.getByText('Message is required', { exact: true }).waitFor()
    const reply = `Thank you, ${values.name}: you need the certified judgment (${values.id}).`
    await page.getByLabel('Message', { exact: true }).fill(reply)
    await page.getByRole('button', { name: 'Send reply' }).click()
    await notifications(page).getByText('Reply sent', { exact: true }).waitFor()
    await messages.getByText(reply).waitFor()

    // The reply is in the outbox (no SMTP relay here) and, sent, carries its Message-ID.
    const { messages: mails } = await adminGet<{ messages: unknown[] }>('/api/admin/outbox?limit=200')
    const mail = mails
      .map((m) => OutboxMessageSchema.parse(m))
      .find((m) => m.to === values.email && m.subject === `Re: ${values.subject}`)
    expect(mail?.text).toBe(reply)
    const sent = (await threadOf(conversation.id)).find((m) => m.direction === 'OUT')
    expect(sent?.emailMessageId).toMatch(/^[0-9a-f-]{36}@/)
    expect(mail?.messageId).toBe(sent?.emailMessageId)

    // The visitor answers by e-mail under another subject: In-Reply-To alone files it here.
    const { company } = await contentFigures()
    const answer = `That is clear, thanks (${values.id}).`
    const delivered = await deliverMail({
      from: `${values.name} <${values.email}>`,
      to: company.supportEmail,
      subject: 'Another subject altogether',
      text: answer,
      inReplyTo: `<${sent?.emailMessageId}>`,
      references: [`<${sent?.emailMessageId}>`],
      messageId: `<answer-${values.id}@customer.example>`,
    })
    expect(delivered.accepted).toEqual([company.supportEmail])
    await expect
      .poll(async () => (await threadOf(conversation.id)).map((m) => [m.direction, m.body]), {
        timeout: 20_000,
      })
      .toEqual([
        ['IN', values.message],
        ['OUT', reply],
        ['IN', answer],
      ])
    // The open thread shows it at its next poll (every 15 s, INBOX_POLL_MS): run the page's clock
    // that far.
    await page.clock.runFor(15_000)
    await messages.getByText(answer).waitFor()
    // Nothing proves who sent that e-mail (docs/decisions/058): staff read so, and the checks in words.
    await messages.getByText('Sender not verified', { exact: true }).waitFor()
    await messages.getByText(/^SPF: .+ · DKIM: .+ · DMARC: .+$/).waitFor()

    // The next reply answers the customer's e-mail: its headers carry the whole thread.
    const second = `You are welcome (${values.id}).`
    await page.getByLabel('Message', { exact: true }).fill(second)
    await page.getByRole('button', { name: 'Send reply' }).click()
    await messages.getByText(second).waitFor()
    const { messages: later } = await adminGet<{ messages: unknown[] }>('/api/admin/outbox?limit=200')
    const secondMail = later.map((m) => OutboxMessageSchema.parse(m)).find((m) => m.text === second)
    expect(secondMail?.inReplyTo).toBe(`answer-${values.id}@customer.example`)
    expect(secondMail?.references).toEqual([sent?.emailMessageId, `answer-${values.id}@customer.example`])

    // Closed, then reopened from the contact panel.
    await page.getByRole('button', { name: 'Close conversation' }).click()
    await page.getByRole('button', { name: 'Reopen conversation' }).click()
    await page.getByRole('button', { name: 'Close conversation' }).waitFor()
  })

  it('a link to a conversation opens its thread beside the list', async () => {
    const values = newContactMessage()
    await sendContactViaApi(values)

    const conversation = await findConversation(values.id)
    const { page } = await openAsAdmin(
      browser,
      DESKTOP,
      `/inbox?c=${conversation.id}&q=${values.id}`,
      'Inbox',
    )
    await page.getByRole('heading', { level: 2, name: values.subject }).waitFor()
    const listed = page.getByRole('region', { name: 'Conversations' }).getByText(values.subject)
    await listed.waitFor()
    expect(await listed.isVisible()).toBe(true)
    await page.getByRole('list', { name: 'Messages' }).getByText(values.message).waitFor()
    expect(await page.getByRole('button', { name: 'Close conversation' }).isVisible()).toBe(true)
  })
})

import { request, type APIRequestContext, type Locator, type Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { assistantWelcome, QUICK_QUESTIONS } from '#shared/content/assistants.ts'
import { shortDisclaimer } from '#shared/content/pages.ts'
import { ConversationMessageSchema, ConversationSchema } from '#shared/contracts/inbox.contract.ts'
import { LEAD_PHONE_MESSAGE } from '#shared/contracts/leads.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import {
  allowConsoleErrors,
  baseURL,
  contentFigures,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  holdRequests,
  OPEN_CHAT_EVENT,
  openPage,
  signInAs,
  useBrowser,
  watchHydrationErrors,
} from '../fixtures.ts'

const TIMELINE_SOURCE = { title: 'FAQ: How long does restoration take?', href: '/faq#timeline' }

/** Counts the requests `page` makes to `path`. */
function countRequests(page: Page, path: string) {
  const seen = { count: 0 }
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === path) seen.count += 1
  })
  return seen
}

let leadCount = 0
function uniqueEmail(label: string) {
  leadCount += 1
  return `lead.${Date.now().toString(36)}.${process.pid}.${label}.${leadCount}@example.com`
}

/** The admin's API, signed in once (sign-ins are rate-limited, so polls reuse it). */
async function adminApi(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL })
  await signInAs(admin, 'admin')
  return admin
}

/** The chat conversations for `email` with their messages, read through the admin inbox API. */
async function chatConversationsOf(admin: APIRequestContext, email: string) {
  const list = await admin.get('/api/admin/conversations?limit=200')
  expect(list.status()).toBe(200)
  const { conversations } = (await list.json()) as { conversations: unknown[] }
  const mine = conversations
    .map((c) => ConversationSchema.parse(c))
    .filter((c) => c.source === 'CHAT' && c.customerEmail === email)
  return Promise.all(
    mine.map(async (conversation) => {
      const detail = await admin.get(`/api/admin/conversations/${conversation.id}/messages`)
      expect(detail.status()).toBe(200)
      const { messages } = (await detail.json()) as { messages: unknown[] }
      return { conversation, messages: messages.map((m) => ConversationMessageSchema.parse(m)) }
    }),
  )
}

/** Opens the floating chat called `title` with its launcher, which says it is collapsed, then expanded. */
async function openChat(page: Page, title: string) {
  const launcher = page.getByRole('button', { name: title })
  expect(await launcher.getAttribute('aria-expanded')).toBe('false')
  await launcher.click()
  expect(await launcher.getAttribute('aria-expanded')).toBe('true')
  const chat = page.getByRole('region', { name: title })
  return { launcher, chat, log: chat.getByRole('log') }
}

/** Waits until `chat` is closed: hidden, its launcher collapsed and focused again. */
async function expectClosed(chat: Locator, launcher: Locator) {
  await chat.waitFor({ state: 'hidden' })
  expect(await launcher.getAttribute('aria-expanded')).toBe('false')
  expect(await launcher.evaluate((el) => el === document.activeElement)).toBe(true)
}

async function say(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true })
  await input.fill(text)
  await input.press('Enter')
}

// axe on the pages as they open, and the phone width, are in e2e/public/accessibility.spec.ts and
// e2e/layout/; the chats' states, which only the visitor's input reaches, are checked here.
describe('assistant widgets', () => {
  const browser = useBrowser()

  it('the help widget answers "How long does restoration take?" from the knowledge base and names its source', async () => {
    const page = await browser.newPage(DESKTOP)
    const errors = watchHydrationErrors(page)
    const asks = countRequests(page, '/api/help/ask')
    await openPage(page, '/')
    const help = page.getByRole('region', { name: 'Help assistant' })
    const input = help.getByLabel('Your question')

    // Empty and whitespace-only questions are not sent.
    await input.press('Enter')
    await input.fill('   ')
    await input.press('Enter')
    await help.getByRole('button', { name: 'Ask', exact: true }).click()

    // While the answer is awaited, the input and the button are blocked.
    const releaseAnswer = await holdRequests(page, '**/api/help/ask')
    await input.fill('How long does restoration take?')
    await input.press('Enter')
    await expect.poll(() => asks.count).toBe(1)
    expect(await input.isEditable()).toBe(false)
    expect(await help.getByRole('button', { name: /^Ask/ }).isDisabled()).toBe(true)
    await input.press('Enter')
    releaseAnswer()

    const source = help.getByRole('link', { name: TIMELINE_SOURCE.title })
    await source.waitFor()
    expect(await source.getAttribute('href')).toBe(TIMELINE_SOURCE.href)
    const panelText = await help.innerText()
    expect(panelText).toContain('typically takes')
    // The source is a link, not repeated as a raw "Source: … (/faq#timeline)" line.
    expect(panelText).not.toContain('(/faq#timeline)')
    expect(await input.inputValue()).toBe('')
    expect(await input.isEditable()).toBe(true)
    // The Enter pressed while waiting sent nothing.
    expect(asks.count).toBe(1)

    await expectNoAxeViolations(page)
    expect(await hasHorizontalScroll(page)).toBe(false)
    expect(errors).toEqual([])
  })

  it('the help widget says so when the help system cannot be reached', async () => {
    const page = await browser.newPage(DESKTOP)
    allowConsoleErrors(page.context(), /ERR_FAILED .*at \/api\/help\/ask\)/)
    await page.route('**/api/help/ask', (route) => route.abort())
    await openPage(page, '/')
    const help = page.getByRole('region', { name: 'Help assistant' })
    await help.getByRole('button', { name: QUICK_QUESTIONS.help[1]! }).click()
    const failed = help.getByText('Error connecting to help system. Please try again.')
    await failed.waitFor()
    expect(await failed.isVisible()).toBe(true)
  })

  it('the lead chat asks for name, cell and e-mail, then stores one lead with the topic its text names', async () => {
    const page = await browser.newPage(DESKTOP)
    const errors = watchHydrationErrors(page)
    const figures = await contentFigures()
    await openPage(page, '/')
    const { launcher, chat, log } = await openChat(page, 'Chat with us')
    expect(await log.getAttribute('aria-live')).toBe('polite')
    await log.getByText("What's your name?").waitFor()

    // Whitespace is ignored; what is typed is trimmed and shown as text, never as markup.
    await say(page, 'Your name', '   ')
    expect(await log.innerText()).not.toContain('You:')
    await say(page, 'Your name', '  <b>x</b> Tester  ')
    await log.getByText('<b>x</b> Tester', { exact: true }).waitFor()
    expect(await log.innerText()).toContain('Nice to meet you, <b>x</b> Tester!')
    expect(await log.locator('b').count()).toBe(0)

    const email = uniqueEmail('state')
    // An e-mail typed as the cell number is asked for again, in words.
    await say(page, 'Your cell number', email)
    await log.getByText(LEAD_PHONE_MESSAGE).waitFor()
    await say(page, 'Your cell number', '304-555-0199')
    await say(page, 'Your e-mail address', email)
    await log.getByText('What can we help you with:', { exact: false }).waitFor()
    await say(page, 'What can we help you with?', 'I need my STATE rights back')

    // The disclaimer, and the state package at the catalog's prices.
    await log.getByText(shortDisclaimer(figures)).waitFor()
    const text = await log.innerText()
    expect(text).toContain(`State Restoration costs ${formatUsd(figures.packages.state.priceCents)}`)
    expect(text).toContain(formatUsd(figures.packages.state.unverifiedPriceCents))
    expect(text).not.toMatch(/\b(849|1,?049|1,?349)\b/)
    expect(await chat.getByRole('link', { name: 'Check your state eligibility' }).getAttribute('href')).toBe(
      '/start/state',
    )

    await say(page, 'Your message', 'Thanks!')
    await log.getByText('A member of our team will be in touch soon', { exact: false }).waitFor()

    // One conversation in the admin inbox, continued by each later send, with the derived topic:
    // the details, then what the visitor asked, then their later message as written.
    const admin = await adminApi()
    try {
      await expect
        .poll(
          async () =>
            (await chatConversationsOf(admin, email)).map(({ messages }) =>
              messages.map((m) => m.body.split('\n').at(-1)),
            ),
          { timeout: 10_000 },
        )
        .toEqual([['Topic: General question', 'I need my STATE rights back', 'Thanks!']])
      const [stored] = await chatConversationsOf(admin, email)
      expect(stored!.conversation).toMatchObject({
        subject: 'Chat lead: State restoration',
        customerName: '<b>x</b> Tester',
        customerPhone: '304-555-0199',
        topic: 'STATE',
        status: 'OPEN',
      })
    } finally {
      await admin.dispose()
    }

    await expectNoAxeViolations(page)
    expect(await hasHorizontalScroll(page)).toBe(false)

    // Escape closes the chat and gives the focus back to the launcher.
    await chat.getByLabel('Your message').press('Escape')
    await expectClosed(chat, launcher)
    expect(errors).toEqual([])
  })

  it('the AI chat on /pricing welcomes, offers three quick questions and answers with its source', async () => {
    const page = await browser.newPage(DESKTOP)
    const errors = watchHydrationErrors(page)
    const sends = countRequests(page, '/api/chatbot')
    const figures = await contentFigures()
    await openPage(page, '/pricing')
    const { launcher, chat, log } = await openChat(page, 'Ask our assistant')
    await log.getByText(assistantWelcome('chat', figures)).waitFor()
    const suggestions = chat.getByRole('list', { name: 'Suggested questions' }).getByRole('button')
    expect(await suggestions.allInnerTexts()).toEqual(QUICK_QUESTIONS.chat.slice(0, 3))

    await expectNoAxeViolations(page)
    expect(await hasHorizontalScroll(page)).toBe(false)

    // Shift+Enter inserts a newline; whitespace alone is not sent.
    const input = chat.getByLabel('Your message')
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    await input.pressSequentially('   ')
    await input.press('Enter')
    await input.fill('')
    await input.pressSequentially('Is credit repair')
    await input.press('Shift+Enter')
    await input.pressSequentially('included?')
    expect(await input.inputValue()).toBe('Is credit repair\nincluded?')
    expect(sends.count).toBe(0)

    // Enter sends: a Thinking placeholder until the reply, and no second send meanwhile.
    const releaseReply = await holdRequests(page, '**/api/chatbot')
    await input.fill('How long does restoration take?')
    await input.press('Enter')
    await log.getByText('Thinking…').waitFor()
    await expect.poll(() => sends.count).toBe(1)
    expect(await input.inputValue()).toBe('')
    await input.fill('<b>x</b>')
    await input.press('Enter')
    expect(await chat.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true)
    expect(await input.inputValue()).toBe('<b>x</b>')
    releaseReply()

    const source = log.getByRole('link', { name: TIMELINE_SOURCE.title })
    await source.waitFor()
    expect(await source.getAttribute('href')).toBe(TIMELINE_SOURCE.href)
    expect(await log.getByText('Thinking…').count()).toBe(0)
    expect(await suggestions.count()).toBe(0)

    // Markup is shown as typed.
    await input.press('Enter')
    await log.getByText('<b>x</b>', { exact: true }).waitFor()
    expect(await log.locator('b').count()).toBe(0)
    await expect.poll(() => log.getByText('Thinking…').count()).toBe(0)
    // The Enter pressed while waiting sent nothing: two messages, two requests.
    expect(sends.count).toBe(2)

    await expectNoAxeViolations(page)
    expect(await hasHorizontalScroll(page)).toBe(false)

    // Closing keeps the conversation; the launcher opens it again.
    await chat.getByRole('button', { name: 'Close chat' }).click()
    await expectClosed(chat, launcher)
    await launcher.click()
    await source.waitFor()
    expect(errors).toEqual([])
  })

  it('the AI chat apologises when the reply fails, and opens when a page asks for it', async () => {
    const page = await browser.newPage(DESKTOP)
    allowConsoleErrors(page.context(), /500 .*at \/api\/chatbot\)/)
    await page.route('**/api/chatbot', (route) => route.fulfill({ status: 500, body: '' }))
    await openPage(page, '/pricing')
    const chat = page.getByRole('region', { name: 'Ask our assistant' })
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), OPEN_CHAT_EVENT)
    await chat.waitFor()
    expect(await page.getByRole('button', { name: 'Ask our assistant' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    await chat.getByRole('button', { name: QUICK_QUESTIONS.chat[1]! }).click()
    await chat.getByText("I'm sorry, I encountered an error. Please try again.").waitFor()
    expect(await chat.getByText('Thinking…').count()).toBe(0)
  })
})

describe('the lead chat when the lead cannot be stored', () => {
  const browser = useBrowser()

  it('only logs the failure and carries on with the conversation', async () => {
    const page = await browser.newPage(DESKTOP)
    allowConsoleErrors(page.context(), /503 .*at \/api\/chat\/lead\)|The chat lead could not be stored/)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.route('**/api/chat/lead', (route) => route.fulfill({ status: 503, body: '' }))
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Chat with us' }).click()
    const log = page.getByRole('region', { name: 'Chat with us' }).getByRole('log')
    await say(page, 'Your name', 'Pat')
    await say(page, 'Your cell number', '304 555 0100')
    await say(page, 'Your e-mail address', uniqueEmail('failure'))
    await log.getByText('What can we help you with:', { exact: false }).waitFor()
    await expect.poll(() => errors.some((e) => e.includes('The chat lead could not be stored'))).toBe(true)
    await say(page, 'What can we help you with?', 'federal')
    await log.getByText('not a law firm', { exact: false }).waitFor()
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /lead|chat/i })
        .count(),
    ).toBe(0)
  })
})

import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { FAQ_CATEGORIES, faqEntries, type FaqEntry } from '#shared/content/faq.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { helpPage } from '#shared/content/help.ts'
import { APP_READY_ATTRIBUTE } from '#shared/domain/site-pages.ts'
import {
  contentFigures,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  OPEN_CHAT_EVENT,
  openBeforeScripts,
  openPage,
  useBrowser,
  watchHydrationErrors,
} from '../fixtures.ts'

// The FAQ as the server's figures make it, so the checks follow the catalog and the settings.
let figures: ContentFigures
let entries: FaqEntry[]

beforeAll(async () => {
  figures = await contentFigures()
  entries = faqEntries(figures)
})

const FAQ_PAGES = [
  { path: '/help', title: 'Help and Support', documentTitle: 'Help and Support', questionLevel: 3 },
  { path: '/faq', title: 'Frequently Asked Questions', documentTitle: 'FAQ', questionLevel: 2 },
] as const

/** The questions whose entries the page shows, in the page's order. */
async function shownQuestions(page: Page, level: number): Promise<string[]> {
  const questions = new Set(entries.map((entry) => entry.question))
  const headings = await page.getByRole('main').getByRole('heading', { level }).allInnerTexts()
  return headings.map((text) => text.trim()).filter((text) => questions.has(text))
}

/** The questions of the entries whose question or answer contains `text`, ignoring case. */
function questionsContaining(text: string, category?: string): string[] {
  const needle = text.toLowerCase()
  return entries
    .filter((entry) => !category || entry.category === category)
    .filter((entry) => `${entry.question}\n${entry.answer}`.toLowerCase().includes(needle))
    .map((entry) => entry.question)
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search FAQs' })
const categoryGroup = (page: Page) => page.getByRole('group', { name: 'Category' })
const categoryButton = (page: Page, name: string) =>
  categoryGroup(page).getByRole('button', { name, exact: true })
const resultCount = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /questions$/ })

// axe on the pages as they open, and the phone width, are in e2e/public/accessibility.spec.ts and
// e2e/layout/; the states only the visitor's input reaches are checked here.
describe('Help and Support and FAQ', () => {
  const browser = useBrowser()

  it.each(FAQ_PAGES)(
    '$path shows all 10 FAQ entries from the content module with the search and filter',
    async ({ path, title, documentTitle, questionLevel }) => {
      const page = await browser.newPage(DESKTOP)
      const hydrationErrors = watchHydrationErrors(page)
      const response = await openPage(page, path)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
      expect(await page.title()).toMatch(new RegExp(`^${documentTitle}\\b`))
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)

      const main = page.getByRole('main')
      expect(await main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
      expect(entries).toHaveLength(10)
      expect(await shownQuestions(page, questionLevel)).toEqual(entries.map((entry) => entry.question))
      const body = await main.innerText()
      for (const entry of entries) expect(body).toContain(entry.answer)
      await expect.poll(() => resultCount(page).innerText()).toBe('Showing all 10 questions')

      expect(await searchBox(page).inputValue()).toBe('')
      const categories = await categoryGroup(page).getByRole('button').allInnerTexts()
      expect(categories.map((text) => text.trim())).toEqual(['All', ...FAQ_CATEGORIES])
      expect(await categoryButton(page, 'All').getAttribute('aria-pressed')).toBe('true')

      expect(await hasHorizontalScroll(page)).toBe(false)
      expect(hydrationErrors).toEqual([])
    },
  )

  it('/help has the Still Need Help panel: Live Chat opens the chat, the contact form and phone support', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/help')
    const content = helpPage(figures)
    const panel = page.getByRole('region', { name: content.stillNeedHelp.title })
    await panel.waitFor()
    expect(await panel.innerText()).toContain(content.stillNeedHelp.text)

    expect(await panel.getByRole('link', { name: 'Contact Form' }).getAttribute('href')).toBe('/contact')
    const phone = figures.company.supportPhone
    expect(phone, 'the e2e server is started with a support phone').toBeTruthy()
    const phoneLink = panel.getByRole('link', { name: phone ?? '' })
    expect(await phoneLink.getAttribute('href')).toBe(`tel:${(phone ?? '').replace(/[^\d+]/g, '')}`)
    expect(await panel.getByRole('link', { name: figures.company.supportEmail }).getAttribute('href')).toBe(
      `mailto:${figures.company.supportEmail}`,
    )

    // Live Chat asks the page's chat widget to open, through the event the widget listens for.
    await page.evaluate((name) => {
      const counter = window as unknown as { chatRequests: number }
      counter.chatRequests = 0
      window.addEventListener(name, () => (counter.chatRequests += 1))
    }, OPEN_CHAT_EVENT)
    await panel.getByRole('button', { name: 'Live Chat' }).click()
    expect(await page.evaluate(() => (window as unknown as { chatRequests: number }).chatRequests)).toBe(1)

    // The help topics are on the page, each at its own anchor.
    for (const topic of content.topics) {
      const heading = page.getByRole('heading', { level: 3, name: topic.title, exact: true })
      await heading.waitFor()
      expect(await page.locator(`[id="${topic.id}"]`).count()).toBe(1)
    }
  })

  it.each(FAQ_PAGES)(
    '$path filters by search text (question and answer, any case) combined with the category',
    async ({ path, questionLevel }) => {
      const page = await browser.newPage(DESKTOP)
      await openPage(page, path)

      // In a question, typed in capitals.
      await searchBox(page).fill('REFUND')
      const refund = questionsContaining('refund')
      expect(refund.length).toBeGreaterThan(0)
      expect(refund.length).toBeLessThan(10)
      await expect.poll(() => shownQuestions(page, questionLevel)).toEqual(refund)
      expect(await resultCount(page).innerText()).toBe(`Showing ${refund.length} of 10 questions`)

      // Only in an answer.
      await searchBox(page).fill('fd-258')
      const fingerprintCard = questionsContaining('FD-258')
      expect(fingerprintCard).toEqual([entries.find((entry) => entry.id === 'documents')?.question])
      await expect.poll(() => shownQuestions(page, questionLevel)).toEqual(fingerprintCard)

      // A term in several entries, narrowed down by a category.
      await searchBox(page).fill('state')
      const state = questionsContaining('state')
      expect(state.length).toBeGreaterThan(1)
      await expect.poll(() => shownQuestions(page, questionLevel)).toEqual(state)
      await categoryButton(page, 'Types').click()
      expect(await categoryButton(page, 'Types').getAttribute('aria-pressed')).toBe('true')
      expect(await categoryButton(page, 'All').getAttribute('aria-pressed')).toBe('false')
      const stateTypes = questionsContaining('state', 'Types')
      expect(stateTypes).toHaveLength(1)
      await expect.poll(() => shownQuestions(page, questionLevel)).toEqual(stateTypes)

      // The category alone, once the search is emptied.
      await searchBox(page).fill('')
      await categoryButton(page, 'Payment').click()
      await expect.poll(() => shownQuestions(page, questionLevel)).toEqual(questionsContaining('', 'Payment'))
    },
  )

  it.each(FAQ_PAGES)(
    '$path says No FAQs found when nothing matches, and Clear Search resets the search and the category',
    async ({ path, questionLevel }) => {
      const page = await browser.newPage(DESKTOP)
      await openPage(page, path)

      await categoryButton(page, 'Legal').click()
      await searchBox(page).fill('zebra crossing')
      const main = page.getByRole('main')
      await main.getByText('No FAQs found', { exact: true }).waitFor()
      expect(await shownQuestions(page, questionLevel)).toEqual([])
      expect(await resultCount(page).innerText()).toBe('Showing 0 of 10 questions')
      await expectNoAxeViolations(page)

      await main.getByRole('button', { name: 'Clear Search' }).click()
      await expect.poll(() => shownQuestions(page, questionLevel)).toHaveLength(10)
      expect(await searchBox(page).inputValue()).toBe('')
      expect(await categoryButton(page, 'All').getAttribute('aria-pressed')).toBe('true')
      expect(await categoryButton(page, 'Legal').getAttribute('aria-pressed')).toBe('false')
      expect(await main.getByText('No FAQs found').count()).toBe(0)
      expect(await resultCount(page).innerText()).toBe('Showing all 10 questions')
      // The button is gone, so focus is back in the search box, ready for the next search.
      expect(await searchBox(page).evaluate((input) => input === document.activeElement)).toBe(true)
      expect(await hasHorizontalScroll(page)).toBe(false)
    },
  )
})

describe('the FAQ anchors', () => {
  const browser = useBrowser()

  it('/faq#{id} and /help#{topic} name the entries and topics the assistants link to', async () => {
    const page = await browser.newPage(DESKTOP)
    await openPage(page, '/faq#refunds')
    const refunds = entries.find((entry) => entry.id === 'refunds')
    const anchored = page.locator('[id="refunds"]')
    expect(await anchored.getByRole('heading', { level: 2 }).innerText()).toBe(refunds?.question)
    await expect
      .poll(() => anchored.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
      .toBe(true)

    await openPage(page, '/help#documents')
    expect(await page.locator('[id="documents"]').getByRole('heading', { level: 3 }).innerText()).toBe(
      helpPage(figures).topics.find((topic) => topic.id === 'documents')?.title,
    )
    expect(await page.locator('[id="faq-documents"]').count()).toBe(1)
  })
})

describe('the prerendered FAQ', () => {
  const browser = useBrowser()

  it('filters by what was typed into the search box before the page script ran', async () => {
    const page = await browser.newPage(DESKTOP)
    const releaseScripts = await openBeforeScripts(page, '/faq')
    await searchBox(page).fill('refund')
    releaseScripts()

    // The app loads at once (focus is in the search box already) and, once it is ready, is handed
    // the typed text.
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
    await expect.poll(() => shownQuestions(page, 2)).toEqual(questionsContaining('refund'))
    expect(await searchBox(page).inputValue()).toBe('refund')
  })
})

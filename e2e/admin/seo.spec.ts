import type { APIRequestContext, Page } from 'playwright-core'
import { request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEO_TEXTS } from '#shared/contracts/seo-tool.contract.ts'
import { openAsAdmin, withApiAs } from '../admin-session.ts'
import {
  baseURL,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  holdRequests,
  notifications,
  useBrowser,
} from '../fixtures.ts'

const PAGE = '/admin/seo'
const expectToast = (page: Page, text: string) =>
  notifications(page).getByText(text, { exact: true }).waitFor()
const pageCard = (page: Page, path: string) => page.getByRole('article', { name: path, exact: true })

// The /faq page as a signed-out visitor (and a crawler) gets it.
let visitor: APIRequestContext
beforeAll(async () => {
  visitor = await request.newContext({ baseURL })
})
// Every spec shares one server: give /faq its own head back, so later specs read the page as built.
afterAll(async () => {
  await withApiAs('admin', async (api) => {
    const response = await api.put('/api/seo/pages', {
      data: { path: '/faq', head: {} },
      headers: { Origin: baseURL },
    })
    expect(response.status(), await response.text()).toBe(200)
  })
  await visitor.dispose()
})

async function servedDescription(): Promise<string | null> {
  const html = await (await visitor.get('/faq')).text()
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null
}

describe('the SEO screen', () => {
  const browser = useBrowser()

  // Each change re-renders the ~20 pages the audit reads, so the flow takes a while on a busy machine.
  it('optimizes a page whose description was emptied, and restoring the backup brings the empty description back', async () => {
    const { page } = await openAsAdmin(browser, DESKTOP, PAGE, 'SEO')
    await page.getByText(SEO_TEXTS.noBackups).waitFor()
    await page.getByRole('definition').filter({ hasText: 'None' }).waitFor()
    expect((await servedDescription())?.length).toBeGreaterThanOrEqual(70)

    // An admin empties the description of /faq through Edit head.
    const faq = pageCard(page, '/faq')
    await faq.getByRole('button', { name: 'Edit head of /faq' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit the head of /faq' })
    await edit.getByLabel('Description').fill('')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Head saved')
    expect(await servedDescription()).toBeNull()
    await faq.getByText('The description is missing.').waitFor()

    // Optimize SEO: 10% and "Optimizing..." while the server works, then the toast with the count.
    const release = await holdRequests(page, '**/api/seo/optimize*')
    const answered = page.waitForResponse((res) => res.url().includes('/api/seo/optimize'))
    await page.getByRole('button', { name: SEO_TEXTS.optimizeButton }).click()
    await page.getByRole('button', { name: SEO_TEXTS.optimizing }).waitFor()
    const bar = page.getByRole('progressbar', { name: 'Optimization progress' })
    expect(await bar.getAttribute('aria-valuenow')).toBe('10')
    release()
    const { optimizedFiles, backupId } = (await (await answered).json()) as {
      optimizedFiles: number
      backupId: number
    }
    expect(optimizedFiles).toBeGreaterThan(0)
    await expectToast(page, SEO_TEXTS.optimizedTitle)
    await expectToast(page, SEO_TEXTS.optimized(optimizedFiles))
    await page.getByRole('button', { name: SEO_TEXTS.optimizeButton }).waitFor()
    expect(await bar.getAttribute('aria-valuenow')).toBe('0')
    const fixed = await servedDescription()
    expect(fixed?.length).toBeGreaterThanOrEqual(70)
    expect(fixed?.length).toBeLessThanOrEqual(160)
    await faq.getByText('The description is missing.').waitFor({ state: 'detached' })

    // Compare the run's backup with now: the description was empty there.
    await page.getByRole('button', { name: `Compare backup ${backupId} with now` }).click()
    const diff = page.getByRole('dialog', { name: `Backup ${backupId} compared with now` })
    const row = diff.getByRole('row').filter({ hasText: '/faq' }).filter({ hasText: 'Description' })
    await row.getByText('empty', { exact: true }).waitFor()
    await row.getByText(fixed!).waitFor()
    await expectNoAxeViolations(page)
    await diff.getByRole('button', { name: 'Close' }).click()

    // Restore it, after the browser's confirmation in the spec's words.
    let confirmation = ''
    page.once('dialog', (dialog) => {
      confirmation = dialog.message()
      void dialog.accept()
    })
    await page.getByRole('button', { name: `Restore backup ${backupId}` }).click()
    await expectToast(page, SEO_TEXTS.restoredTitle)
    await expectToast(page, SEO_TEXTS.restored)
    expect(confirmation).toBe(SEO_TEXTS.restoreConfirm(backupId))
    expect(await servedDescription()).toBeNull()
    await faq.getByText('The description is missing.').waitFor()

    // Dismissing the confirmation restores nothing.
    page.once('dialog', (dialog) => void dialog.dismiss())
    const backupsBefore = await page.getByRole('button', { name: /^Restore backup / }).count()
    await page.getByRole('button', { name: `Restore backup ${backupId}` }).click()
    expect(await page.getByRole('button', { name: /^Restore backup / }).count()).toBe(backupsBefore)
    expect(await servedDescription()).toBeNull()

    await expectNoAxeViolations(page)
  }, 150_000)

  it('explains what the OpenAI key adds, and says so when LLM suggestions are asked for', async () => {
    const { page } = await openAsAdmin(browser, DESKTOP, PAGE, 'SEO')
    await page.getByText(SEO_TEXTS.keyRequiredBadge, { exact: true }).waitFor()
    await page.getByRole('definition').filter({ hasText: 'Missing' }).waitFor()
    await page.getByRole('checkbox', { name: 'Include LLM suggestions' }).click({ force: true })
    await expectToast(page, SEO_TEXTS.keyMissingTitle)
    await expectToast(page, SEO_TEXTS.keyMissing)
    expect(await page.getByRole('checkbox', { name: 'Include LLM suggestions' }).isChecked()).toBe(false)
    await pageCard(page, '/faq').waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
    await expectNoAxeViolations(page)
  })
})

import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, openPage, useBrowser } from '../fixtures.ts'

// The seeded deadline (DECISIONS §1); the page's clock is moved around it.
const DEADLINE = new Date('2025-12-31T23:59:59Z')

describe('deadline banner', () => {
  const browser = useBrowser()

  it('before the deadline it counts down every second and names the coming price rise', async () => {
    const page = await browser.newPage()
    await page.clock.install({
      time: new Date(DEADLINE.getTime() - (86_400 + 3600 * 2 + 60 * 3 + 30) * 1000),
    })
    await openPage(page, '/')

    const banner = page.getByRole('banner')
    await banner.getByText('Prices rise by $400 when the new law passes.').waitFor()
    const timer = banner.getByRole('timer')
    const first = await timer.innerText()
    expect(first).toMatch(/^01 days 02 hours 03 minutes \d\d seconds$/)
    await expect.poll(() => timer.innerText(), { timeout: 3000 }).not.toBe(first)
    expect(await banner.getByText(/Post-law pricing/).count()).toBe(0)
    await expectNoAxeViolations(page)
  })

  // A passed deadline nobody replaced announces nothing (docs/decisions/054-deadline-banner.md).
  it('when the deadline passes with the post-law flag off, the banner goes away', async () => {
    const page = await browser.newPage()
    await page.clock.install({ time: new Date(DEADLINE.getTime() - 3000) })
    await openPage(page, '/')

    const banner = page.getByRole('banner')
    await banner.getByRole('timer').waitFor()
    await banner.getByRole('timer').waitFor({ state: 'detached', timeout: 10_000 })
    expect(await banner.getByText(/Prices rise|Post-law pricing/).count()).toBe(0)
  })

  it('after the deadline (today) nothing is announced', async () => {
    const page = await browser.newPage()
    await openPage(page, '/')
    const banner = page.getByRole('banner')
    await banner.getByRole('link', { name: 'Federal Restoration' }).first().waitFor()
    expect(await banner.getByText(/Prices rise|Post-law pricing/).count()).toBe(0)
    expect(await page.getByRole('timer').count()).toBe(0)
  })
})

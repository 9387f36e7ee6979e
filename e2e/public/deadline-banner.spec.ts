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
    expect(await banner.getByText('Post-law pricing is now active.').count()).toBe(0)
    await expectNoAxeViolations(page)
  })

  it('when the deadline passes it switches to post-law pricing and the countdown disappears', async () => {
    const page = await browser.newPage()
    await page.clock.install({ time: new Date(DEADLINE.getTime() - 2000) })
    await openPage(page, '/')

    const banner = page.getByRole('banner')
    await banner.getByText('Post-law pricing is now active.').waitFor({ timeout: 10_000 })
    expect(await banner.getByRole('timer').count()).toBe(0)
  })

  it('after the deadline (today) it shows only the post-law notice', async () => {
    const page = await browser.newPage()
    await openPage(page, '/')
    await page.getByRole('banner').getByText('Post-law pricing is now active.').waitFor()
    expect(await page.getByRole('timer').count()).toBe(0)
  })
})

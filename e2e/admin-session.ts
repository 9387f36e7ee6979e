import {
  request,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'
import { expect } from 'vitest'
import { baseURL, signInAs, type useBrowser } from './fixtures.ts'

/**
 * A page signed in as the injected admin, opened on `path` and waited on until its h1 `heading`
 * is drawn; with its context, whose `request` carries the admin's session too.
 */
export async function openAsAdmin(
  browser: ReturnType<typeof useBrowser>,
  device: BrowserContextOptions,
  path: string,
  heading: string,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext(device)
  await signInAs(context, 'admin')
  const page = await context.newPage()
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  return { page, context }
}

/** Runs `use` with an API client signed in as `who` (no browser), and disposes of it after. */
export async function withApiAs<T>(
  who: Parameters<typeof signInAs>[1],
  use: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await request.newContext({ baseURL })
  try {
    await signInAs(api, who)
    return await use(api)
  } finally {
    await api.dispose()
  }
}

/** Reads an admin API as the injected admin; fails the test unless it answers 200. */
export function adminGet<T>(path: string): Promise<T> {
  return withApiAs('admin', async (api) => {
    const response = await api.get(path)
    expect(response.status(), await response.text()).toBe(200)
    return (await response.json()) as T
  })
}

import type { BrowserContext, ConsoleMessage } from 'playwright-core'

// What a context's test said it provokes on purpose (a wrong password's 401, a refused upload).
const allowed = new WeakMap<BrowserContext, RegExp[]>()

/**
 * The console-error watch (docs/decisions/057-no-failing-requests-on-normal-visits.md): every page
 * of `context` reports what it wrote to the console as an error (a request answered 4xx or 5xx, a
 * React warning) and every exception nothing caught, each with the address it came from. A normal
 * visit makes none; a test that provokes one on purpose says so with allowConsoleErrors.
 */
export function watchConsoleErrors(context: BrowserContext): () => string[] {
  const found: string[] = []
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') found.push(describe(page.url(), message))
    })
    page.on('pageerror', (error) => found.push(`${path(page.url())}: uncaught ${error.message}`))
  })
  return () => {
    const expected = allowed.get(context) ?? []
    return found.filter((error) => !expected.some((pattern) => pattern.test(error)))
  }
}

/**
 * Lets the pages of `context` log errors matching `patterns` (matched against "page: text (at
 * address)"), for a test that provokes them on purpose: name the status and the call, not just any
 * error.
 */
export function allowConsoleErrors(context: BrowserContext, ...patterns: RegExp[]) {
  allowed.set(context, [...(allowed.get(context) ?? []), ...patterns])
}

function describe(pageUrl: string, message: ConsoleMessage): string {
  const source = message.location().url
  return `${path(pageUrl)}: ${message.text()}${source ? ` (at ${path(source)})` : ''}`
}

// The path and query of an address on the test server, the whole address elsewhere.
function path(url: string): string {
  try {
    const { pathname, search, protocol } = new URL(url)
    return protocol.startsWith('http') ? `${pathname}${search}` : url
  } catch {
    return url
  }
}

import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

const STYLESHEET = 'body{color:navy}'

// A build as `npm run build` lays it out, with a prerendering bundle that prints what it was given,
// so the test sees which data, session state and page the server rendered with.
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rr-build-'))
  mkdirSync(path.join(dir, 'client', '.vite'), { recursive: true })
  mkdirSync(path.join(dir, 'ssr'))
  writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<html><head><!--page-head--><script type="module" src="/assets/main.js"></script><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root"></div></body></html>',
  )
  mkdirSync(path.join(dir, 'client', 'assets'))
  writeFileSync(path.join(dir, 'client', 'assets', 'app.css'), STYLESHEET)
  writeFileSync(
    path.join(dir, 'client', '.vite', 'manifest.json'),
    JSON.stringify({
      'routes/public/pricing.route.tsx': { file: 'assets/pricing.js', imports: ['_shared.js'] },
      'routes/account/dashboard.route.tsx': { file: 'assets/dashboard.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
    }),
  )
  writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export async function prerender(url, data, visitor) {
  if (visitor) {
    const answer = await visitor.fetchApi('/api/auth/user', { method: 'GET', headers: {} })
    const body = await answer.json()
    return { html: '<h1>drawn for ' + body.email + ' in ' + visitor.display.timeZone + '</h1>', state: { drawn: true }, isComplete: !url.includes('/case/') }
  }
  return { html: '<h1>' + new URL(url).pathname + ' ' + data.figures.packages.federal.priceCents + ' signed-out:' + data.isSignedOut + '</h1>', state: { renders: 1 } }
}
export function initialState(data) {
  return data.user === undefined ? { seeded: data.isSignedOut } : { seeded: data.isSignedOut, user: data.user && data.user.email }
}
export function pageModule(pathname) {
  if (pathname === '/pricing') return 'routes/public/pricing.route.tsx'
  return pathname === '/dashboard' ? 'routes/account/dashboard.route.tsx' : null
}
`,
  )
  return dir
}

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BUILD_DIR: fakeBuild() })
})
afterAll(() => t.close())

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

describe('page rendering', () => {
  it('prerenders a public page with its head, markup, query cache and chunk preloads', async () => {
    const res = await get('/pricing')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('<title>Services and Pricing | RightsRestore</title>')
    expect(res.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/pricing" />`)
    expect(res.body).toContain('"@type":"Service"')
    expect(res.body).toContain('<div id="root"><h1>/pricing 299900 signed-out:true</h1></div>')
    expect(res.body).toContain('<script type="application/json" id="prerender-state">{"renders":1}</script>')
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/pricing.js" />')
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js" />')
  })

  it('renders for a signed-out visitor only when the request has no session cookie', async () => {
    const res = await get('/pricing', 'rr.session_token=whatever.signature')
    expect(res.body).toContain('signed-out:false')
  })

  it('serves a catalog price change at once', async () => {
    await t.db.db.update(products).set({ priceCents: 311_100 }).where(eq(products.code, 'FEDERAL'))
    expect((await get('/pricing')).body).toContain('/pricing 311100')
  })

  it("gives private pages a noindex shell with the seeded cache, no markup and their own page's chunks", async () => {
    const res = await get('/dashboard')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<meta name="robots" content="noindex" />')
    expect(res.body).toContain(
      '<div id="root"></div><script type="application/json" id="prerender-state">{"seeded":true}</script>',
    )
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard.js" />')
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js" />')
    expect(res.body).not.toContain('modulepreload" crossorigin href="/assets/pricing.js')
  })

  it("seeds a private page with the session's user, for that request alone", async () => {
    const { cookie, user } = await t.signUp()
    const res = await get('/dashboard', cookie)
    expect(res.body).toContain(
      `<script type="application/json" id="prerender-state">{"seeded":false,"user":"${user.email}"}</script>`,
    )
    expect(res.headers['cache-control']).toBe('private, no-cache')
    // An ended session is seeded as signed out, as the API would answer; another visitor gets no user.
    const ended = await get('/dashboard', 'rr.session_token=whatever.signature')
    expect(ended.body).toContain('id="prerender-state">{"seeded":false,"user":null}</script>')
    expect(ended.body).not.toContain(user.email)
    // Public pages stay one page for everyone: the browser asks who is signed in.
    expect((await get('/pricing', cookie)).body).not.toContain(user.email)
  })

  it('answers unknown paths with the 404 page and status, and unknown API paths with JSON', async () => {
    const page = await get('/no/such/page')
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('<h1>/no/such/page')
    expect(page.body).toContain('noindex')
    const api = await get('/api/no-such-endpoint')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } })
  })

  it('inlines the stylesheet and lets exactly that style element through the CSP', async () => {
    const res = await get('/pricing')
    expect(res.body).toContain(`<style>${STYLESHEET}</style>`)
    expect(res.body).not.toContain('app.css')
    const hash = createHash('sha256').update(STYLESHEET).digest('base64')
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`)
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline')
  })

  it('compresses pages for clients that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
  })

  it('serves a kept page compressed once at brotli’s best, and plain to clients without brotli', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const html = Buffer.from(plain.body)
    const best = zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    })
    const compressed = () =>
      t.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip, br;q=0.5' } })
    await expect.poll(async () => (await compressed()).rawPayload.equals(best), { timeout: 5_000 }).toBe(true)
    const res = await compressed()
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(html)).toBe(true)
  })
})

const WHOLE_STYLESHEET = 'body{color:navy}.title{color:red}.admin-table{color:blue}'

// A build with the boot script, as scripts/build.ts lays it out (docs/decisions/046-hydration-on-first-interaction.md).
function fakeBuildWithBoot(): string {
  const dir = fakeBuild()
  writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<html><head><!--page-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">\n    <link rel="stylesheet" crossorigin href="/assets/app.css">\n  </head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dir, 'client', 'assets', 'app.css'), WHOLE_STYLESHEET)
  // The page's markup uses the class 'title', and no other.
  const ssr = path.join(dir, 'ssr', 'entry-server.js')
  writeFileSync(ssr, readFileSync(ssr, 'utf8').replace("'<h1>'", `'<h1 class="title">'`))
  writeFileSync(
    path.join(dir, 'client', '.vite', 'boot-manifest.json'),
    JSON.stringify({ 'client/app/boot.ts': { file: 'assets/boot-1.js', isEntry: true } }),
  )
  return dir
}

describe('a signed-out visitor’s public page loads the app only on their first interaction', () => {
  let booted: TestApp
  beforeAll(async () => {
    booted = await buildTestApp({ BUILD_DIR: fakeBuildWithBoot() })
  })
  afterAll(() => booted.close())
  const getPage = (url: string, cookie?: string) =>
    booted.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  it('sends the boot script alone, and names the app and its chunks for it', async () => {
    const res = await getPage('/pricing')
    expect(res.body).not.toContain('modulepreload')
    expect(res.body).not.toContain('src="/assets/index-1.js"')
    expect(res.body).toContain('<script type="module" src="/assets/boot-1.js"></script>')
    expect(res.body).toContain(
      '<div id="root" data-app="/assets/index-1.js" data-app-chunks="/assets/framework-1.js /assets/pricing.js /assets/shared.js" data-app-css="/assets/app.css"><h1 class="title">/pricing',
    )
  })

  it('inlines only the styles the page’s markup uses, and lets exactly those through the CSP', async () => {
    const res = await getPage('/pricing')
    const pageStyles = 'body{color:navy}.title{color:red}'
    expect(res.body).toContain(`<style>${pageStyles}</style>`)
    expect(res.body).not.toContain('admin-table')
    const hash = createHash('sha256').update(pageStyles).digest('base64')
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`)
  })

  it('loads the app at once for a signed-in visitor and on private pages', async () => {
    const signedIn = await getPage('/pricing', 'rr.session_token=whatever.signature')
    expect(signedIn.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>')
    expect(signedIn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/pricing.js" />')
    expect(signedIn.body).not.toContain('boot-1.js')
    expect(signedIn.body).toContain(`<style>${WHOLE_STYLESHEET}</style>`)
    const hash = createHash('sha256').update(WHOLE_STYLESHEET).digest('base64')
    expect(signedIn.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`)
    const dashboard = await getPage('/dashboard')
    expect(dashboard.body).toContain('src="/assets/index-1.js"')
    expect(dashboard.body).not.toContain('boot-1.js')
  })
})

describe('a signed-in visitor’s own page drawn on the server', () => {
  let booted: TestApp
  beforeAll(async () => {
    booted = await buildTestApp({ BUILD_DIR: fakeBuildWithBoot() })
  })
  afterAll(() => booted.close())
  const getPage = (url: string, cookie: string) =>
    booted.app.inject({ method: 'GET', url, headers: { cookie } })
  const display = `rr_display=${encodeURIComponent('Pacific/Kiritimati|en-GB')}`

  it('answers its API calls with the visitor’s session, writes dates in their zone and loads the app on the first interaction', async () => {
    const { cookie, user } = await booted.signUp()
    const res = await getPage('/dashboard', `${cookie}; ${display}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(res.body).toContain(`<h1>drawn for ${user.email} in Pacific/Kiritimati</h1>`)
    expect(res.body).toContain('<script type="module" src="/assets/boot-1.js"></script>')
    expect(res.body).toContain(
      'data-app="/assets/index-1.js" data-app-chunks="/assets/framework-1.js /assets/dashboard.js',
    )
    expect(res.body).not.toContain('modulepreload')
  })

  it('is drawn by the browser when the server cannot draw it whole, the zone is unknown or the address acts on a query', async () => {
    const { cookie, user } = await booted.signUp()
    const withDisplay = `${cookie}; ${display}`
    // Not every query answered: drawn, but the app loads at once to finish it.
    const incomplete = await getPage('/case/00000000-0000-4000-8000-000000000000', withDisplay)
    expect(incomplete.body).toContain('drawn for')
    expect(incomplete.body).toContain('src="/assets/index-1.js"')
    expect(incomplete.body).not.toContain('boot-1.js')
    for (const [url, cookies] of [
      ['/dashboard', cookie],
      ['/dashboard', `${cookie}; rr_display=Mars%2FOlympus%7Cen-US`],
      ['/dashboard?verified=true', withDisplay],
    ] as const) {
      const res = await getPage(url, cookies)
      expect(res.body, url).not.toContain('drawn for')
      expect(res.body, url).toContain(`"user":"${user.email}"`)
    }
    // Nobody signed in: nothing to draw.
    expect((await getPage('/dashboard', display)).body).not.toContain('drawn for')
  })
})

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditEntries, seoBackups, seoOverrides } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { SEO_PAGE_PATHS, SEO_TEXTS } from '#shared/contracts/seo-tool.contract.ts'
import { createSeoToolService, OVERRIDES_VERSION_CHECK_MS } from './seo-tool.service.ts'

// A build as `npm run build` lays it out, whose prerendering bundle prints a page with one h1 and a
// first paragraph long enough for a description, so the audit and the rules read real markup.
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rr-seo-build-'))
  mkdirSync(path.join(dir, 'client', '.vite'), { recursive: true })
  mkdirSync(path.join(dir, 'ssr'))
  writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<!doctype html><html><head><!--page-head--></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dir, 'client', '.vite', 'manifest.json'), '{}')
  writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export async function prerender(url) {
  const page = new URL(url).pathname
  return {
    html: '<main><h1>Questions people ask about ' + page + '</h1><p>How long restoring firearm rights takes, which documents you need, what it costs and how refunds work.</p><p>More.</p><a href="/pricing">Prices</a></main>',
    state: null,
  }
}
export function initialState() { return null }
export function pageModule() { return null }
`,
  )
  return dir
}

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await buildTestApp({ BUILD_DIR: fakeBuild() })
  admin = (await t.createAdmin()).cookie
})
afterAll(() => t.close())

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  cookie = admin,
) => t.injectAs(cookie, { method, url, ...(payload === undefined ? {} : { payload }) })

const served = async (page: string) => (await t.app.inject({ method: 'GET', url: page })).body
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null
const backups = () => t.db.db.select().from(seoBackups).orderBy(desc(seoBackups.number))

describe('the SEO tool routes', () => {
  it('answer 401 signed out and 403 to a customer on every route', async () => {
    const customer = (await t.signUp()).cookie
    const routes: ['GET' | 'POST' | 'PUT', string, Record<string, unknown>?][] = [
      ['GET', '/api/seo/status'],
      ['GET', '/api/seo/backups'],
      ['GET', '/api/seo/audit'],
      ['POST', '/api/seo/optimize'],
      ['POST', '/api/seo/restore/1'],
      ['GET', '/api/seo/backups/1/diff'],
      ['PUT', '/api/seo/pages', { path: '/faq', head: {} }],
    ]
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, '')).statusCode, url).toBe(401)
      expect((await call(method, url, payload, customer)).statusCode, url).toBe(403)
    }
    expect(await backups()).toEqual([])
  })

  it('refuse bad input with 400 and unknown backups with 404, writing nothing', async () => {
    const notAPage = await call('PUT', '/api/seo/pages', { path: '/admin', head: {} })
    expect(notAPage.statusCode).toBe(400)
    expect(notAPage.json().error.fields.path).toBe(SEO_TEXTS.pageNotFound)
    const badUrl = await call('PUT', '/api/seo/pages', { path: '/faq', head: { canonical: 'javascript:x' } })
    expect(badUrl.statusCode).toBe(400)
    expect((await call('POST', '/api/seo/restore/abc')).statusCode).toBe(400)
    const missing = await call('POST', '/api/seo/restore/999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe(SEO_TEXTS.backupNotFound)
    expect((await call('GET', '/api/seo/backups/999/diff')).statusCode).toBe(404)
    const noKey = await call('POST', '/api/seo/optimize?llm=true')
    expect(noKey.statusCode).toBe(409)
    expect(noKey.json().error.message).toBe(SEO_TEXTS.keyMissing)
    expect(await backups()).toEqual([])
  })

  it('shows the cards before any backup', async () => {
    expect((await call('GET', '/api/seo/status')).json()).toEqual({
      status: {
        htmlFilesFound: SEO_PAGE_PATHS.length,
        availableBackups: 0,
        openaiConfigured: false,
        lastBackup: null,
      },
    })
    expect((await call('GET', '/api/seo/backups')).json()).toEqual({ backups: [] })
  })
})

describe('an emptied description, optimized, then restored', () => {
  it('serves the edit at once and the audit finds it', async () => {
    const before = descriptionOf(await served('/faq'))
    expect(before?.length).toBeGreaterThan(70)
    const res = await call('PUT', '/api/seo/pages', { path: '/faq', head: { description: '' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ page: { path: '/faq', head: { description: '' } } })
    const html = await served('/faq')
    expect(descriptionOf(html)).toBeNull()
    expect(html).not.toContain('og:description')
    const faq = (await call('GET', '/api/seo/audit'))
      .json()
      .pages.find((p: { path: string }) => p.path === '/faq')
    expect(faq.override).toEqual({ description: '' })
    expect(faq.overrideSource).toBe('ADMIN')
    expect(faq.findings).toContainEqual({
      check: 'description',
      isPassed: false,
      message: 'The description is missing.',
    })
    // The edit wrote a backup of the state before it (no overrides).
    const [edit] = await backups()
    expect(edit).toMatchObject({ reason: 'EDIT', overrides: {}, pageCount: 0 })
  })

  it('optimizes after writing a backup of the overrides as they stood', async () => {
    const res = await call('POST', '/api/seo/optimize')
    expect(res.statusCode).toBe(200)
    const { optimizedFiles, backupId } = res.json()
    expect(optimizedFiles).toBeGreaterThan(0)
    const [backup] = await backups()
    expect(backup).toMatchObject({
      number: backupId,
      reason: 'OPTIMIZE',
      overrides: { '/faq': { description: '' } },
    })
    const description = descriptionOf(await served('/faq'))!
    expect(description).toBe(
      'How long restoring firearm rights takes, which documents you need, what it costs and how refunds work.',
    )
    const [stored] = await t.db.db.select().from(seoOverrides).where(eq(seoOverrides.path, '/faq'))
    expect(stored).toMatchObject({ source: 'RULES', head: { description, title: expect.any(String) } })
    const [entry] = await t.db.db.select().from(auditEntries).where(eq(auditEntries.action, 'SEO_OPTIMIZED'))
    expect(entry?.detail).toEqual({ optimizedFiles, backup: backupId, withLlm: false })
    const status = (await call('GET', '/api/seo/status')).json().status
    expect(status.availableBackups).toBe(2)
    expect(status.lastBackup).toBe(backup!.createdAt.toISOString())
  })

  it('compares the backup with now, then restores it: the empty description is back', async () => {
    const [optimizeBackup] = await backups()
    const diff = (await call('GET', `/api/seo/backups/${optimizeBackup!.number}/diff`)).json()
    expect(diff.backup).toMatchObject({ id: optimizeBackup!.number, reason: 'OPTIMIZE', pageCount: 1 })
    expect(diff.changes).toContainEqual({
      path: '/faq',
      field: 'description',
      backupValue: '',
      currentValue: descriptionOf(await served('/faq')),
    })

    const res = await call('POST', `/api/seo/restore/${optimizeBackup!.number}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ restoredPages: 1, backupId: optimizeBackup!.number + 1 })
    expect(descriptionOf(await served('/faq'))).toBeNull()
    // Pages absent from the backup lost their override; the restore's own backup holds them.
    expect(await t.db.db.select().from(seoOverrides)).toMatchObject([
      { path: '/faq', head: { description: '' }, source: 'RESTORE' },
    ])
    const [safety] = await backups()
    expect(safety).toMatchObject({ reason: 'RESTORE' })
    expect(Object.keys(safety!.overrides).length).toBeGreaterThan(1)
    expect((await call('GET', `/api/seo/backups/${optimizeBackup!.number}/diff`)).json().changes).toEqual([])
  })

  it('removes an override with an empty head', async () => {
    await call('PUT', '/api/seo/pages', { path: '/faq', head: {} })
    expect(descriptionOf(await served('/faq'))?.length).toBeGreaterThan(70)
    expect(await t.db.db.select().from(seoOverrides)).toEqual([])
  })
})

describe('other instances', () => {
  it('see an override change within the version check interval', async () => {
    const other = createSeoToolService({
      db: t.db.db,
      audit: t.app.services.audit,
      llm: null,
      publicUrl: TEST_ORIGIN,
      log: t.app.log,
    })
    let now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now)
    try {
      expect((await other.headOverrides()).heads['/news']).toBeUndefined()
      await call('PUT', '/api/seo/pages', {
        path: '/news',
        head: { title: 'News about firearm rights | RightsRestore' },
      })
      expect((await other.headOverrides()).heads['/news']).toBeUndefined()
      now += OVERRIDES_VERSION_CHECK_MS
      expect((await other.headOverrides()).heads['/news']).toEqual({
        title: 'News about firearm rights | RightsRestore',
      })
    } finally {
      clock.mockRestore()
    }
  })
})

describe('LLM suggestions', () => {
  let llmServer: Server
  let withLlm: TestApp
  let llmAdmin: string
  const prompts: string[] = []
  let reply = (_prompt: string) => ({ title: 'x', description: 'y' })

  beforeAll(async () => {
    llmServer = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        const userPrompt = (JSON.parse(body) as { messages: { content: string }[] }).messages[1]!.content
        prompts.push(userPrompt)
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [{ message: { content: '```json\n' + JSON.stringify(reply(userPrompt)) + '\n```' } }],
          }),
        )
      })
    })
    await new Promise<void>((resolve) => llmServer.listen(0, '127.0.0.1', resolve))
    const port = (llmServer.address() as AddressInfo).port
    withLlm = await buildTestApp({
      BUILD_DIR: fakeBuild(),
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    })
    llmAdmin = (await withLlm.createAdmin()).cookie
  })
  afterAll(async () => {
    await withLlm.close()
    llmServer.closeAllConnections()
    await new Promise((resolve) => llmServer.close(resolve))
  })

  it('stores the model’s title and description when they fit, and the rules’ when they do not', async () => {
    reply = (prompt) =>
      prompt.startsWith('Page: /faq\n')
        ? {
            title: 'Firearm Rights Restoration FAQ | RightsRestore',
            description:
              'Answers on restoring your firearm rights: how long it takes, the documents needed, costs and refunds.',
          }
        : { title: 'Too short', description: 'Also too short.' }
    const res = await withLlm.injectAs(llmAdmin, { method: 'POST', url: '/api/seo/optimize?llm=true' })
    expect(res.statusCode).toBe(200)
    expect(
      (await withLlm.injectAs(llmAdmin, { method: 'GET', url: '/api/seo/status' })).json().status
        .openaiConfigured,
    ).toBe(true)
    expect(prompts.some((p) => p.startsWith('Page: /faq\n'))).toBe(true)
    const rows = await withLlm.db.db.select().from(seoOverrides)
    const faq = rows.find((row) => row.path === '/faq')
    expect(faq).toMatchObject({
      source: 'LLM',
      head: { title: 'Firearm Rights Restoration FAQ | RightsRestore' },
    })
    // The FAQ's own description fits, so it keeps following its own copy.
    expect(faq?.head.description).toBeUndefined()
    const contact = rows.find((row) => row.path === '/contact')
    expect(contact?.source).toBe('RULES')
    expect(contact?.head.title).toBe('Questions people ask about /contact | RightsRestore')
  })
})

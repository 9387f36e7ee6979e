import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import type { FastifyBaseLogger } from 'fastify'
import type { ContentFigures } from '#shared/content/index.ts'
import { pageMeta } from '#shared/content/page-meta.ts'
import { UserSchema, type User } from '#shared/contracts/auth.contract.ts'
import type { NewsItem, NewsList } from '#shared/contracts/news.contract.ts'
import type { PublicSettings } from '#shared/contracts/settings.contract.ts'
import type { SeoHead } from '#shared/contracts/seo-tool.contract.ts'
import type { VisitorDisplay } from '#shared/domain/display-format.ts'
import {
  isDrawnForVisitor,
  isIndexablePage,
  isPrerenderedPage,
  isSitePage,
} from '#shared/domain/site-pages.ts'
import { deferApp, readBootScript, type DeferredApp } from './boot-script.ts'
import { pageHead, scriptJson } from './page-head.ts'
import { pageStyles, type PageStyles } from './page-styles.ts'
import { structuredData } from './structured-data.ts'

/** What public pages are rendered from (the answers of the API calls those pages make). */
export type PageData = {
  figures: ContentFigures
  settings: PublicSettings
  news: NewsItem[]
  /** The news page's own list, so that it reads whole without JavaScript. */
  newsPage: NewsList
}

// The build's SSR entry (client/app/entry-server.tsx), as far as the server relies on it. `user`:
// who is signed in, when the server looked (private pages only).
type PrerenderInput = PageData & { isSignedOut: boolean; user?: User | null }
/** Answers one of the page's API calls in-process, as the visitor's own request would be. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>
/** How a signed-in visitor's own page is drawn on the server (see `render`). */
export type VisitorRender = { fetchApi: ApiTransport; display: VisitorDisplay }
type PrerenderModule = {
  prerender(
    url: string,
    data: PrerenderInput,
    visitor?: VisitorRender,
  ): Promise<{ html: string; state: unknown; isComplete: boolean }>
  initialState(data: PrerenderInput): unknown
  pageModule(pathname: string): string | null
}

type PageHtml = {
  html: string
  /** The CSP source that allows the page's inlined stylesheet ('sha256-…'), or null when none is. */
  styleHash: string | null
}
export type RenderedPage = PageHtml & {
  status: 200 | 404
  /** The html compressed with brotli at its best, once the page has been compressed; null until then. */
  brotli: Buffer | null
  /** The html holds the signed-in user's own data: no shared cache may keep it. */
  isPersonal: boolean
}
type CachedPage = PageHtml & { brotli: Buffer | null; isCompressing: boolean }

/**
 * The SEO tool's head overrides by page path, with a version that changes whenever any of them
 * does, so the page cache below never serves a stale head (docs/decisions/041-seo-tool.md).
 */
export type HeadOverrides = { version: string; heads: Readonly<Record<string, SeoHead>> }

// Markers in client/index.html that the renderer fills in.
const HEAD_MARKER = '<!--page-head-->'
const ROOT_ELEMENT = '<div id="root"></div>'
// Where the renderer puts the page's stylesheet, in place of the built one's link.
const STYLE_MARKER = '<!--page-style-->'
const STATE_ID = 'prerender-state'
// Rendered pages kept per process, keyed by the page, the visitor's signed-out state and a hash of
// the data it was rendered from: a price change in the catalog is served at once, no purge needed.
const CACHE_LIMIT = 200

type RendererDeps = {
  clientDir: string
  ssrDir: string
  publicUrl: string
  loadData: () => Promise<PageData>
  /** Cheap to call on every request: the SEO tool answers from memory and re-checks its version every few seconds. */
  loadOverrides?: () => Promise<HeadOverrides>
  /** Called for each page a visitor is served, with the data it shows (the news page counts its listings). */
  onView?: (path: string, data: PageData) => void
  log: FastifyBaseLogger
}

/**
 * Answers page requests with the built index.html, carrying each page's own head (title,
 * description, canonical, Open Graph, JSON-LD) and, for public pages, their prerendered markup and
 * the query cache to hydrate from. Null when the client has not been built (API-only servers).
 */
export async function createPageRenderer({
  clientDir,
  ssrDir,
  publicUrl,
  loadData,
  loadOverrides = async () => NO_OVERRIDES,
  onView,
  log,
}: RendererDeps) {
  const built = await readFile(path.join(clientDir, 'index.html'), 'utf8').catch(() => null)
  if (!built) return null
  const { template, stylesheet } = await readStylesheet(built, clientDir)
  if (!template.includes(HEAD_MARKER) || !template.includes(ROOT_ELEMENT)) {
    throw new Error(`${clientDir}/index.html lacks ${HEAD_MARKER} or ${ROOT_ELEMENT}`)
  }
  const ssr = await loadPrerenderModule(ssrDir, log)
  const manifest = await readManifest(clientDir)
  const bootScript = await readBootScript(clientDir)
  const deferred = bootScript ? deferApp(template, bootScript) : null
  const cache = new Map<string, CachedPage>()

  type Fill = {
    head: string
    root?: string
    state?: unknown
    deferred?: DeferredApp & { pageChunks: string[] }
  }

  function fill({ head, root = '', state, deferred }: Fill): PageHtml {
    const stateScript =
      state === undefined
        ? ''
        : `<script type="application/json" id="${STATE_ID}">${scriptJson(state)}</script>`
    // A page whose app loads later names it, and the whole stylesheet, on its root element for the
    // boot script; until then its markup is all there is to style.
    const css = deferred && stylesheet ? stylesheet.forPage.forMarkup(root) : stylesheet?.css
    const rootAttributes = deferred
      ? ` data-app="${deferred.entry}" data-app-chunks="${[...deferred.chunks, ...deferred.pageChunks.map((file) => `/${file}`)].join(' ')}"${stylesheet ? ` data-app-css="${stylesheet.href}"` : ''}`
      : ''
    const html = (deferred?.template ?? template)
      .replace(HEAD_MARKER, () => head)
      .replace(STYLE_MARKER, () => `<style>${css}</style>`)
      .replace(ROOT_ELEMENT, () => `<div id="root"${rootAttributes}>${root}</div>${stateScript}`)
    return { html, styleHash: css === undefined ? null : sha256Source(css) }
  }

  function pageChunksOf(page: Page): string[] {
    const module = page.status === 200 ? (ssr?.pageModule(page.path) ?? null) : null
    return module ? chunksOf(manifest, module).filter((file) => !template.includes(file)) : []
  }

  /**
   * A signed-in visitor's own page drawn whole from their data; when every query it asked for was
   * answered, its app loads on the first interaction, as a public page's does.
   */
  async function renderVisitorPage(
    page: Page,
    input: PrerenderInput,
    visitor: VisitorRender,
    prerender: PrerenderModule['prerender'],
  ): Promise<PageHtml> {
    const pageChunks = pageChunksOf(page)
    const drawn = await prerender(`${publicUrl}${page.path}`, input, visitor)
    const isDeferred = deferred !== null && drawn.isComplete
    const head = pageHead({
      meta: null,
      siteName: input.figures.company.name,
      url: `${publicUrl}${page.path}`,
      jsonLd: [],
      preload: isDeferred ? [] : pageChunks,
    })
    return fill({
      head,
      root: drawn.html,
      state: drawn.state,
      ...(isDeferred && deferred ? { deferred: { ...deferred, pageChunks } } : {}),
    })
  }

  async function renderPage(page: Page, input: PrerenderInput, override: SeoHead | null): Promise<PageHtml> {
    const meta = page.isIndexable ? pageMeta(page.path, input.figures) : null
    const pageChunks = pageChunksOf(page)
    // A signed-out visitor's prerendered page runs no app code until they interact; a signed-in
    // one's loads the app at once, since only the app can show their account in the header.
    const isDeferred =
      deferred !== null &&
      page.isPrerendered &&
      input.isSignedOut &&
      ssr !== null &&
      !LOADS_APP_AT_ONCE.has(page.path)
    const head = pageHead({
      meta,
      siteName: input.figures.company.name,
      url: `${publicUrl}${page.path}`,
      jsonLd: meta ? structuredData(page.path, input.figures, publicUrl) : [],
      // The page's own chunk, which the app loads before its first render, fetched in parallel.
      preload: isDeferred ? [] : pageChunks,
      override: meta ? override : null,
    })
    if (!ssr) return fill({ head })
    if (!page.isPrerendered) return fill({ head, state: ssr.initialState(input) })
    const rendered = await ssr.prerender(`${publicUrl}${page.path}`, input)
    return fill({
      head,
      root: rendered.html,
      state: rendered.state,
      ...(isDeferred && deferred ? { deferred: { ...deferred, pageChunks } } : {}),
    })
  }

  return {
    /**
     * `isSignedOut`: the request carries no session cookie, so the page is rendered (and its query
     * cache seeded) for a signed-out visitor. Otherwise a private page's cache is seeded with the
     * user `findUser` finds (the browser would ask for it before anything else), and a public page
     * leaves the browser to ask who is signed in. `visitor`: how to draw the signed-in visitor's own
     * page whole on the server, when it is one of those pages (null: the browser draws it).
     */
    async render(
      pathname: string,
      {
        isSignedOut,
        isView = false,
        findUser,
        visitor,
      }: {
        isSignedOut: boolean
        isView?: boolean
        findUser?: () => Promise<User | null>
        visitor?: () => VisitorRender | null
      },
    ): Promise<RenderedPage> {
      const page = classify(pathname, ssr)
      let data: PageData
      let overrides: HeadOverrides
      try {
        ;[data, overrides] = await Promise.all([loadData(), loadOverrides()])
      } catch (error) {
        // The browser can still render the page from the API once the database answers again.
        log.warn({ err: error }, 'Page data unavailable; serving the page unrendered')
        const unrendered = fill({ head: pageHead({ meta: null, siteName: '', url: '' }) })
        return { status: page.status, ...unrendered, brotli: null, isPersonal: false }
      }
      if (!page.isPrerendered && !isSignedOut && findUser && ssr) {
        const user = await findUser().then(UserSchema.nullable().parse, (error: unknown) => {
          // The browser asks again once the database answers.
          log.warn({ err: error }, 'Session unavailable; the browser asks who is signed in')
          return undefined
        })
        if (user !== undefined) {
          // The visitor's own page: rendered for them alone, never kept.
          const input = { ...data, isSignedOut, user }
          const drawing = user && isDrawnForVisitor(page.path) ? (visitor?.() ?? null) : null
          const rendered =
            (drawing &&
              (await renderVisitorPage(page, input, drawing, ssr.prerender).catch((error: unknown) => {
                // The browser draws the page itself, as it does every page the server cannot.
                log.error({ err: error, page: page.path }, 'Drawing a signed-in page failed')
                return null
              }))) ||
            (await renderPage(page, input, null))
          if (isView) onView?.(page.path, data)
          return { status: page.status, ...rendered, brotli: null, isPersonal: true }
        }
      }
      const key = `${page.cacheKey}\n${isSignedOut}\n${hash(data)}\n${overrides.version}`
      let cached = cache.get(key)
      if (!cached) {
        const rendered = await renderPage(page, { ...data, isSignedOut }, overrides.heads[page.path] ?? null)
        cached = { ...rendered, brotli: null, isCompressing: false }
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
        cache.set(key, cached)
      }
      if (!cached.brotli && !cached.isCompressing) compressInBackground(cached)
      if (isView) onView?.(page.path, data)
      return {
        status: page.status,
        html: cached.html,
        styleHash: cached.styleHash,
        brotli: cached.brotli,
        isPersonal: false,
      }
    },
  }
}

/**
 * Compresses a kept page once, at brotli's best (about a sixth smaller than the quick compression
 * of each response, which keeps the landing page within the first round trip of a new connection),
 * off the event loop. Requests served meanwhile are compressed the quick way.
 */
function compressInBackground(page: CachedPage) {
  page.isCompressing = true
  const html = Buffer.from(page.html)
  const params = {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
  }
  zlib.brotliCompress(html, { params }, (error, compressed) => {
    page.isCompressing = false
    if (!error) page.brotli = compressed
  })
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof createPageRenderer>>>

async function loadPrerenderModule(ssrDir: string, log: FastifyBaseLogger): Promise<PrerenderModule | null> {
  const entry = path.join(ssrDir, 'entry-server.js')
  try {
    return (await import(pathToFileURL(entry).href)) as PrerenderModule
  } catch (error) {
    log.warn({ err: error, entry }, 'No prerendering bundle; pages are rendered in the browser only')
    return null
  }
}

/**
 * Public pages whose content the app completes from the API, so the app loads with them at once:
 * /affiliate shows the program's sign-up state and the visitor's affiliate account
 * (docs/decisions/046-hydration-on-first-interaction.md).
 */
const LOADS_APP_AT_ONCE = new Set(['/affiliate'])

const NO_OVERRIDES: HeadOverrides = { version: '', heads: {} }

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/

type Stylesheet = { href: string; css: string; forPage: PageStyles }

/**
 * Puts the built stylesheet into the page itself: it is small (Tailwind keeps only the classes in
 * use) and otherwise blocks the first paint for one more round trip, which is most of the wait on
 * a phone. The CSP allows exactly that style element by its hash.
 */
async function readStylesheet(html: string, clientDir: string) {
  const link = STYLESHEET_LINK.exec(html)
  const css = link ? await readFile(path.join(clientDir, link[1]!), 'utf8').catch(() => null) : null
  if (!link || css === null || css.includes('</style')) return { template: html, stylesheet: null }
  return {
    template: html.replace(link[0], STYLE_MARKER),
    stylesheet: { href: `/${link[1]!}`, css, forPage: pageStyles(css) } satisfies Stylesheet,
  }
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

// The build manifest: source module → its chunk and the chunks that chunk imports.
type Manifest = Record<string, { file: string; imports?: string[] }>

async function readManifest(clientDir: string): Promise<Manifest> {
  const text = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}')
  return JSON.parse(text) as Manifest
}

/** The chunk files `module` needs on load, its own first. */
function chunksOf(manifest: Manifest, module: string): string[] {
  const files: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(module)
  return files
}

function hash(data: PageData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url')
}

type Page = {
  path: string
  status: 200 | 404
  isIndexable: boolean
  isPrerendered: boolean
  cacheKey: string
}

/**
 * How a path is served. Public pages are prerendered (the wizard, which resumes from the visitor's
 * own tab, only gets its head); private pages share one shell per page module (every case page the
 * same), which the browser renders; unknown paths all show the same 404 page.
 */
function classify(pathname: string, ssr: PrerenderModule | null): Page {
  // '/faq/' and '/faq' are one page (the router ignores trailing slashes).
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (!isSitePage(path)) {
    return { path, status: 404, isIndexable: false, isPrerendered: true, cacheKey: '(not found)' }
  }
  if (isIndexablePage(path)) {
    return { path, status: 200, isIndexable: true, isPrerendered: isPrerenderedPage(path), cacheKey: path }
  }
  const module = ssr?.pageModule(path) ?? ''
  return { path, status: 200, isIndexable: false, isPrerendered: false, cacheKey: `(private) ${module}` }
}

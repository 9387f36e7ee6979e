import { AsyncLocalStorage } from 'node:async_hooks'
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { PublicSettings } from '#shared/contracts/settings.contract.ts'
import type { NewsItem, NewsList } from '#shared/contracts/news.contract.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import type { VisitorDisplay } from '#shared/domain/display-format.ts'
import { currentUserQuery } from '#client/features/auth/auth.queries.ts'
import { contentFiguresQuery } from '#client/features/content/content.queries.ts'
import { newsListQuery, newsWidgetQuery } from '#client/features/news/news.queries.ts'
import { renderTimeKey } from '#client/features/settings/render-time.ts'
import { publicSettingsQuery } from '#client/features/settings/settings.queries.ts'
import { setRequestTransport } from '#client/lib/api-error.ts'
import { setDisplayFormat } from '#client/lib/dates.ts'
import { Providers } from './providers.tsx'
import { displayFormatKey } from './prerender-state.ts'
import { createQueryClient } from './query-client.ts'
import { routes } from './routes.tsx'
import type { RouteHandle } from './use-document-title.ts'

/** What a public page is rendered from: the same answers its queries would get from the API. */
export type PrerenderData = {
  figures: ContentFigures
  settings: PublicSettings
  news: NewsItem[]
  /** The news page's list: seeded on that page only, so that it reads whole before any script runs. */
  newsPage: NewsList
  /** The request had no session cookie: render for a signed-out visitor (no sign-in check needed). */
  isSignedOut: boolean
  /**
   * Who the request's session belongs to (null: nobody, it has ended), when the server looked: on
   * private pages, which would otherwise ask before rendering anything of their own.
   */
  user?: User | null
}

/**
 * How a signed-in visitor's own page is drawn: its API calls answered in-process with the visitor's
 * session (`fetchApi`), its dates in the visitor's locale and zone.
 */
export type PrivateRender = { fetchApi: ApiTransport; display: VisitorDisplay }
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

export type Prerendered = {
  /** The markup of #root. */
  html: string
  /** The query cache the browser starts from, so hydration renders the same tree. */
  state: DehydratedState
  /** Every query the page asked for has its answer: the page is drawn whole, no spinner left. */
  isComplete: boolean
}

// The API calls of the private page being drawn go to that request's own transport.
const requestApi = new AsyncLocalStorage<ApiTransport>()
setRequestTransport((url, init) => {
  const fetchApi = requestApi.getStore()
  if (!fetchApi) throw new Error(`No API to ask for ${url} while rendering on the server`)
  return fetchApi(url, init)
})

// A page whose queries depend on earlier answers (the case, then its order) needs a few rounds.
const MAX_ROUNDS = 4

/**
 * Renders one page to HTML on the server (the build's SSR entry). Who is signed in is not known
 * here: without a session cookie the page is rendered signed out, otherwise as it is while the
 * browser asks.
 */
export async function prerender(
  url: string,
  data: PrerenderData,
  privateRender?: PrivateRender,
): Promise<Prerendered> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(url))
  // No route has a loader or an action, so the handler never answers with a redirect.
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status} for ${url}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const queryClient = seededQueryClient(data)
  queryClient.setQueryData(renderTimeKey, new Date().toISOString())
  if (new URL(url).pathname === '/news') queryClient.setQueryData(newsListQuery().queryKey, data.newsPage)
  if (privateRender) queryClient.setQueryData(displayFormatKey, privateRender.display)

  const render = () => {
    // Rendering is synchronous, so the format set here is this page's alone until it is reset.
    setDisplayFormat(privateRender?.display ?? {})
    try {
      return renderToString(
        <StrictMode>
          <Providers queryClient={queryClient}>
            {/* hydrate={false}: no inline script (the CSP forbids them); the browser router needs none. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>,
      )
    } finally {
      setDisplayFormat({})
    }
  }

  let html = render()
  if (!privateRender) return { html, state: dehydrate(queryClient), isComplete: true }
  // Each round answers the queries the last drawing asked for, then draws the page again with them.
  const failed = new Set<string>()
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const asked = askedQueries(queryClient, failed)
    if (asked.length === 0) break
    await requestApi.run(privateRender.fetchApi, () =>
      Promise.all(asked.map((query) => answer(queryClient, query, failed))),
    )
    html = render()
  }
  const isComplete = failed.size === 0 && askedQueries(queryClient, failed).length === 0
  return { html, state: dehydrate(queryClient), isComplete }
}

/** Queries a drawing created and would fetch in the browser: enabled, not failed, without an answer yet. */
function askedQueries(queryClient: QueryClient, failed: ReadonlySet<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => !failed.has(query.queryHash))
    .filter((query) => {
      const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled
      return typeof enabled === 'function' ? enabled(query) : enabled !== false
    })
}

/**
 * Fetches one query once (no retries: the browser asks again). A query that fails is forgotten, so
 * the page is drawn as it is while loading and the browser asks for it itself.
 */
async function answer(queryClient: QueryClient, query: Query, failed: Set<string>) {
  try {
    await query.fetch({ ...query.options, retry: false })
  } catch {
    failed.add(query.queryHash)
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true })
  }
}

/** The route module (path under client/) of the page at `pathname`, for preloading its chunk. */
export function pageModule(pathname: string): string | null {
  const matches = matchRoutes(routes, pathname) ?? []
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined
  return handle?.module ?? null
}

/** The query cache alone, for pages the browser renders by itself (it saves their first requests). */
export function initialState(data: PrerenderData): DehydratedState {
  return dehydrate(seededQueryClient(data))
}

function seededQueryClient(data: PrerenderData) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(contentFiguresQuery().queryKey, data.figures)
  queryClient.setQueryData(publicSettingsQuery().queryKey, data.settings)
  queryClient.setQueryData(newsWidgetQuery().queryKey, { items: data.news })
  if (data.isSignedOut) queryClient.setQueryData(currentUserQuery().queryKey, null)
  else if (data.user !== undefined) queryClient.setQueryData(currentUserQuery().queryKey, data.user)
  return queryClient
}

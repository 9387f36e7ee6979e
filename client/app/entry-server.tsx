import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { PublicSettings } from '#shared/contracts/settings.contract.ts'
import type { NewsItem, NewsList } from '#shared/contracts/news.contract.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { currentUserQuery } from '#client/features/auth/auth.queries.ts'
import { contentFiguresQuery } from '#client/features/content/content.queries.ts'
import { newsListQuery, newsWidgetQuery } from '#client/features/news/news.queries.ts'
import { renderTimeKey } from '#client/features/settings/render-time.ts'
import { publicSettingsQuery } from '#client/features/settings/settings.queries.ts'
import { Providers } from './providers.tsx'
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

export type Prerendered = {
  /** The markup of #root. */
  html: string
  /** The query cache the browser starts from, so hydration renders the same tree. */
  state: DehydratedState
}

/**
 * Renders one page to HTML on the server (the build's SSR entry). Who is signed in is not known
 * here: without a session cookie the page is rendered signed out, otherwise as it is while the
 * browser asks.
 */
export async function prerender(url: string, data: PrerenderData): Promise<Prerendered> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(url))
  // No route has a loader or an action, so the handler never answers with a redirect.
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status} for ${url}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const queryClient = seededQueryClient(data)
  queryClient.setQueryData(renderTimeKey, new Date().toISOString())
  if (new URL(url).pathname === '/news') queryClient.setQueryData(newsListQuery().queryKey, data.newsPage)

  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        {/* hydrate={false}: no inline script (the CSP forbids them); the browser router needs none. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  )
  return { html, state: dehydrate(queryClient) }
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

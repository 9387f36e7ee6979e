import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import '../styles/app.css'
import {
  DISPLAY_FORMAT_COOKIE,
  encodeDisplayFormat,
  type VisitorDisplay,
} from '#shared/domain/display-format.ts'
import { loadToaster } from '#client/components/ui/deferred-toaster.tsx'
import { runtimeDisplayFormat, setDisplayFormat } from '#client/lib/dates.ts'
import { displayFormatKey, PRERENDER_STATE_ID } from './prerender-state.ts'
import { Providers } from './providers.tsx'
import { createQueryClient } from './query-client.ts'
import { createRouter } from './router.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
const state = document.getElementById(PRERENDER_STATE_ID)?.textContent
if (state) hydrate(queryClient, asOfNow(JSON.parse(state) as DehydratedState))
adoptDisplayFormat(queryClient.getQueryData<VisitorDisplay>(displayFormatKey))

const router = await createRouter()
// Public pages arrive prerendered by the server and are hydrated; the others start empty. Those are
// the pages that warn before sending a signed-out visitor to sign in, so their toasts must show at
// once: the toast region is loaded and mounted before they render.
const isPrerendered = container.hasChildNodes()
if (!isPrerendered) await loadToaster()
const app = (
  <StrictMode>
    <Providers queryClient={queryClient} isToasterEager={!isPrerendered}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
)
if (isPrerendered) hydrateRoot(container, app)
else createRoot(container).render(app)

/**
 * Writes dates as the server did on a page it drew for this visitor, and tells the server this
 * browser's own locale and zone for the next one (docs/decisions/061-signed-in-pages-drawn-on-the-server.md).
 */
function adoptDisplayFormat(drawnWith: VisitorDisplay | undefined) {
  if (drawnWith) setDisplayFormat(drawnWith)
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const value = encodeURIComponent(encodeDisplayFormat(runtimeDisplayFormat()))
  document.cookie = `${DISPLAY_FORMAT_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

// The server may have rendered this HTML earlier, but only from data equal to what the database
// holds now (its cache is keyed by that data), so the queries count as fetched at this moment.
function asOfNow(state: DehydratedState): DehydratedState {
  const now = Date.now()
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  }
}

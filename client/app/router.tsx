import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { routes } from './routes.tsx'

/**
 * The browser router. The page chunk of the current address is loaded before the first render,
 * so hydrating prerendered HTML finds the same tree the server rendered (no fallback flash).
 */
export async function createRouter() {
  await loadLazyMatches(routes, window.location.pathname)
  return createBrowserRouter(routes)
}

/** Resolves the `lazy` routes matching `pathname` in place, as React Router would on navigation. */
export async function loadLazyMatches(tree: RouteObject[], pathname: string) {
  const matches = matchRoutes(tree, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const resolved = await route.lazy()
      Object.assign(route, resolved, { lazy: undefined })
    }),
  )
}

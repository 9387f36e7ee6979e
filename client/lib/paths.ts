import type { SitePath } from '#shared/domain/site-pages.ts'

/** The pages this client renders; the type keeps them in step with the server's page table. */
export const pagePaths = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  startFederal: '/start/federal',
  startState: '/start/state',
  case: '/case/:id',
} as const satisfies Record<string, SitePath>

/** The page of one case. */
export function casePath(caseId: string): string {
  return `/case/${encodeURIComponent(caseId)}`
}

/** The federal wizard started as the complete bundle (federal and state restoration in one case). */
export const startBundlePath = `${pagePaths.startFederal}?bundle=true`

/** Link targets whose pages land in later issues; until then they show the 404 page. */
export const plannedPaths = {
  pricing: '/pricing',
  federalRestoration: '/federal-restoration',
  stateRestoration: '/state-restoration',
  affiliate: '/affiliate',
  news: '/news',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  disclaimer: '/disclaimer',
} as const

/** Browser navigations the server answers with a redirect, so they must not go through the router. */
export const serverPaths = {
  logout: '/api/logout',
  login: (returnTo?: string) =>
    returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login',
} as const

/** Adds a returnTo query to a page path when there is one to carry along. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path
}

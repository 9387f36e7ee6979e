import { pagePaths, withQuery } from '#client/lib/paths.ts'

/** The query of /affiliate naming the code whose dashboard to open (carried through sign-in). */
export const CODE_QUERY = 'code'
/** The query of /affiliate naming the dashboard tab to open first. */
export const TAB_QUERY = 'tab'

/** /affiliate with the code to open, as Access Dashboard returns to it after signing in. */
export function affiliateCodePath(code: string): string {
  return withQuery(pagePaths.affiliate, { [CODE_QUERY]: code })
}

/** /affiliate on one of its dashboard tabs. */
export function affiliateTabPath(tab: 'links' | 'performance' | 'payouts'): string {
  return withQuery(pagePaths.affiliate, { [TAB_QUERY]: tab })
}

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
  fingerprints: '/fingerprints/:caseId',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/success',
  checkoutPackage: '/checkout/:package',
  payLaterSetup: '/pay-later-setup',
  verifyId: '/verify-id',
  verifyIdSandbox: '/verify-id/sandbox/:sessionId',
  verify: '/verify',
  accountSettings: '/account/settings',
  creditRepair: '/credit-repair',
  help: '/help',
  faq: '/faq',
  contact: '/contact',
  caseStatus: '/case-status',
  documentReview: '/document-review',
  affiliateTerms: '/affiliate-terms',
  affiliateTraining: '/affiliate-training',
  affiliateGuidelines: '/affiliate-guidelines',
  affiliatePortal: '/affiliate-portal',
  affiliate: '/affiliate',
  affiliatePayoutSetup: '/affiliate/payout-setup',
  admin: '/admin',
  adminCases: '/admin/cases',
  adminCase: '/admin/cases/:id',
  affiliateManagement: '/affiliate-management',
  inbox: '/inbox',
  adminSettings: '/admin/settings',
  adminPeople: '/admin/people',
  adminPerson: '/admin/people/:id',
  adminNews: '/admin/news',
  adminOutbox: '/admin/outbox',
  adminAudit: '/admin/audit',
  socialDashboard: '/social-dashboard',
  videoDashboard: '/video-dashboard',
  emailMarketing: '/email-marketing',
  adminSeo: '/admin/seo',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const satisfies Record<string, SitePath>

// The back-office screens the specification places at the root rather than under /admin (002 §6).
const ROOT_BACK_OFFICE_PAGES: readonly string[] = [
  pagePaths.affiliateManagement,
  pagePaths.inbox,
  pagePaths.socialDashboard,
  pagePaths.videoDashboard,
  pagePaths.emailMarketing,
]

/** True for a back-office page (behind the admin gate): /admin, anything under it, and the root ones. */
export function isBackOfficePath(pathname: string): boolean {
  return (
    pathname === pagePaths.admin ||
    pathname.startsWith(`${pagePaths.admin}/`) ||
    ROOT_BACK_OFFICE_PAGES.includes(pathname)
  )
}

/** A case as the staff see it. */
export function adminCasePath(caseId: string): string {
  return `/admin/cases/${encodeURIComponent(caseId)}`
}

/** One person (customer, affiliate or admin) as the staff see them. */
export function adminPersonPath(userId: string): string {
  return `/admin/people/${encodeURIComponent(userId)}`
}

/** The page of one case. */
export function casePath(caseId: string): string {
  return `/case/${encodeURIComponent(caseId)}`
}

/** A page path with a query built from the values that are set (null, undefined and false are left out). */
export function withQuery(path: string, query: Record<string, string | boolean | null | undefined>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === false) continue
    search.set(name, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** The query /checkout takes: the product, the case (as case or caseId), the ID choice and the plan. */
export type CheckoutLinkQuery = {
  product?: string | undefined
  case?: string | null | undefined
  caseId?: string | null | undefined
  idVerified?: boolean
  idBypass?: boolean
  plan?: 'deposit' | null
}

export function checkoutPath(query: CheckoutLinkQuery = {}): string {
  return withQuery(pagePaths.checkout, query)
}

export function payLaterSetupPath(query: Pick<CheckoutLinkQuery, 'product' | 'case' | 'idBypass'>): string {
  return withQuery(pagePaths.payLaterSetup, query)
}

/** The identity verification choice page, for a case when there is one. */
export function verifyIdPath(caseId: string | null): string {
  return withQuery(pagePaths.verifyId, { caseId })
}

/** The federal wizard started as the complete bundle (federal and state restoration in one case). */
export const startBundlePath = `${pagePaths.startFederal}?bundle=true`

/** Link targets whose pages land in later issues; until then they show the 404 page. */
export const plannedPaths = {
  pricing: '/pricing',
  federalRestoration: '/federal-restoration',
  stateRestoration: '/state-restoration',
  news: '/news',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  disclaimer: '/disclaimer',
  legal: '/legal',
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

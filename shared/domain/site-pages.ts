/**
 * Every page the site serves. The client router renders exactly these paths (anything else is the
 * 404 page); the server answers other paths with status 404 and lists the indexable ones in the
 * sitemap. Pages join this table when their issue lands.
 */
export const SITE_PAGES = {
  '/': { isIndexable: true },
  '/sign-in': { isIndexable: false },
  '/sign-up': { isIndexable: false },
  '/forgot-password': { isIndexable: false },
  '/reset-password': { isIndexable: false },
  '/dashboard': { isIndexable: false },
  '/start/federal': { isIndexable: true },
  '/start/state': { isIndexable: true },
  '/case/:id': { isIndexable: false },
  '/fingerprints': { isIndexable: false },
  '/fingerprints/:caseId': { isIndexable: false },
  '/checkout': { isIndexable: false },
  '/checkout/success': { isIndexable: false },
  '/checkout/:package': { isIndexable: false },
  '/pay-later-setup': { isIndexable: false },
  '/verify-id': { isIndexable: false },
  '/verify-id/sandbox/:sessionId': { isIndexable: false },
  '/verify': { isIndexable: false },
  '/account/settings': { isIndexable: false },
  '/credit-repair': { isIndexable: false },
  '/privacy-policy': { isIndexable: true },
  '/terms-of-service': { isIndexable: true },
  '/disclaimer': { isIndexable: true },
  '/legal': { isIndexable: true },
  '/pricing': { isIndexable: true },
  '/federal-restoration': { isIndexable: true },
  '/state-restoration': { isIndexable: true },
  '/complete-bundle': { isIndexable: true },
  '/document-review': { isIndexable: true },
  '/case-status': { isIndexable: true },
  '/news': { isIndexable: true },
  '/help': { isIndexable: true },
  '/faq': { isIndexable: true },
  '/contact': { isIndexable: true },
  '/affiliate-terms': { isIndexable: true },
  '/affiliate-training': { isIndexable: true },
  '/affiliate-guidelines': { isIndexable: true },
  '/affiliate-portal': { isIndexable: true },
  '/affiliate': { isIndexable: true },
  '/affiliate/payout-setup': { isIndexable: false },
  '/admin': { isIndexable: false },
  '/admin/cases': { isIndexable: false },
  '/admin/cases/:id': { isIndexable: false },
  '/affiliate-management': { isIndexable: false },
  '/inbox': { isIndexable: false },
  '/admin/settings': { isIndexable: false },
  '/admin/people': { isIndexable: false },
  '/admin/people/:id': { isIndexable: false },
  '/admin/news': { isIndexable: false },
  '/admin/outbox': { isIndexable: false },
  '/admin/audit': { isIndexable: false },
  '/social-dashboard': { isIndexable: false },
  '/video-dashboard': { isIndexable: false },
  '/email-marketing': { isIndexable: false },
  '/admin/seo': { isIndexable: false },
  '/newsletter/confirm': { isIndexable: false },
  '/newsletter/unsubscribe': { isIndexable: false },
} as const satisfies Record<string, { isIndexable: boolean }>

export type SitePath = keyof typeof SITE_PAGES

const matchers = Object.keys(SITE_PAGES).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
)

/** True when `pathname` is one of the site's pages (patterns may hold `:param` segments). */
export function isSitePage(pathname: string): boolean {
  return matchers.some((re) => re.test(pathname))
}

export function indexablePaths(): string[] {
  return Object.entries(SITE_PAGES)
    .filter(([path, page]) => page.isIndexable && !path.includes(':'))
    .map(([path]) => path)
}

// The wizard resumes from answers kept in the visitor's own tab, which the server cannot see.
const BROWSER_ONLY_PREFIX = '/start/'

/**
 * True for the public pages the server prerenders (indexable ones, the wizard excepted). The others
 * are private or depend on the visitor's own state, so they render in the browser only.
 */
export function isPrerenderedPage(path: string): boolean {
  return isIndexablePage(path) && !path.startsWith(BROWSER_ONLY_PREFIX)
}

// The signed-in pages the server draws whole, with the visitor's own data, and whose app then loads
// on the first interaction as a public page's does (docs/decisions/061-signed-in-pages-drawn-on-the-server.md).
const DRAWN_FOR_VISITOR = ['/dashboard', '/case/:id'] as const satisfies readonly SitePath[]
const drawnMatchers = DRAWN_FOR_VISITOR.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
)

/** True for a signed-in page the server draws with the visitor's own data. */
export function isDrawnForVisitor(path: string): boolean {
  return drawnMatchers.some((re) => re.test(path))
}

/** True for a page listed in the sitemap (exact paths only; pages with parameters are private). */
export function isIndexablePage(path: string): boolean {
  return (SITE_PAGES as Record<string, { isIndexable: boolean }>)[path]?.isIndexable === true
}

/**
 * How a page's app tells the page's first script that it has hydrated it: an event on window, and
 * an attribute on <html> for whoever looks later (the end-to-end tests wait for it). See
 * docs/decisions/046-hydration-on-first-interaction.md.
 */
export const APP_READY_EVENT = 'rr:app-ready'
export const APP_READY_ATTRIBUTE = 'data-app-ready'

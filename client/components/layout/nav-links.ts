import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { pagePaths, plannedPaths } from '#client/lib/paths.ts'

/** The affiliate programme's entry, also one of the dashboard's quick actions. */
export const AFFILIATE_PROGRAM_LINK = { label: 'Affiliate Program', to: pagePaths.affiliate } as const

/** The header's navigation; the mobile menu leaves out the entries marked so. */
export const MAIN_NAV = [
  { label: PACKAGE_NAMES.FEDERAL, to: plannedPaths.federalRestoration, isInMobileMenu: true },
  { label: PACKAGE_NAMES.STATE, to: plannedPaths.stateRestoration, isInMobileMenu: true },
  { ...AFFILIATE_PROGRAM_LINK, isInMobileMenu: true },
  { label: 'News & Updates', to: plannedPaths.news, isInMobileMenu: false },
] as const

/**
 * Where a customer finds prices and answers: the footer's Help column on every page, and the phone
 * menu's second list, so each is two taps away (docs/decisions/054-deadline-banner.md). The header
 * keeps the specification's four links.
 */
export const SUPPORT_NAV = [
  { label: 'Pricing', to: plannedPaths.pricing },
  { label: 'FAQ', to: pagePaths.faq },
  { label: 'Help', to: pagePaths.help },
  { label: 'Contact', to: pagePaths.contact },
  { label: 'Case Status', to: pagePaths.caseStatus },
  { label: 'Document Review', to: pagePaths.documentReview },
] as const

/** The footer's links to the affiliate program's public pages. */
export const AFFILIATE_NAV = [
  { label: 'Affiliate Program Terms', to: pagePaths.affiliateTerms },
  { label: 'Affiliate Training', to: pagePaths.affiliateTraining },
  { label: 'Posting Guidelines', to: pagePaths.affiliateGuidelines },
  { label: 'Affiliate Portal', to: pagePaths.affiliatePortal },
] as const

export const LEGAL_NAV = [
  { label: 'Privacy Policy', to: plannedPaths.privacyPolicy },
  { label: 'Terms of Service', to: plannedPaths.termsOfService },
  { label: 'Legal Disclaimer', to: plannedPaths.disclaimer },
] as const

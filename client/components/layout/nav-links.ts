import { plannedPaths } from '#client/lib/paths.ts'

/** The header's navigation; the mobile menu leaves out the entries marked so. */
export const MAIN_NAV = [
  { label: 'Federal Restoration', to: plannedPaths.federalRestoration, isInMobileMenu: true },
  { label: 'State Restoration', to: plannedPaths.stateRestoration, isInMobileMenu: true },
  { label: 'Affiliate Program', to: plannedPaths.affiliate, isInMobileMenu: true },
  { label: 'News & Updates', to: plannedPaths.news, isInMobileMenu: false },
] as const

export const LEGAL_NAV = [
  { label: 'Privacy Policy', to: plannedPaths.privacyPolicy },
  { label: 'Terms of Service', to: plannedPaths.termsOfService },
  { label: 'Legal Disclaimer', to: plannedPaths.disclaimer },
] as const

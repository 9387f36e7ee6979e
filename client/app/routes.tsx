import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { SitePath } from '#shared/domain/site-pages.ts'
import { NEWS_TEXTS } from '#client/features/news/news-texts.ts'
import { isBackOfficePath } from '#client/lib/paths.ts'
import { NOT_FOUND_TITLE, NotFoundRoute } from '#client/routes/public/not-found.route.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'
import type { RouteHandle } from './use-document-title.ts'

type PageModule = Record<string, ComponentType | undefined>

// Every route module, each loaded on first use; its path is also how the server finds the page's
// chunk to preload (the build manifest is keyed by it).
const routeModules = import.meta.glob<PageModule>('../routes/**/*.route.tsx')

type Page = { module: string; component: string } & RouteHandle

/** A page: the route module (path under client/) and the component it exports. */
function page(module: string, component: string, title?: string): Page {
  return { module, component, title }
}

async function loadPage({ module, component }: Page): Promise<ComponentType> {
  const load = routeModules[`../${module}`]
  const Component = load && (await load())[component]
  if (!Component) throw new Error(`${module} does not export ${component}`)
  return Component
}

// Each page is its own chunk, loaded when it is first visited, so the landing page does not ship
// the wizard, checkout and eligibility rules. Keyed by the server's page table: a page missing here
// (or one the server does not know) fails type-checking instead of showing the 404 page.
const pages: Record<SitePath, Page> = {
  '/': page('routes/public/home.route.tsx', 'HomeRoute', 'Restore Your Federal Gun Rights'),
  '/sign-in': page('routes/account/sign-in.route.tsx', 'SignInRoute', 'Sign in'),
  '/sign-up': page('routes/account/sign-up.route.tsx', 'SignUpRoute', 'Create your account'),
  '/forgot-password': page(
    'routes/account/forgot-password.route.tsx',
    'ForgotPasswordRoute',
    'Reset your password',
  ),
  '/reset-password': page(
    'routes/account/reset-password.route.tsx',
    'ResetPasswordRoute',
    'Choose a new password',
  ),
  '/dashboard': page('routes/account/dashboard.route.tsx', 'DashboardRoute', 'Your dashboard'),
  '/start/federal': page(
    'routes/public/start-wizard.route.tsx',
    'StartFederalRoute',
    'Check your eligibility',
  ),
  '/start/state': page(
    'routes/public/start-wizard.route.tsx',
    'StartStateRoute',
    'Check your state eligibility',
  ),
  '/case/:id': page('routes/account/case.route.tsx', 'CaseRoute', 'Your case'),
  '/fingerprints': page(
    'routes/public/fingerprints.route.tsx',
    'FingerprintsRoute',
    'Upload your fingerprints',
  ),
  '/fingerprints/:caseId': page(
    'routes/public/fingerprints.route.tsx',
    'FingerprintsRoute',
    'Upload your fingerprints',
  ),
  '/checkout': page('routes/account/checkout.route.tsx', 'CheckoutRoute', 'Checkout'),
  '/checkout/success': page(
    'routes/account/checkout-success.route.tsx',
    'CheckoutSuccessRoute',
    'Payment status',
  ),
  '/checkout/:package': page('routes/account/checkout.route.tsx', 'CheckoutPackageRoute', 'Checkout'),
  '/pay-later-setup': page(
    'routes/account/pay-later-setup.route.tsx',
    'PayLaterSetupRoute',
    'Pay later with a deposit',
  ),
  '/verify-id': page('routes/account/verify-id.route.tsx', 'VerifyIdRoute', 'Verify your identity'),
  '/verify-id/sandbox/:sessionId': page(
    'routes/account/verify-id-sandbox.route.tsx',
    'VerifyIdSandboxRoute',
    'ID check (test mode)',
  ),
  '/verify': page('routes/account/verify.route.tsx', 'VerifyRoute', 'Verify your information'),
  '/account/settings': page(
    'routes/account/account-settings.route.tsx',
    'AccountSettingsRoute',
    'Account settings',
  ),
  '/credit-repair': page('routes/account/credit-repair.route.tsx', 'CreditRepairRoute', 'VIP Credit Repair'),
  '/privacy-policy': page('routes/public/legal.route.tsx', 'PrivacyPolicyRoute', 'Privacy Policy'),
  '/terms-of-service': page('routes/public/legal.route.tsx', 'TermsOfServiceRoute', 'Terms of Service'),
  '/disclaimer': page('routes/public/legal.route.tsx', 'DisclaimerRoute', 'Legal Disclaimer'),
  '/legal': page('routes/public/legal.route.tsx', 'FullTermsRoute', 'Terms and Conditions'),
  '/pricing': page('routes/public/marketing.route.tsx', 'PricingRoute', 'Services and Pricing'),
  '/federal-restoration': page(
    'routes/public/marketing.route.tsx',
    'FederalRestorationRoute',
    'Federal Firearm Rights Restoration',
  ),
  '/state-restoration': page(
    'routes/public/marketing.route.tsx',
    'StateRestorationRoute',
    'State Firearm Rights Restoration',
  ),
  '/complete-bundle': page(
    'routes/public/marketing.route.tsx',
    'CompleteBundleRoute',
    'Complete Bundle: Federal and State Restoration',
  ),
  '/document-review': page('routes/public/marketing.route.tsx', 'DocumentReviewRoute', 'Document Review'),
  '/case-status': page('routes/public/marketing.route.tsx', 'CaseStatusRoute', 'Check Case Status'),
  '/news': page('routes/public/news.route.tsx', 'NewsRoute', NEWS_TEXTS.pageTitle),
  '/help': page('routes/public/help.route.tsx', 'HelpRoute', 'Help and Support'),
  '/faq': page('routes/public/help.route.tsx', 'FaqRoute', 'FAQ'),
  '/contact': page('routes/public/contact.route.tsx', 'ContactRoute', 'Contact Us'),
  '/affiliate-terms': page(
    'routes/public/affiliate-terms.route.tsx',
    'AffiliateTermsRoute',
    'Affiliate Program Terms',
  ),
  '/affiliate-training': page(
    'routes/public/affiliate-training.route.tsx',
    'AffiliateTrainingRoute',
    'Affiliate Training',
  ),
  '/affiliate-guidelines': page(
    'routes/public/affiliate-guidelines.route.tsx',
    'AffiliateGuidelinesRoute',
    'Affiliate Posting Guidelines',
  ),
  '/affiliate-portal': page(
    'routes/public/affiliate-portal.route.tsx',
    'AffiliatePortalRoute',
    'Affiliate Portal',
  ),
  '/affiliate': page('routes/affiliate/affiliate.route.tsx', 'AffiliateRoute', 'Affiliate Program'),
  '/affiliate/payout-setup': page(
    'routes/affiliate/payout-setup.route.tsx',
    'AffiliatePayoutSetupRoute',
    'Set up your payout account',
  ),
  '/admin': page('routes/admin/admin-sign-in.route.tsx', 'AdminSignInRoute', 'Admin'),
  '/admin/cases': page('routes/admin/admin-cases.route.tsx', 'AdminCasesRoute', 'Cases'),
  '/admin/cases/:id': page('routes/admin/admin-case.route.tsx', 'AdminCaseRoute', 'Case'),
  '/affiliate-management': page(
    'routes/admin/affiliate-management.route.tsx',
    'AffiliateManagementRoute',
    'Affiliate management',
  ),
  '/inbox': page('routes/admin/inbox.route.tsx', 'InboxRoute', 'Inbox'),
  '/admin/settings': page('routes/admin/admin-settings.route.tsx', 'AdminSettingsRoute', 'Settings'),
  '/admin/people': page('routes/admin/admin-people.route.tsx', 'AdminPeopleRoute', 'People'),
  '/admin/people/:id': page('routes/admin/admin-person.route.tsx', 'AdminPersonRoute', 'Person'),
  '/admin/news': page('routes/admin/admin-news.route.tsx', 'AdminNewsRoute', 'News'),
  '/admin/outbox': page('routes/admin/admin-outbox.route.tsx', 'AdminOutboxRoute', 'Outbox'),
  '/admin/audit': page('routes/admin/admin-audit.route.tsx', 'AdminAuditRoute', 'Audit log'),
  '/social-dashboard': page(
    'routes/admin/social-dashboard.route.tsx',
    'SocialDashboardRoute',
    'Social posts',
  ),
  '/video-dashboard': page('routes/admin/video-dashboard.route.tsx', 'VideoDashboardRoute', 'Videos'),
  '/email-marketing': page(
    'routes/admin/email-marketing.route.tsx',
    'EmailMarketingRoute',
    'E-mail marketing',
  ),
  '/admin/seo': page('routes/admin/admin-seo.route.tsx', 'AdminSeoRoute', 'SEO'),
  '/newsletter/confirm': page(
    'routes/public/newsletter.route.tsx',
    'NewsletterConfirmRoute',
    'Confirm your subscription',
  ),
  '/newsletter/unsubscribe': page(
    'routes/public/newsletter.route.tsx',
    'NewsletterUnsubscribeRoute',
    'Unsubscribe',
  ),
}

function pageRoute([path, page]: [string, Page]): RouteObject {
  return {
    path,
    handle: { title: page.title, module: page.module } satisfies RouteHandle,
    lazy: async () => ({ Component: await loadPage(page) }),
  }
}

/** Every page's route module and component, for the test that checks each one exists. */
export const PAGES = pages

/** The route tree, shared by the browser router and the server's prerenderer. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError isStandalone />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...Object.entries(pages)
            .filter(([path]) => !isBackOfficePath(path))
            .map(pageRoute),
          { path: '*', element: <NotFoundRoute />, handle: { title: NOT_FOUND_TITLE } },
        ],
      },
    ],
  },
  {
    // The staff pages have their own frame (client/routes/admin/admin-layout.tsx), loaded with them.
    id: 'admin',
    errorElement: <RouteError isStandalone />,
    lazy: async () => ({ Component: (await import('#client/routes/admin/admin-layout.tsx')).AdminLayout }),
    children: Object.entries(pages)
      .filter(([path]) => isBackOfficePath(path))
      .map(pageRoute),
  },
]

import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { SitePath } from '#shared/domain/site-pages.ts'
import { NEWS_TEXTS } from '#client/features/news/news-texts.ts'
import { NOT_FOUND_TITLE, NotFoundRoute } from '#client/routes/public/not-found.route.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'
import type { RouteHandle } from './use-document-title.ts'

type Page = { load: () => Promise<ComponentType> } & RouteHandle

// Each page is its own chunk, loaded when it is first visited, so the landing page does not ship
// the wizard, checkout and eligibility rules. Keyed by the server's page table: a page missing here
// (or one the server does not know) fails type-checking instead of showing the 404 page.
const pages: Record<SitePath, Page> = {
  '/': { load: () => import('#client/routes/public/home.route.tsx').then((m) => m.HomeRoute) },
  '/sign-in': {
    load: () => import('#client/routes/account/sign-in.route.tsx').then((m) => m.SignInRoute),
    title: 'Sign in',
  },
  '/sign-up': {
    load: () => import('#client/routes/account/sign-up.route.tsx').then((m) => m.SignUpRoute),
    title: 'Create your account',
  },
  '/forgot-password': {
    load: () => import('#client/routes/account/forgot-password.route.tsx').then((m) => m.ForgotPasswordRoute),
    title: 'Reset your password',
  },
  '/reset-password': {
    load: () => import('#client/routes/account/reset-password.route.tsx').then((m) => m.ResetPasswordRoute),
    title: 'Choose a new password',
  },
  '/dashboard': {
    load: () => import('#client/routes/account/dashboard.route.tsx').then((m) => m.DashboardRoute),
    title: 'Your dashboard',
  },
  '/start/federal': {
    load: () => import('#client/routes/public/start-wizard.route.tsx').then((m) => m.StartFederalRoute),
    title: 'Check your eligibility',
  },
  '/start/state': {
    load: () => import('#client/routes/public/start-wizard.route.tsx').then((m) => m.StartStateRoute),
    title: 'Check your state eligibility',
  },
  '/case/:id': {
    load: () => import('#client/routes/account/case.route.tsx').then((m) => m.CaseRoute),
    title: 'Your case',
  },
  '/checkout': {
    load: () => import('#client/routes/account/checkout.route.tsx').then((m) => m.CheckoutRoute),
    title: 'Checkout',
  },
  '/checkout/success': {
    load: () =>
      import('#client/routes/account/checkout-success.route.tsx').then((m) => m.CheckoutSuccessRoute),
    title: 'Payment status',
  },
  '/checkout/:package': {
    load: () => import('#client/routes/account/checkout.route.tsx').then((m) => m.CheckoutPackageRoute),
    title: 'Checkout',
  },
  '/pay-later-setup': {
    load: () => import('#client/routes/account/pay-later-setup.route.tsx').then((m) => m.PayLaterSetupRoute),
    title: 'Pay later with a deposit',
  },
  '/verify-id': {
    load: () => import('#client/routes/account/verify-id.route.tsx').then((m) => m.VerifyIdRoute),
    title: 'Verify your identity',
  },
  '/verify-id/sandbox/:sessionId': {
    load: () =>
      import('#client/routes/account/verify-id-sandbox.route.tsx').then((m) => m.VerifyIdSandboxRoute),
    title: 'ID check (test mode)',
  },
  '/verify': {
    load: () => import('#client/routes/account/verify.route.tsx').then((m) => m.VerifyRoute),
    title: 'Verify your information',
  },
  '/privacy-policy': {
    load: () => import('#client/routes/public/legal.route.tsx').then((m) => m.PrivacyPolicyRoute),
    title: 'Privacy Policy',
  },
  '/terms-of-service': {
    load: () => import('#client/routes/public/legal.route.tsx').then((m) => m.TermsOfServiceRoute),
    title: 'Terms of Service',
  },
  '/disclaimer': {
    load: () => import('#client/routes/public/legal.route.tsx').then((m) => m.DisclaimerRoute),
    title: 'Legal Disclaimer',
  },
  '/legal': {
    load: () => import('#client/routes/public/legal.route.tsx').then((m) => m.FullTermsRoute),
    title: 'Terms and Conditions',
  },
  '/pricing': {
    load: () => import('#client/routes/public/marketing.route.tsx').then((m) => m.PricingRoute),
    title: 'Services and Pricing',
  },
  '/federal-restoration': {
    load: () => import('#client/routes/public/marketing.route.tsx').then((m) => m.FederalRestorationRoute),
    title: 'Federal Firearm Rights Restoration',
  },
  '/state-restoration': {
    load: () => import('#client/routes/public/marketing.route.tsx').then((m) => m.StateRestorationRoute),
    title: 'State Firearm Rights Restoration',
  },
  '/complete-bundle': {
    load: () => import('#client/routes/public/marketing.route.tsx').then((m) => m.CompleteBundleRoute),
    title: 'Complete Bundle',
  },
  '/document-review': {
    load: () => import('#client/routes/public/marketing.route.tsx').then((m) => m.DocumentReviewRoute),
    title: 'Document Review',
  },
  '/case-status': {
    load: () => import('#client/routes/public/marketing.route.tsx').then((m) => m.CaseStatusRoute),
    title: 'Check Case Status',
  },
  '/news': {
    load: () => import('#client/routes/public/news.route.tsx').then((m) => m.NewsRoute),
    title: NEWS_TEXTS.pageTitle,
  },
  '/help': {
    load: () => import('#client/routes/public/help.route.tsx').then((m) => m.HelpRoute),
    title: 'Help and Support',
  },
  '/faq': {
    load: () => import('#client/routes/public/help.route.tsx').then((m) => m.FaqRoute),
    title: 'FAQ',
  },
  '/contact': {
    load: () => import('#client/routes/public/contact.route.tsx').then((m) => m.ContactRoute),
    title: 'Contact Us',
  },
}

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
          ...Object.entries(pages).map(([path, { load, title }]): RouteObject => ({
            path,
            handle: { title },
            lazy: async () => ({ Component: await load() }),
          })),
          { path: '*', element: <NotFoundRoute />, handle: { title: NOT_FOUND_TITLE } },
        ],
      },
    ],
  },
]

import type { ReactNode } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import type { SitePath } from '#shared/domain/site-pages.ts'
import { CaseRoute } from '#client/routes/account/case.route.tsx'
import { CheckoutSuccessRoute } from '#client/routes/account/checkout-success.route.tsx'
import { CheckoutPackageRoute, CheckoutRoute } from '#client/routes/account/checkout.route.tsx'
import { DashboardRoute } from '#client/routes/account/dashboard.route.tsx'
import { ForgotPasswordRoute } from '#client/routes/account/forgot-password.route.tsx'
import { PayLaterSetupRoute } from '#client/routes/account/pay-later-setup.route.tsx'
import { ResetPasswordRoute } from '#client/routes/account/reset-password.route.tsx'
import { SignInRoute } from '#client/routes/account/sign-in.route.tsx'
import { SignUpRoute } from '#client/routes/account/sign-up.route.tsx'
import { VerifyIdSandboxRoute } from '#client/routes/account/verify-id-sandbox.route.tsx'
import { VerifyIdRoute } from '#client/routes/account/verify-id.route.tsx'
import { VerifyRoute } from '#client/routes/account/verify.route.tsx'
import { HomeRoute } from '#client/routes/public/home.route.tsx'
import {
  DisclaimerRoute,
  FullTermsRoute,
  PrivacyPolicyRoute,
  TermsOfServiceRoute,
} from '#client/routes/public/legal.route.tsx'
import {
  CaseStatusRoute,
  CompleteBundleRoute,
  DocumentReviewRoute,
  FederalRestorationRoute,
  PricingRoute,
  StateRestorationRoute,
} from '#client/routes/public/marketing.route.tsx'
import { NOT_FOUND_TITLE, NotFoundRoute } from '#client/routes/public/not-found.route.tsx'
import { StartFederalRoute, StartStateRoute } from '#client/routes/public/start-wizard.route.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'
import type { RouteHandle } from './use-document-title.ts'

type Page = { element: ReactNode } & RouteHandle

// Keyed by the server's page table, so a page missing here (or one the server does not know)
// fails type-checking instead of showing the 404 page.
const pages: Record<SitePath, Page> = {
  '/': { element: <HomeRoute /> },
  '/sign-in': { element: <SignInRoute />, title: 'Sign in' },
  '/sign-up': { element: <SignUpRoute />, title: 'Create your account' },
  '/forgot-password': { element: <ForgotPasswordRoute />, title: 'Reset your password' },
  '/reset-password': { element: <ResetPasswordRoute />, title: 'Choose a new password' },
  '/dashboard': { element: <DashboardRoute />, title: 'Your dashboard' },
  '/start/federal': { element: <StartFederalRoute />, title: 'Check your eligibility' },
  '/start/state': { element: <StartStateRoute />, title: 'Check your state eligibility' },
  '/case/:id': { element: <CaseRoute />, title: 'Your case' },
  '/checkout': { element: <CheckoutRoute />, title: 'Checkout' },
  '/checkout/success': { element: <CheckoutSuccessRoute />, title: 'Payment status' },
  '/checkout/:package': { element: <CheckoutPackageRoute />, title: 'Checkout' },
  '/pay-later-setup': { element: <PayLaterSetupRoute />, title: 'Pay later with a deposit' },
  '/verify-id': { element: <VerifyIdRoute />, title: 'Verify your identity' },
  '/verify-id/sandbox/:sessionId': { element: <VerifyIdSandboxRoute />, title: 'ID check (test mode)' },
  '/verify': { element: <VerifyRoute />, title: 'Verify your information' },
  '/privacy-policy': { element: <PrivacyPolicyRoute />, title: 'Privacy Policy' },
  '/terms-of-service': { element: <TermsOfServiceRoute />, title: 'Terms of Service' },
  '/disclaimer': { element: <DisclaimerRoute />, title: 'Legal Disclaimer' },
  '/legal': { element: <FullTermsRoute />, title: 'Terms and Conditions' },
  '/pricing': { element: <PricingRoute />, title: 'Services and Pricing' },
  '/federal-restoration': {
    element: <FederalRestorationRoute />,
    title: 'Federal Firearm Rights Restoration',
  },
  '/state-restoration': { element: <StateRestorationRoute />, title: 'State Firearm Rights Restoration' },
  '/complete-bundle': { element: <CompleteBundleRoute />, title: 'Complete Bundle' },
  '/document-review': { element: <DocumentReviewRoute />, title: 'Document Review' },
  '/case-status': { element: <CaseStatusRoute />, title: 'Check Case Status' },
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError isStandalone />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...Object.entries(pages).map(([path, { element, title }]) => ({
            path,
            element,
            handle: { title },
          })),
          { path: '*', element: <NotFoundRoute />, handle: { title: NOT_FOUND_TITLE } },
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(routes)

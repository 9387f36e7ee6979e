import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignUpInput } from '#shared/contracts/auth.contract.ts'
import { VERIFY_FORM_MESSAGES } from '#shared/contracts/identity.contract.ts'
import { BUREAUS } from '#shared/domain/credit-repair.ts'
import { indexablePaths, type SitePath } from '#shared/domain/site-pages.ts'
import {
  acknowledgeFederalReliefIfAsked,
  buyViaApi,
  currentUserId,
  getJson,
  PHOTOS,
  prepareCaseViaApi,
  signAgreementViaApi,
} from '../checkout.ts'
import { withApiAs } from '../admin-session.ts'
import { conflictingFigures } from '../conflicting-figures.ts'
import {
  allowConsoleErrors,
  baseURL,
  DESKTOP,
  expectNoAxeViolations,
  openPage,
  PHONE,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { documentPdf, ridgePhoto, textPdf } from '../fulfilment-files.ts'
import {
  contactConversation,
  expectFitsWidth,
  expectShown,
  joinAffiliateProgram,
  moveCaseStatus,
  openBackOffice,
  pathOf,
  postJson,
  reviewCase,
  serveNews,
  uploadDocumentViaApi,
  uploadObject,
  waitForContent,
  waitingCase,
  type StorageState,
} from '../layout/page-data.ts'
import {
  answerNonviolentFelony,
  createCaseViaApi,
  federalCaseInput,
  fillConviction,
  fillPersonalInfo,
  forwardTo,
  WV_THEFT,
} from '../wizard.ts'

// Every page of the product, in each of its main states, signed in as the person who sees it, is
// opened once and checked at desktop width, then at phone width (the window narrowed, as a phone's
// is): axe finds nothing, and nothing is wider than the screen. One load serves both widths, since
// the layout answers the width alone (docs/decisions/047-test-suite-speed.md). The journeys check
// behaviour at desktop width only; phone-only layouts, a real phone's touch and zoom, and the
// states only a journey's clicks reach at phone width are in e2e/layout/.

type Role = 'visitor' | 'customer' | 'newcomer' | 'credit' | 'affiliate' | 'payee' | 'admin'
type WizardDraft = 'conviction' | 'convictionAnswered' | 'verdict' | 'additional'

/** Accounts and data every case reads, made once through the API (sign-ups cost a password hash). */
type Fixture = {
  sessions: Record<Exclude<Role, 'visitor'>, StorageState>
  customer: SignUpInput
  customerId: string
  /** Unpaid, eligible, with the package its check recommends. */
  eligibleCaseId: string
  /** Unpaid, MANUAL_REVIEW: not acknowledged, and acknowledged. */
  reviewCaseId: string
  acknowledgedCaseId: string
  /** Unpaid, NOT_ELIGIBLE until a waiting period ends: without and with the e-mail reminder. */
  waitingCaseId: string
  remindedCaseId: string
  /** Unpaid and payable with the federal package: nobody signs its agreement. */
  agreementCaseId: string
  /** Payable, its agreement signed through the API. */
  signedCaseId: string
  /** A payable case for the payment stage, which signs its agreement. */
  paymentCaseId: string
  /** Paid in full, waiting for its documents, with a judgment and an ID photo uploaded. */
  paidCaseId: string
  paidOrderId: string
  /** Paid, moved on by staff: waiting for fingerprints; decided (granted). */
  fingerprintsCaseId: string
  decidedCaseId: string
  /** The sandbox ID check started for the eligible case. */
  idCheckPath: string
  /** The paid case's phone upload link, as its QR code carries it. */
  fingerprintUploadPath: string
  /** The credit repair customer's case: paid, a letter mailed, its results recorded. */
  creditCaseId: string
  conversation: { search: string; conversationId: string }
  /** The code of the affiliate (who has no payout account; the payee has one, and a W-9). */
  affiliateCode: string
  /** The wizard's answers as the tab keeps them at each step (its sessionStorage entries). */
  wizardDrafts: Record<WizardDraft, Record<string, string>>
}

type PageState = {
  /** The route and, for a page with several, the state. */
  label: string
  as: Role
  path: string | ((fixture: Fixture) => string)
  /** The text of the page's h1 in this state. */
  heading?: string | RegExp | ((fixture: Fixture) => string)
  /** What shows that the state is drawn. */
  shows?: (page: Page, fixture: Fixture) => Locator | Locator[]
  /** A state reached on the page: does what a visitor does and returns what shows it. */
  act?: (page: Page, fixture: Fixture) => Promise<Locator>
  /** The wizard's answers kept in the tab before the page opens, as after a reload. */
  draft?: WizardDraft
  /** Done on the page before it opens (routes). */
  prepare?: (page: Page) => Promise<void>
  /** A back-office page: the staff frame, without the public footer. */
  isBackOffice?: boolean
  /** The failing request this state is about (a case that is not there), which the console shows. */
  consoleError?: RegExp
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000'
// Well-formed newsletter tokens: the page asks for the button press before it sends one anywhere.
const NEWSLETTER_TOKEN = 'a'.repeat(43)
const caseNumber = (caseId: string) => caseId.slice(0, 8).toUpperCase()
// Every page a visitor reaches without an account, as the sitemap lists them: at phone width these
// are also read for figures that conflict with the catalog.
const SITEMAP_PAGES = new Set([...indexablePaths(), '/start/federal?bundle=true'])

const visitor = (label: string, more: Partial<PageState> = {}): PageState => ({
  label,
  as: 'visitor',
  path: label,
  ...more,
})
const customer = (label: string, path: PageState['path'], more: Partial<PageState> = {}): PageState => ({
  label,
  as: 'customer',
  path,
  ...more,
})
const staff = (label: string, heading: PageState['heading'], more: Partial<PageState> = {}): PageState => ({
  label,
  as: 'admin',
  path: label,
  heading,
  isBackOffice: true,
  ...more,
})
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

// Keyed by the site's page table, so a new page fails type-checking until it is listed here.
const PAGES: Record<SitePath, PageState[]> = {
  '/': [visitor('/', { heading: 'Restore Your Federal Gun Rights' })],
  '/sign-in': [visitor('/sign-in', { heading: 'Sign in to your account' })],
  '/sign-up': [visitor('/sign-up', { heading: 'Create your account' })],
  '/forgot-password': [visitor('/forgot-password', { heading: 'Reset your password' })],
  '/reset-password': [
    visitor('/reset-password', {
      path: '/reset-password?token=not-checked-until-sent',
      heading: 'Choose a new password',
    }),
  ],
  '/dashboard': [
    customer('/dashboard, with cases', '/dashboard', {
      heading: /^Welcome back, /,
      shows: (page) => page.getByRole('main').getByRole('article'),
    }),
    {
      label: '/dashboard, no case yet',
      as: 'newcomer',
      path: '/dashboard',
      heading: /^Welcome back, /,
      shows: (page) => page.getByRole('link', { name: 'Start Your First Case' }),
    },
    {
      label: '/dashboard?name=…, the credit repair at its last step',
      as: 'credit',
      path: '/dashboard?name=Sam',
      heading: 'Welcome back, Sam!',
      shows: (page) => region(page, 'VIP Credit Repair').getByText('Step 4 of 5 (80%)'),
    },
  ],
  '/start/federal': [
    visitor('/start/federal'),
    visitor('/start/federal, step 1 with its messages shown', {
      path: '/start/federal',
      act: async (page) => {
        await page.getByRole('button', { name: 'Next', exact: true }).click()
        return page.getByText('First name is required', { exact: true })
      },
    }),
    visitor('/start/federal, step 2 with its messages shown', {
      path: '/start/federal',
      draft: 'conviction',
      act: async (page) => {
        await page.getByRole('button', { name: 'Check Eligibility', exact: true }).click()
        return page.getByText('Court name is required', { exact: true })
      },
    }),
    visitor('/start/federal, step 2 answered, with its follow-up questions', {
      path: '/start/federal',
      draft: 'convictionAnswered',
      shows: (page) => page.getByRole('group', { name: /still may not have guns/ }),
    }),
    visitor('/start/federal, step 3, the verdict', {
      path: '/start/federal',
      draft: 'verdict',
      shows: (page) => page.getByRole('heading', { level: 3, name: /eligible|concerns|review/ }),
    }),
    visitor('/start/federal, step 4 with its follow-up fields', {
      path: '/start/federal',
      draft: 'additional',
      shows: (page) => page.getByText('Step 4 of 4', { exact: true }),
    }),
    visitor('/start/federal?bundle=true'),
  ],
  '/start/state': [visitor('/start/state')],
  '/case/:id': [
    customer('/case/:id, eligible, with its recommended package', (f) => `/case/${f.eligibleCaseId}`, {
      shows: (page) => [
        page.getByText('Recommended by your eligibility check', { exact: true }),
        page.getByText(/^Package: /),
        page.getByRole('link', { name: 'Pay for your package' }),
      ],
    }),
    customer('/case/:id, in manual review', (f) => `/case/${f.reviewCaseId}`, {
      shows: (page) => [
        page.getByRole('heading', { name: 'Manual review required' }),
        page.getByRole('heading', { name: 'Your case needs our review' }),
        page.getByRole('button', { name: 'Re-check' }),
      ],
    }),
    customer(
      '/case/:id, in manual review, paying before it accepted',
      (f) => `/case/${f.acknowledgedCaseId}`,
      {
        shows: (page) => [
          page.getByText(/^You confirmed on .* that you pay before our review/),
          page.getByRole('link', { name: 'Pay for your package' }),
        ],
      },
    ),
    customer('/case/:id, not eligible yet', (f) => `/case/${f.waitingCaseId}`, {
      shows: (page) => [
        page.getByRole('heading', { name: 'Eligibility concerns identified' }),
        page.getByRole('heading', { name: 'What you can do now' }),
        page.getByRole('button', { name: /^E-mail me on / }),
      ],
    }),
    customer('/case/:id, not eligible yet, with the reminder set', (f) => `/case/${f.remindedCaseId}`, {
      shows: (page) => [
        page.getByText(/^We will e-mail you on /),
        page.getByRole('button', { name: 'Cancel the reminder' }),
      ],
    }),
    customer('/case/:id, paid, with its order and documents', (f) => `/case/${f.paidCaseId}`, {
      shows: (page) => [
        page.getByRole('main').getByText('Documents pending', { exact: true }),
        page.getByRole('tabpanel', { name: 'Documents', exact: true }).getByText('judgment.pdf'),
        region(page, 'Payment').getByText('Paid', { exact: true }),
      ],
    }),
    customer('/case/:id, paid, with the cancel dialog open', (f) => `/case/${f.paidCaseId}`, {
      act: async (page) => {
        await page.getByRole('button', { name: 'Cancel and refund' }).click()
        return page.getByRole('dialog', { name: 'Cancel this order?' })
      },
    }),
    customer('/case/:id, waiting for fingerprints', (f) => `/case/${f.fingerprintsCaseId}`, {
      shows: (page) => [
        page.getByRole('heading', { name: 'Upload your fingerprints' }),
        page.getByRole('img', { name: /QR code that opens the fingerprint upload page/ }),
      ],
    }),
    customer('/case/:id, decided', (f) => `/case/${f.decidedCaseId}`, {
      shows: (page) => page.getByRole('heading', { name: 'Decision: Granted' }),
    }),
    customer('/case/:id, a case that does not exist', `/case/${MISSING_ID}`, {
      heading: 'Case Not Found',
      consoleError: /404 .*at \/api\/case\//,
    }),
  ],
  '/fingerprints': [visitor('/fingerprints', { heading: 'Invalid Upload Link' })],
  '/fingerprints/:caseId': [
    visitor('/fingerprints/:caseId, opened from the QR code', {
      path: (f) => f.fingerprintUploadPath,
      heading: 'Upload your fingerprints',
      shows: (page) => page.getByLabel(/^Take a photo or choose files/),
    }),
    visitor('/fingerprints/:caseId, a forged link', {
      path: (f) => `/fingerprints/${f.paidCaseId}?token=forged.token`,
      heading: 'Invalid Upload Link',
      consoleError: /404 .*at \/api\/fp\/case\//,
    }),
  ],
  '/checkout': [
    customer(
      '/checkout, the identity check choice',
      (f) => `/checkout?product=FEDERAL&case=${f.agreementCaseId}`,
      { heading: 'Checkout', shows: (page) => page.getByRole('link', { name: /^Skip Verification/ }) },
    ),
    customer(
      '/checkout, the agreement stage',
      (f) => `/checkout?product=FEDERAL&case=${f.agreementCaseId}&idBypass=true`,
      {
        heading: 'Checkout',
        shows: (page) => page.getByRole('region', { name: 'Service agreement text' }),
      },
    ),
    customer(
      '/checkout, the agreement signed before',
      (f) => `/checkout?product=FEDERAL&case=${f.signedCaseId}`,
      {
        heading: 'Checkout',
        shows: (page) => [
          page.getByText(/^You signed this service agreement as /),
          page.getByRole('button', { name: 'Continue to payment' }),
        ],
      },
    ),
    customer(
      '/checkout, the payment stage with its messages shown',
      (f) => `/checkout?product=FEDERAL&case=${f.paymentCaseId}`,
      {
        heading: 'Checkout',
        act: async (page, f) => {
          await acknowledgeFederalReliefIfAsked(page)
          await page.getByLabel(/^I have read and agree to the Service Agreement/).check()
          await page
            .getByLabel('Type your full legal name to sign')
            .fill(`${f.customer.firstName} ${f.customer.lastName}`)
          await page.getByRole('button', { name: 'Sign and continue to payment' }).click()
          await page.getByRole('button', { name: /^Pay \$/ }).click()
          return page.getByText('Your card number is incomplete.')
        },
      },
    ),
    customer('/checkout, an unknown product', '/checkout?product=GOLD', { heading: 'Invalid Product' }),
  ],
  '/checkout/success': [
    customer('/checkout/success', (f) => `/checkout/success?order=${f.paidOrderId}`, {
      heading: 'Payment received',
    }),
  ],
  '/checkout/:package': [
    customer('/checkout/:package', '/checkout/state?idBypass=true', {
      heading: 'Checkout',
      shows: (page) => page.getByRole('region', { name: 'Service agreement text' }),
    }),
    customer('/checkout/:package, an unknown package', '/checkout/gold', { heading: 'Invalid Product' }),
  ],
  '/pay-later-setup': [
    customer('/pay-later-setup', (f) => `/pay-later-setup?case=${f.eligibleCaseId}`, {
      heading: 'Pay later with a deposit',
    }),
  ],
  '/verify-id': [
    customer(
      '/verify-id, an ID check waiting for its photos',
      (f) => `/verify-id?caseId=${f.eligibleCaseId}`,
      {
        heading: 'Verify your identity',
        shows: (page) => page.getByRole('button', { name: 'Verify My ID' }),
      },
    ),
  ],
  '/verify-id/sandbox/:sessionId': [
    customer('/verify-id/sandbox/:sessionId', (f) => f.idCheckPath, {
      heading: 'ID check (test mode)',
      shows: (page) => page.getByRole('button', { name: 'Submit for verification' }),
    }),
    customer('/verify-id/sandbox/:sessionId, with its messages shown', (f) => f.idCheckPath, {
      act: async (page) => {
        await page.getByRole('button', { name: 'Submit for verification' }).click()
        return page.getByText('A selfie is required', { exact: true })
      },
    }),
  ],
  '/verify': [
    customer('/verify', '/verify', {
      heading: 'Verify your information',
      shows: (page) => page.getByRole('button', { name: 'Verify My Information' }),
    }),
    customer('/verify, with its messages shown', '/verify', {
      act: async (page) => {
        await page.getByRole('button', { name: 'Verify My Information' }).click()
        return page.getByText(VERIFY_FORM_MESSAGES.ssn, { exact: true })
      },
    }),
  ],
  '/account/settings': [
    customer('/account/settings', '/account/settings', {
      heading: 'Account settings',
      shows: (page) => [
        page.getByRole('heading', { name: 'Your name' }),
        page.getByRole('heading', { name: 'Delete my account' }),
      ],
    }),
  ],
  '/credit-repair': [
    customer('/credit-repair, with a paid package', '/credit-repair', { heading: 'VIP Credit Repair' }),
    {
      label: '/credit-repair, a letter mailed and its answers recorded',
      as: 'credit',
      path: '/credit-repair',
      heading: 'VIP Credit Repair',
      shows: (page) => region(page, 'Equifax').getByRole('button', { name: 'Generate follow-up letter' }),
    },
  ],
  '/privacy-policy': [visitor('/privacy-policy')],
  '/terms-of-service': [visitor('/terms-of-service')],
  '/disclaimer': [visitor('/disclaimer')],
  '/legal': [visitor('/legal')],
  '/pricing': [visitor('/pricing')],
  '/federal-restoration': [visitor('/federal-restoration')],
  '/state-restoration': [visitor('/state-restoration')],
  '/complete-bundle': [visitor('/complete-bundle')],
  '/document-review': [visitor('/document-review')],
  '/case-status': [visitor('/case-status')],
  '/news': [
    visitor('/news'),
    visitor('/news, with videos and articles', {
      path: '/',
      prepare: serveNews,
      act: async (page) => {
        await page.getByRole('link', { name: 'View all news and updates' }).click()
        await page.waitForURL((url) => url.pathname === '/news')
        await expectShown(page.getByRole('heading', { level: 2, name: 'Videos' }))
        return page.getByRole('heading', { level: 2, name: 'Articles' })
      },
    }),
  ],
  '/help': [visitor('/help')],
  '/faq': [visitor('/faq')],
  '/contact': [
    visitor('/contact', { shows: (page) => page.getByRole('region', { name: 'Send us a message' }) }),
  ],
  '/affiliate-terms': [visitor('/affiliate-terms')],
  '/affiliate-training': [visitor('/affiliate-training')],
  '/affiliate-guidelines': [visitor('/affiliate-guidelines')],
  '/affiliate-portal': [visitor('/affiliate-portal')],
  '/affiliate': [
    visitor('/affiliate', { shows: (page) => page.getByRole('region', { name: 'Become an affiliate' }) }),
    customer('/affiliate, a customer who has not joined', '/affiliate', {
      shows: (page) => page.getByRole('region', { name: 'Become an affiliate' }),
    }),
    customer("/affiliate?code=…, another affiliate's code", (f) => `/affiliate?code=${f.affiliateCode}`, {
      shows: (page, f) =>
        page.getByText(`The code ${f.affiliateCode} does not belong to the account`, { exact: false }),
      consoleError: /404 .*at \/api\/affiliate\/[A-Z0-9]+\/stats\)/,
    }),
    {
      label: "/affiliate, an affiliate's tracking links",
      as: 'affiliate',
      path: '/affiliate',
      shows: (page, f) => [
        page.getByRole('tablist', { name: 'Affiliate dashboard' }),
        page.getByRole('main').getByText(f.affiliateCode, { exact: true }),
        page.getByRole('main').getByLabel('Short link', { exact: true }),
        page.getByRole('img', { name: /^QR code of your short link / }),
      ],
    },
    {
      label: "/affiliate?tab=performance, an affiliate's figures",
      as: 'affiliate',
      path: '/affiliate?tab=performance',
      shows: (page) => page.getByRole('img', { name: 'Clicks by day' }),
    },
    {
      label: '/affiliate?tab=payouts, no payout account yet',
      as: 'affiliate',
      path: '/affiliate?tab=payouts',
      shows: (page) => [
        region(page, 'Payout account').getByText('Not Connected'),
        page.getByRole('heading', { name: 'Next payout' }),
      ],
    },
    {
      label: '/affiliate?tab=payouts, a W-9 and a bank account on file',
      as: 'payee',
      path: '/affiliate?tab=payouts',
      shows: (page) => [
        region(page, 'Payout account').getByText('Ready', { exact: true }),
        page.getByText('ending in 4567'),
        page.getByText('TIN ending in 6789'),
      ],
    },
  ],
  '/affiliate/payout-setup': [
    {
      label: '/affiliate/payout-setup',
      as: 'affiliate',
      path: '/affiliate/payout-setup',
      heading: 'Set up your payout account',
    },
  ],
  '/admin': [
    visitor('/admin, signed out', { path: '/admin', heading: 'Admin sign in', isBackOffice: true }),
    staff('/admin', 'Dashboard', {
      shows: (page) => [
        page.getByRole('heading', { level: 2, name: 'Revenue by week' }),
        page.getByRole('heading', { level: 2, name: 'Cases by status' }),
        page.locator('.recharts-wrapper').first(),
      ],
    }),
    customer('/admin, a customer turned away', '/admin', { heading: 'Access Denied', isBackOffice: true }),
  ],
  '/admin/cases': [
    staff('/admin/cases', 'Cases'),
    staff('/admin/cases, one case found', 'Cases', {
      path: (f) => `/admin/cases?q=${caseNumber(f.paidCaseId)}`,
      shows: (page) => region(page, 'Results').getByText('Cases 1–1 of 1'),
    }),
  ],
  '/admin/cases/:id': [
    staff('/admin/cases/:id', /^Case #/, {
      path: (f) => `/admin/cases/${f.paidCaseId}`,
      shows: (page) => region(page, 'Documents').getByText('judgment.pdf'),
    }),
    staff('/admin/cases/:id, with the credit repair answers', /^Case #/, {
      path: (f) => `/admin/cases/${f.creditCaseId}`,
      shows: (page) => region(page, 'Credit repair').getByText('Step 4 of 5 (80%)', { exact: false }),
    }),
  ],
  '/affiliate-management': [
    staff('/affiliate-management', 'Affiliate management', {
      shows: (page) => region(page, 'Affiliates').getByText('Not Connected'),
    }),
  ],
  '/inbox': [
    staff('/inbox, a search', 'Inbox', {
      path: (f) => `/inbox?q=${f.conversation.search}`,
      shows: (page) => page.getByRole('region', { name: 'Conversations' }).getByRole('link'),
    }),
    staff('/inbox, a conversation open', 'Inbox', {
      path: (f) => `/inbox?c=${f.conversation.conversationId}&q=${f.conversation.search}`,
      shows: (page) => page.getByRole('button', { name: 'Send reply' }),
    }),
  ],
  '/admin/settings': [
    staff('/admin/settings', 'Settings', {
      shows: (page) =>
        [
          'Company',
          'Prices & catalog',
          'Payments & deposit',
          'Affiliates & payouts',
          'Monster Level & fast start',
          'Deadline banner',
        ].map((section) => region(page, section).getByRole('button', { name: 'Review changes' })),
    }),
  ],
  '/admin/people': [staff('/admin/people', 'People')],
  '/admin/people/:id': [
    staff('/admin/people/:id', (f) => `${f.customer.firstName} ${f.customer.lastName}`, {
      path: (f) => `/admin/people/${f.customerId}`,
    }),
  ],
  '/admin/news': [staff('/admin/news', 'News')],
  '/admin/outbox': [staff('/admin/outbox', 'Outbox')],
  '/admin/audit': [staff('/admin/audit', 'Audit log')],
  '/social-dashboard': [
    staff('/social-dashboard, a post waiting', 'Social posts', {
      path: '/social-dashboard',
      shows: (page) => page.getByRole('tabpanel').getByText('Pending'),
    }),
  ],
  '/video-dashboard': [
    staff('/video-dashboard', 'Videos', { shows: (page) => page.getByLabel('Topic') }),
    staff('/video-dashboard, Manage Videos', 'Videos', {
      path: '/video-dashboard',
      act: async (page) => {
        await page.getByRole('tab', { name: 'Manage Videos' }).click()
        return page.getByRole('heading', { name: 'Video plans' })
      },
    }),
  ],
  '/email-marketing': [
    staff('/email-marketing', 'E-mail marketing', {
      shows: (page) => [
        ...['Statistics', 'Add subscriber', 'Create campaign', 'List overview'].map((name) =>
          page.getByRole('heading', { level: 2, name }),
        ),
        page.getByText('Not configured'),
      ],
    }),
  ],
  '/admin/seo': [
    staff('/admin/seo', 'SEO', { shows: (page) => page.getByRole('article', { name: '/faq' }) }),
  ],
  '/newsletter/confirm': [
    visitor('/newsletter/confirm', {
      path: `/newsletter/confirm?token=${NEWSLETTER_TOKEN}`,
      heading: 'Confirm your subscription',
      shows: (page) => page.getByRole('button', { name: 'Confirm subscription' }),
    }),
  ],
  '/newsletter/unsubscribe': [
    visitor('/newsletter/unsubscribe', {
      path: `/newsletter/unsubscribe?token=${NEWSLETTER_TOKEN}`,
      heading: 'Unsubscribe',
      shows: (page) => page.getByRole('button', { name: 'Unsubscribe' }),
    }),
  ],
}

const STATES: PageState[] = [
  ...Object.values(PAGES).flat(),
  visitor('an unknown path (the 404 page)', {
    path: '/this-page-does-not-exist',
    heading: 'Page Not Found',
    consoleError: /404 .*at \/this-page-does-not-exist\)/,
  }),
]

const browser = useBrowser()
// Put together by the hooks below, one part each, before the first case.
const fixture = { sessions: {} } as Fixture
// What this file adds to a page every spec reads (the social queue), removed after it.
const cleanUps: (() => Promise<unknown>)[] = []
let admin: BrowserContext

beforeAll(async () => {
  admin = await browser.newContext(DESKTOP)
  await signInAs(admin, 'admin')
  fixture.sessions.admin = await admin.storageState()
  const [conversation] = await Promise.all([contactConversation(admin), schedulePost(admin)])
  fixture.conversation = conversation
})

beforeAll(async () => {
  const { session, ...data } = await customerFixture(admin)
  Object.assign(fixture, data)
  fixture.sessions.customer = session
})

beforeAll(async () => {
  const credit = await creditRepairFixture(admin)
  fixture.sessions.credit = credit.session
  fixture.creditCaseId = credit.caseId
})

beforeAll(async () => {
  const [newcomer, affiliate, payee] = await Promise.all([signedUp(), affiliateFixture(), payeeFixture()])
  fixture.sessions.newcomer = newcomer.session
  fixture.sessions.affiliate = affiliate.session
  fixture.sessions.payee = payee
  fixture.affiliateCode = affiliate.code
})

beforeAll(async () => {
  fixture.wizardDrafts = await captureWizardDrafts()
})

afterAll(async () => {
  await Promise.all(cleanUps.map((cleanUp) => cleanUp()))
})

// One sign-up at a time: each hashes a password, and the rest of the set-up runs beside them.
let signUps: Promise<unknown> = Promise.resolve()

async function signedUp() {
  const context = await browser.newContext(DESKTOP)
  const signedUp = signUps.then(() => signUpCustomer(context))
  signUps = signedUp.catch(() => undefined)
  const person = await signedUp
  return { context, person, session: await context.storageState() }
}

async function customerFixture(admin: BrowserContext) {
  const { context, person } = await signedUp()
  const fullName = `${person.firstName} ${person.lastName}`
  const payableCase = async () => {
    const caseId = await createCaseViaApi(context, federalCaseInput({ state: 'OH' }))
    await prepareCaseViaApi(context, caseId, 'FEDERAL')
    return caseId
  }
  const paidCase = async () => {
    const caseId = await createCaseViaApi(context, federalCaseInput({ state: 'OH' }))
    const orderId = await buyViaApi(context, { product: 'FEDERAL', caseId, fullName })
    return { caseId, orderId }
  }
  const [customerId, eligibleCaseId, reviewCaseId, acknowledgedCaseId, waitingCaseId, remindedCaseId] =
    await Promise.all([
      currentUserId(context),
      createCaseViaApi(context, federalCaseInput({ state: 'OH' })),
      createCaseViaApi(context, reviewCase()),
      createCaseViaApi(context, reviewCase()),
      createCaseViaApi(context, waitingCase()),
      createCaseViaApi(context, waitingCase()),
    ])
  const [agreementCaseId, signedCaseId, paymentCaseId, paid, fingerprints, decided] = await Promise.all([
    payableCase(),
    payableCase(),
    payableCase(),
    paidCase(),
    paidCase(),
    paidCase(),
    postJson(context, `/api/case/${acknowledgedCaseId}/review-acknowledgement`, { isAccepted: true }),
    postJson(context, `/api/case/${remindedCaseId}/reminder`),
  ])
  await signAgreementViaApi(context, { product: 'FEDERAL', caseId: signedCaseId, fullName })
  await moveCaseStatus(admin, fingerprints.caseId, 'FINGERPRINTS_PENDING')
  await moveCaseStatus(admin, decided.caseId, 'SUBMITTED')
  await postJson(admin, `/api/admin/cases/${decided.caseId}/decision`, {
    outcome: 'GRANTED',
    decidedOn: new Date().toISOString().slice(0, 10),
  })
  const [idCheck, qr] = await Promise.all([
    postJson<{ url: string }>(context, '/api/identity/start', { caseId: eligibleCaseId }, 201),
    getJson<{ uploadUrl: string }>(context, `/api/case/${paid.caseId}/fingerprint-qr`),
    uploadDocumentViaApi(
      context,
      paid.caseId,
      'CERTIFIED_JUDGMENT',
      await documentPdf('judgment.pdf', 'Judgment in a Criminal Case'),
    ),
    uploadDocumentViaApi(context, paid.caseId, 'GOVERNMENT_ID', {
      ...(await ridgePhoto()),
      name: 'id-card.jpg',
    }),
  ])
  return {
    session: await context.storageState(),
    customer: person,
    customerId,
    eligibleCaseId,
    reviewCaseId,
    acknowledgedCaseId,
    waitingCaseId,
    remindedCaseId,
    agreementCaseId,
    signedCaseId,
    paymentCaseId,
    paidCaseId: paid.caseId,
    paidOrderId: paid.orderId,
    fingerprintsCaseId: fingerprints.caseId,
    decidedCaseId: decided.caseId,
    idCheckPath: pathOf(idCheck.url),
    fingerprintUploadPath: pathOf(qr.uploadUrl),
  }
}

/**
 * A customer whose VIP Credit Repair is at its fourth step, without the test clock (which every spec
 * shares): ID verified, the three reports in, two items disputed by one letter, mailed, and the
 * bureau's answers recorded, one by the customer and one by staff.
 */
async function creditRepairFixture(admin: BrowserContext) {
  const { context, person, session } = await signedUp()
  const caseId = await createCaseViaApi(context, federalCaseInput({ state: 'OH' }))
  await buyViaApi(context, { product: 'FEDERAL', caseId, fullName: `${person.firstName} ${person.lastName}` })
  const started = await postJson<{ url: string }>(context, '/api/identity/start', { caseId }, 201)
  const dataUrl = (photo: { mimeType: string; buffer: Buffer }) =>
    `data:${photo.mimeType};base64,${photo.buffer.toString('base64')}`
  await postJson(context, `/api/identity/sandbox/${pathOf(started.url).split('/').at(-1)}/submit`, {
    document: dataUrl(PHOTOS.document),
    selfie: dataUrl(PHOTOS.selfie),
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: '1980-05-01',
  })
  expect((await getJson<{ verified: boolean }>(context, '/api/identity/status')).verified).toBe(true)
  await postJson(context, '/api/verify', {
    name: `${person.firstName} ${person.lastName}`,
    ssn: '431-25-7788',
    phone: '(304) 555-0100',
    address: '1 Capitol Street, Charleston, WV 25301',
  })
  for (const bureau of BUREAUS) {
    const report = await textPdf(`${bureau.toLowerCase()}.pdf`, ['GOOD CARD Account 9876 Pays as agreed'])
    const objectId = await uploadObject(context, caseId, report)
    await postJson(context, '/api/credit-repair/reports', { objectId, bureau, filename: report.name }, 201)
  }
  const { items } = await postJson<{ items: { id: string; creditor: string }[] }>(
    context,
    '/api/credit-repair/items',
    {
      items: [
        {
          bureau: 'EQUIFAX',
          creditor: 'ACME BANK',
          accountLastDigits: '4321',
          type: 'LATE_PAYMENT',
          reason: 'WRONG_PAYMENT_HISTORY',
        },
        {
          bureau: 'EQUIFAX',
          creditor: 'MIDLAND CREDIT',
          accountLastDigits: '9012',
          type: 'COLLECTION',
          reason: 'NOT_MINE',
        },
      ],
    },
    201,
  )
  const { letters } = await postJson<{ letters: { id: string }[] }>(
    context,
    '/api/credit-repair/letters',
    undefined,
    201,
  )
  // The server's today, in its time zone (a date after it is refused).
  const { today } = (await getJson<{ overview: { today: string } }>(context, '/api/credit-repair')).overview
  await postJson(context, `/api/credit-repair/letters/${letters[0]!.id}/sent`, {
    sentOn: today,
    receivedOn: today,
  })
  const [acme, midland] = ['ACME BANK', 'MIDLAND CREDIT'].map((name) =>
    items.find((i) => i.creditor === name)!,
  )
  await postJson(context, `/api/credit-repair/items/${acme!.id}/result`, { result: 'DELETED' })
  await postJson(admin, `/api/admin/credit-repair/items/${midland!.id}/result`, { result: 'VERIFIED' })
  return { session, caseId }
}

async function affiliateFixture() {
  const { context, person } = await signedUp()
  const code = await joinAffiliateProgram(context, person)
  return { code, session: await context.storageState() }
}

/** An affiliate ready to be paid: a W-9 and a (sandbox) bank account on file. */
async function payeeFixture(): Promise<StorageState> {
  const { context, person } = await signedUp()
  await joinAffiliateProgram(context, person)
  const name = `${person.firstName} ${person.lastName}`
  await postJson(context, '/api/affiliate/w9', {
    legalName: name,
    tinType: 'SSN',
    tin: '123-45-6789',
    address: '100 Capitol St, Charleston, WV 25301',
    certified: true,
  })
  await postJson(context, '/api/affiliate/payout-account', {})
  await postJson(context, '/api/affiliate/payout-account/sandbox', {
    accountHolderName: name,
    routingNumber: '011000015',
    accountNumber: '0001234567',
  })
  return context.storageState()
}

/** A post scheduled a day ahead: waiting in the social queue for the whole run, deleted after. */
async function schedulePost(admin: BrowserContext) {
  const { post } = await postJson<{ post: { id: string } }>(
    admin,
    '/api/admin/social/posts',
    {
      content: 'Our office is closed on the public holiday.',
      scheduledFor: new Date(Date.now() + 24 * 3600_000).toISOString(),
      channels: ['site'],
    },
    201,
  )
  // The contexts made before the cases are closed after the first one: a new session deletes it.
  cleanUps.push(() =>
    withApiAs('admin', async (api) => {
      const response = await api.delete(`/api/admin/social/posts/${post.id}`, {
        headers: { Origin: baseURL },
      })
      expect(response.ok(), await response.text()).toBe(true)
    }),
  )
}

/**
 * The federal wizard's draft at each step, as this tab keeps it, from one pass through the wizard:
 * each step's case opens with it, as a visitor coming back to the wizard does.
 */
async function captureWizardDrafts(): Promise<Record<WizardDraft, Record<string, string>>> {
  const page = await browser.newPage(DESKTOP)
  await openPage(page, '/start/federal')
  await fillPersonalInfo(page)
  await forwardTo(page, 'Next', 2)
  const conviction = await storedDraft(page, 2)
  await fillConviction(page, WV_THEFT)
  await answerNonviolentFelony(page)
  await page
    .getByRole('group', { name: /cleared or forgiven/ })
    .getByLabel('Pardoned')
    .check()
  await page.getByRole('group', { name: /still may not have guns/ }).waitFor()
  const convictionAnswered = await storedDraft(page, 2)
  await forwardTo(page, 'Check Eligibility', 3)
  await page.getByRole('heading', { level: 3, name: /eligible|concerns|review/ }).waitFor()
  const verdict = await storedDraft(page, 3)
  await forwardTo(page, 'Next', 4)
  await page.getByLabel('I have other criminal convictions').check()
  await page.getByLabel('I served in the U.S. armed forces').check()
  const additional = await storedDraft(page, 4)
  return { conviction, convictionAnswered, verdict, additional }
}

/** This tab's sessionStorage once the wizard has stored its draft at step `step`. */
async function storedDraft(page: Page, step: number): Promise<Record<string, string>> {
  // The step is stored once it is drawn.
  await page.waitForFunction(
    (stored) =>
      Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '').some(
        (key) => sessionStorage.getItem(key)?.includes(stored),
      ),
    `"step":${step}`,
  )
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '').map(
        (key) => [key, sessionStorage.getItem(key) ?? ''],
      ),
    ),
  )
}

describe('every page at desktop width, then at phone width', () => {
  it.each(STATES)('$label: no axe violations, nothing wider than the screen', async (state) => {
    const context = await browser.newContext(
      state.as === 'visitor' ? DESKTOP : { ...DESKTOP, storageState: fixture.sessions[state.as] },
    )
    const draft = state.draft ? fixture.wizardDrafts[state.draft] : null
    if (draft) {
      await context.addInitScript(
        ({ origin, entries }) => {
          if (window.location.origin !== origin) return
          for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value)
        },
        { origin: baseURL, entries: draft },
      )
    }
    if (state.consoleError) allowConsoleErrors(context, state.consoleError)
    const page = await context.newPage()
    const path = typeof state.path === 'string' ? state.path : state.path(fixture)
    const isSitemapPage = state.as === 'visitor' && SITEMAP_PAGES.has(path)
    await state.prepare?.(page)

    if (state.isBackOffice) await openBackOffice(page, path)
    else await openPage(page, path)
    if (state.heading) {
      const heading = typeof state.heading === 'function' ? state.heading(fixture) : state.heading
      await expectShown(page.getByRole('heading', { level: 1, name: heading }))
    }
    for (const shown of [state.shows?.(page, fixture) ?? []].flat()) await expectShown(shown)
    if (state.act) await expectShown(await state.act(page, fixture))
    await waitForContent(page)
    await expectNoAxeViolations(page)
    await expectFitsWidth(page)

    await page.setViewportSize(PHONE.viewport ?? { width: 375, height: 740 })
    // What the narrower window draws differently (a menu button, cards for a table) is in after two frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await waitForContent(page)
    await expectNoAxeViolations(page)
    await expectFitsWidth(page)
    if (isSitemapPage) {
      // What the phone shows (innerText skips what its layout hides) says no other price (the console
      // watch of every test sees that it loads without an error); public-pages.spec.ts checks the
      // same at desktop width.
      await page.waitForLoadState('networkidle')
      expect(conflictingFigures(await page.locator('body').innerText())).toEqual([])
    }
  })
})

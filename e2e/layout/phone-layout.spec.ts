import type { BrowserContext, Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { AFFILIATE_HASHTAGS, sampleScripts } from '#shared/content/affiliate-pages.ts'
import type { SignUpInput } from '#shared/contracts/auth.contract.ts'
import { SEO_TEXTS } from '#shared/contracts/seo-tool.contract.ts'
import { caseStatusName } from '#shared/domain/case-status.ts'
import { DISPUTE_REASON_DETAILS } from '#shared/domain/credit-repair.ts'
import type { OpenQuestion } from '#shared/domain/eligibility/result.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { buyViaApi, getJson, solidPng } from '../checkout.ts'
import {
  contentFigures,
  DESKTOP,
  expectNoAxeViolations,
  notifications,
  openPage,
  PHONE,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { documentPdf, ridgePhoto, textPdf } from '../fulfilment-files.ts'
import {
  answer,
  answerNonviolentFelony,
  createCaseViaApi,
  federalCaseInput,
  fillConviction,
  fillPersonalInfo,
  forwardTo,
  type ConvictionAnswers,
} from '../wizard.ts'
import {
  contactConversation,
  expectFitsWidth,
  expectShown,
  joinAffiliateProgram,
  moveCaseStatus,
  NEWS,
  openBackOffice,
  openNewsFromHome,
  serveNews,
  uploadDocumentViaApi,
  waitForContent,
  type StorageState,
} from './page-data.ts'

// What only a phone shows, checked once at 375 px: layouts that stack or hide at that width, the
// phone-only controls, and the states that a journey's clicks reach (dialogs, messages, answers),
// whose desktop check is in that journey. Every page as it opens is checked at both widths, axe and
// fit, in e2e/public/accessibility.spec.ts; the mobile menu in e2e/public/mobile-menu.spec.ts.

type Fixture = {
  admin: StorageState
  customer: StorageState
  person: SignUpInput
  /** Unpaid and eligible: its checkout offers the recommended package and the others. */
  eligibleCaseId: string
  eligiblePackage: keyof typeof PACKAGE_NAMES
  /** Paid, with a judgment (PDF) and an ID photo uploaded. */
  paidCaseId: string
  paidCaseStatus: string
  /** Paid and moved to SUBMITTED by staff: the decision can be recorded. */
  submittedCaseId: string
  affiliateCode: string
  conversation: { search: string; subject: string; conversationId: string }
}

const browser = useBrowser()
let fixture: Fixture

beforeAll(async () => {
  const admin = await browser.newContext(DESKTOP)
  await signInAs(admin, 'admin')
  const context = await browser.newContext(DESKTOP)
  const person = await signUpCustomer(context)
  const fullName = `${person.firstName} ${person.lastName}`
  const paidCase = async () => {
    const caseId = await createCaseViaApi(context, federalCaseInput({ state: 'OH' }))
    await buyViaApi(context, { product: 'FEDERAL', caseId, fullName })
    return caseId
  }
  const affiliateCode = async () => {
    const affiliate = await browser.newContext(DESKTOP)
    return joinAffiliateProgram(affiliate, await signUpCustomer(affiliate))
  }
  const [eligibleCaseId, paidCaseId, submittedCaseId, code, conversation] = await Promise.all([
    createCaseViaApi(context, federalCaseInput({ state: 'OH' })),
    paidCase(),
    paidCase(),
    affiliateCode(),
    contactConversation(admin),
  ])
  await Promise.all([
    uploadDocumentViaApi(
      context,
      paidCaseId,
      'CERTIFIED_JUDGMENT',
      await documentPdf('judgment.pdf', 'Judgment in a Criminal Case'),
    ),
    uploadDocumentViaApi(context, paidCaseId, 'GOVERNMENT_ID', {
      ...(await ridgePhoto()),
      name: 'id-card.jpg',
    }),
    moveCaseStatus(admin, submittedCaseId, 'SUBMITTED'),
  ])
  const { status } = await getJson<{ status: string }>(context, `/api/case/${paidCaseId}`)
  const { packageCode } = await getJson<{ packageCode: keyof typeof PACKAGE_NAMES }>(
    context,
    `/api/case/${eligibleCaseId}`,
  )
  fixture = {
    admin: await admin.storageState(),
    customer: await context.storageState(),
    person,
    eligibleCaseId,
    eligiblePackage: packageCode,
    paidCaseId,
    paidCaseStatus: status,
    submittedCaseId,
    affiliateCode: code,
    conversation,
  }
})

/** A page at 375 px, signed in as `as` when given. */
async function phonePage(as?: 'admin' | 'customer', options: Parameters<typeof browser.newContext>[0] = {}) {
  const context: BrowserContext = await browser.newContext({
    ...PHONE,
    ...options,
    ...(as ? { storageState: fixture[as] } : {}),
  })
  return context.newPage()
}

/** The page fits 375 px and axe finds nothing, as it is now. */
async function expectFitsAndAccessible(page: Page) {
  await waitForContent(page)
  await expectFitsWidth(page)
  await expectNoAxeViolations(page)
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

describe('public pages at 375 px', () => {
  it('/ shows the test-mode banner in the header and the sample affiliate dashboard', async () => {
    const page = await phonePage()
    await openPage(page, '/')

    const banner = page.getByRole('banner').getByText('Test mode: no real payments', { exact: true })
    expect(await banner.isVisible()).toBe(true)
    const sample = region(page, 'Earn With Our Affiliate Program').getByRole('figure', {
      name: 'Sample dashboard — illustration only',
    })
    expect(await sample.isVisible()).toBe(true)
    await expectFitsWidth(page)
  })

  it('/ the help widget with its answer and source fits and passes axe', async () => {
    const page = await phonePage()
    await openPage(page, '/')
    const help = page.getByRole('region', { name: 'Help assistant' })
    await help.getByLabel('Your question').fill('How long does restoration take?')
    await help.getByLabel('Your question').press('Enter')

    await expectShown(help.getByRole('link', { name: 'FAQ: How long does restoration take?' }))
    await expectFitsAndAccessible(page)
  })

  it('/ the lead chat, open, fits and passes axe', async () => {
    const page = await phonePage()
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Chat with us' }).click()

    await expectShown(region(page, 'Chat with us').getByRole('log').getByText("What's your name?"))
    await expectFitsAndAccessible(page)
  })

  it('/pricing the AI chat, open with its suggested questions, fits and passes axe', async () => {
    const page = await phonePage()
    await openPage(page, '/pricing')
    await page.getByRole('button', { name: 'Ask our assistant' }).click()

    await expectShown(region(page, 'Ask our assistant').getByRole('list', { name: 'Suggested questions' }))
    await expectFitsAndAccessible(page)
  })

  it('/contact sent empty shows its messages, fits and passes axe', async () => {
    const page = await phonePage()
    await openPage(page, '/contact')
    const send = region(page, 'Send us a message').getByRole('button', { name: 'Send Message' })
    await expect.poll(() => send.isEnabled()).toBe(true)
    await send.click()

    await expectShown(region(page, 'Send us a message').getByText('Name is required', { exact: true }))
    await expectFitsAndAccessible(page)
  })

  it('/contact after a message is sent still fits', async () => {
    const page = await phonePage()
    await openPage(page, '/contact')
    const form = region(page, 'Send us a message')
    const send = form.getByRole('button', { name: 'Send Message' })
    await expect.poll(() => send.isEnabled()).toBe(true)
    const id = `${Date.now().toString(36)}${process.pid}`
    await form.getByLabel('Name', { exact: true }).fill('Robin Phone')
    await form.getByLabel('Email', { exact: true }).fill(`robin.phone.${id}@example.com`)
    await form.getByLabel('Subject', { exact: true }).fill(`Sent from a phone (${id})`)
    await form.getByLabel('Message', { exact: true }).fill('Which documents do I need?')
    await send.click()

    await expectShown(notifications(page).getByText('Message Sent', { exact: true }))
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('')
    await expectFitsWidth(page)
  })

  it.each(['/help', '/faq'])('%s with no FAQ matching the search fits and passes axe', async (path) => {
    const page = await phonePage()
    await openPage(page, path)
    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Legal', exact: true })
      .click()
    await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('zebra crossing')

    await expectShown(page.getByRole('main').getByText('No FAQs found', { exact: true }))
    await expectFitsAndAccessible(page)
  })

  it('/news a video in its dialog: only the player controls take clicks, the page is locked, axe passes', async () => {
    const page = await phonePage()
    await serveNews(page)
    await openNewsFromHome(page)
    const video = NEWS.videos[0]!
    await page.getByRole('main').getByRole('button', { name: video.title }).click()
    const opened = dialog(page, video.title)
    await expectShown(opened)

    const frame = opened.locator('iframe')
    await frame.waitFor()
    const box = await frame.boundingBox()
    if (!box) throw new Error('the player has no box')
    const hit = (y: number) =>
      page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [box.x + box.width / 2, y])
    expect(await hit(box.y + 10)).toBe('DIV')
    expect(await hit(box.y + box.height - 85)).toBe('DIV')
    expect(await hit(box.y + box.height - 75)).toBe('IFRAME')
    expect(await hit(box.y + box.height - 5)).toBe('IFRAME')
    expect(await opened.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(800)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await expectFitsAndAccessible(page)
  })

  it('/news an article in its dialog passes axe, and a tap beside it closes it', async () => {
    const page = await phonePage()
    await serveNews(page)
    await openNewsFromHome(page)
    const article = NEWS.articles[0]!
    const button = page.getByRole('main').getByRole('button', { name: article.title })
    await button.click()
    const opened = dialog(page, article.title)
    await expectShown(opened)
    await expectFitsAndAccessible(page)

    // The dialog is 2rem narrower than the screen: (3, 3) is the backdrop.
    await page.mouse.click(3, 3)
    await opened.waitFor({ state: 'hidden' })
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('/news with no news says so, fits and passes axe', async () => {
    const page = await phonePage()
    await serveNews(page, { videos: [], articles: [], updates: [] })
    await openNewsFromHome(page)

    await expectShown(page.getByText('No news found. Please check back later.'))
    await expectFitsAndAccessible(page)
  })

  it('/affiliate-training with a script and a hashtag copied fits and passes axe', async () => {
    const page = await phonePage(undefined, { permissions: ['clipboard-read', 'clipboard-write'] })
    await openPage(page, '/affiliate-training')
    const script = sampleScripts(await contentFigures())[0]!
    await page.getByRole('button', { name: `Copy ${script.title} script`, exact: true }).click()
    await expectShown(page.getByRole('button', { name: `Copied ${script.title} script`, exact: true }))
    const hashtag = AFFILIATE_HASHTAGS[2]
    await page.getByRole('button', { name: hashtag, exact: true }).click()

    await expect.poll(() => page.getByRole('status').innerText()).toContain(`Copied ${hashtag}`)
    await expectFitsAndAccessible(page)
  })
})

/** Someone living in Washington, so Washington's law is the only state law in play. */
const WA_PERSON = {
  firstName: 'Sam',
  lastName: 'Okafor',
  dateOfBirth: '1982-07-04',
  phone: '(206) 555-0147',
  address: '400 Pine Street',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98101',
} as const

/** Second-degree theft in Washington long finished (a class C felony): ELIGIBLE. */
const WA_THEFT_2008: ConvictionAnswers = {
  convictionDate: '2008-03-15',
  charges: 'Theft in the second degree, RCW 9A.56.040 (class C felony)',
  courtName: 'King County Superior Court',
  sentence: '2 years of probation',
  supervisionEndDate: '2010-03-15',
}

function yearsAgo(years: number): string {
  const date = new Date()
  date.setFullYear(date.getFullYear() - years)
  return date.toISOString().slice(0, 10)
}

/** The same felony three years ago, off probation a year ago: NOT_ELIGIBLE until the wait ends. */
const WA_THEFT_RECENT: ConvictionAnswers = {
  ...WA_THEFT_2008,
  convictionDate: yearsAgo(3),
  supervisionEndDate: yearsAgo(1),
}

/** A theft whose degree the charges do not give: MANUAL_REVIEW. */
const WA_THEFT_UNGRADED: ConvictionAnswers = {
  ...WA_THEFT_2008,
  charges: 'Theft, King County cause no. 08-1-01234-5 SEA',
}

/** What the person would answer to each question the engine may ask about WA_THEFT_UNGRADED. */
const TRUE_ANSWERS: Partial<Record<OpenQuestion['field'], { yesNo: 'Yes' | 'No' } | { text: string }>> = {
  'offense.felony': { yesNo: 'Yes' },
  'offense.maxSentenceYears': { text: '5' },
  'offense.violent': { yesNo: 'No' },
  'offense.weapon': { yesNo: 'No' },
  'offense.domesticRelationship': { yesNo: 'No' },
  'offense.drugDistribution': { yesNo: 'No' },
  'offense.drugPossession': { yesNo: 'No' },
  'offense.sexOffense': { yesNo: 'No' },
  'offense.sexOffenseRegistration': { yesNo: 'No' },
  'offense.burglary': { yesNo: 'No' },
  disposition: { text: 'CONVICTION' },
  supervisionCompleted: { yesNo: 'Yes' },
  supervisionEndDate: { text: '2010-03-15' },
  priorConvictions: { yesNo: 'No' },
}

/** Steps 1 and 2 of a wizard for WA_PERSON, then the check: returns the verdict the server gave. */
async function checkInWizard(
  page: Page,
  wizard: '/start/state' | '/start/federal',
  conviction: ConvictionAnswers,
  answerFacts: (page: Page) => Promise<void>,
): Promise<{ questions: OpenQuestion[] }> {
  await openPage(page, wizard)
  await fillPersonalInfo(page, WA_PERSON)
  await forwardTo(page, 'Next', 2)
  if (wizard === '/start/state') {
    await page.getByLabel('State of conviction').selectOption('WA')
  } else {
    await page.getByLabel('Type of conviction').selectOption('STATE')
    await page.getByLabel('State where the court sat (optional)').selectOption('WA')
  }
  await fillConviction(page, conviction)
  await answerFacts(page)
  const response = page.waitForResponse((r) => r.url().endsWith('/api/eligibility'))
  await forwardTo(page, 'Check Eligibility', 3)
  return (await (await response).json()) as { questions: OpenQuestion[] }
}

/** The verdict fits and passes axe with its full reasoning closed, and again open. */
async function expectScannableVerdict(page: Page, heading: string) {
  await expectShown(page.getByRole('heading', { level: 3, name: heading }))
  await expectShown(page.getByRole('heading', { name: 'Citations' }))
  await expectFitsAndAccessible(page)
  await page.getByText('Why: our full reasoning', { exact: true }).click()
  await expectShown(page.getByText(/This is general legal information/))
  await expectFitsAndAccessible(page)
}

describe('the verdict at step 3 at 375 px', () => {
  it('eligible (an old theft felony in Washington) fits and passes axe, reasoning closed and open', async () => {
    const page = await phonePage()
    await checkInWizard(page, '/start/state', WA_THEFT_2008, answerNonviolentFelony)
    await expectScannableVerdict(page, 'You appear eligible for restoration!')
  })

  it('not eligible yet (the same felony three years ago) fits and passes axe, reasoning closed and open', async () => {
    const page = await phonePage()
    await checkInWizard(page, '/start/federal', WA_THEFT_RECENT, answerNonviolentFelony)
    await expectScannableVerdict(page, 'Eligibility concerns identified')
  })

  it('in review (a theft of unknown degree) fits and passes axe, its questions answered and re-checked', async () => {
    const page = await phonePage()
    const result = await checkInWizard(page, '/start/state', WA_THEFT_UNGRADED, async (p) => {
      for (const question of [
        /violence/,
        /weapon/,
        /spouse or partner/,
        /selling/,
        /own use/,
        /sex offender/,
      ]) {
        await answer(p, question, 'No')
      }
      await answer(p, 'How did the case end?', 'Found or pleaded guilty (a conviction)')
    })
    await expectScannableVerdict(page, 'Manual review required')

    for (const question of result.questions) {
      const truth = TRUE_ANSWERS[question.field]
      expect(truth, `an answer to "${question.text}" (${question.field})`).toBeDefined()
      if (!truth) continue
      if ('yesNo' in truth) {
        await page
          .getByRole('group', { name: question.text })
          .getByLabel(truth.yesNo, { exact: true })
          .check()
      } else if (question.answer === 'CHOICE') {
        await page.getByLabel(question.text, { exact: true }).selectOption(truth.text)
      } else {
        await page.getByLabel(question.text, { exact: true }).fill(truth.text)
      }
    }
    await expectFitsAndAccessible(page)
    await page.getByRole('button', { name: 'Re-check' }).click()

    await expectShown(page.getByRole('heading', { level: 3, name: 'You appear eligible for restoration!' }))
    await expectFitsAndAccessible(page)
  })
})

describe("a customer's pages at 375 px", () => {
  it('checkout warns before another package than the recommended one, fits and passes axe', async () => {
    const page = await phonePage('customer')
    await openPage(page, `/checkout?case=${fixture.eligibleCaseId}`)
    const other = PACKAGE_NAMES[fixture.eligiblePackage === 'BUNDLE' ? 'FEDERAL' : 'BUNDLE']
    const packages = page.getByRole('group', { name: 'Choose the package for this case' })
    await packages.getByLabel(new RegExp(`^${other}`)).check()

    const recommended = PACKAGE_NAMES[fixture.eligiblePackage]
    await expectShown(
      page.getByText(`Our eligibility check recommends the ${recommended} package for your case.`),
    )
    expect(await page.getByRole('button', { name: `Switch to ${other}` }).isDisabled()).toBe(true)
    await expectFitsAndAccessible(page)
  })

  it('credit repair: the items found in an uploaded report, two checked with reasons, fit and pass axe', async () => {
    const page = await phonePage('customer')
    await openPage(page, '/credit-repair')
    const upload = region(page, 'Upload a credit report')
    await upload.getByLabel('Bureau of the report').selectOption({ label: 'Equifax' })
    await upload
      .getByLabel('Credit report (PDF)')
      .setInputFiles(
        await textPdf('equifax.pdf', [
          'ACME BANK Account XXXX4321 30 days late 2024-03',
          'MIDLAND CREDIT Acct 123456789012 Collection',
          'GOOD CARD Account 9876 Pays as agreed',
        ]),
      )
    await upload.getByRole('button', { name: 'Upload report' }).click()
    const candidates = region(page, 'Items found in your Equifax report')
    await candidates.getByRole('checkbox', { name: /^ACME BANK ending in 4321/ }).check()
    await candidates
      .getByLabel('Why you dispute ACME BANK ending in 4321')
      .selectOption({ label: DISPUTE_REASON_DETAILS.WRONG_PAYMENT_HISTORY.label })
    await candidates.getByRole('checkbox', { name: /^MIDLAND CREDIT ending in 9012/ }).check()
    await candidates
      .getByLabel('Why you dispute MIDLAND CREDIT ending in 9012')
      .selectOption({ label: DISPUTE_REASON_DETAILS.NOT_MINE.label })

    expect(await candidates.getByRole('checkbox', { checked: true }).count()).toBe(2)
    await expectFitsAndAccessible(page)
  })
})

/** The admin's case page of `caseId`, its documents listed. */
async function openAdminCase(page: Page, caseId: string) {
  await openBackOffice(page, `/admin/cases/${caseId}`)
  await expectShown(
    page.getByRole('heading', { level: 1, name: `Case #${caseId.slice(0, 8).toUpperCase()}` }),
  )
}

describe('the back office at 375 px', () => {
  it('/affiliate-management shows the affiliates and recent payouts as cards that fit', async () => {
    const page = await phonePage('admin')
    await openBackOffice(page, '/affiliate-management')
    const affiliates = region(page, 'Affiliates')

    await expectShown(affiliates.getByText(fixture.affiliateCode, { exact: true }))
    await expectShown(affiliates.getByText('Not Connected'))
    // The payouts' cards, or the note of a database without payouts.
    await expectShown(region(page, 'Recent payouts').locator('table, ul, p'))
    expect(await affiliates.getByRole('table').isVisible()).toBe(false)
    await expectFitsWidth(page)
  })

  it('/affiliate-management the Run payouts confirmation fits and passes axe', async () => {
    const page = await phonePage('admin')
    await openBackOffice(page, '/affiliate-management')
    await page.getByRole('button', { name: 'Run Payouts' }).click()
    const confirm = dialog(page, 'Run payouts now?')

    await expectShown(confirm)
    await expectFitsAndAccessible(page)
    // Closed without paying: Pay now would pay every affiliate who is due.
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'hidden' })
    expect(await confirm.count()).toBe(0)
  })

  it('/admin/cases shows a search result as a card with its status and customer', async () => {
    const page = await phonePage('admin')
    const number = fixture.paidCaseId.slice(0, 8).toUpperCase()
    await openBackOffice(page, `/admin/cases?q=${number}`)
    const results = region(page, 'Results')

    await expectShown(results.getByText('Cases 1–1 of 1'))
    await expectShown(results.getByText(caseStatusName(fixture.paidCaseStatus)))
    await expectShown(results.getByText(`${fixture.person.firstName} ${fixture.person.lastName}`))
    await expectFitsWidth(page)
  })

  it('/admin/cases/:id the ID photo in its viewer fits and passes axe', async () => {
    const page = await phonePage('admin')
    await openAdminCase(page, fixture.paidCaseId)
    await region(page, 'Documents')
      .getByRole('button', { name: /^View Government-issued photo ID/ })
      .click()

    await expectShown(dialog(page, 'Government-issued photo ID').getByRole('img'))
    await page.waitForFunction(
      () => (document.querySelector('dialog[open] img') as HTMLImageElement | null)?.naturalWidth === 1200,
    )
    await expectFitsAndAccessible(page)
  })

  it('/admin/cases/:id a document request without its reason shows the message, fits and passes axe', async () => {
    const page = await phonePage('admin')
    await openAdminCase(page, fixture.paidCaseId)
    await region(page, 'Actions').getByRole('button', { name: 'Request a document' }).click()
    const request = dialog(page, 'Request a document')
    await request.getByLabel('Checklist item').selectOption({ label: 'Proof of residence' })
    await request.getByRole('button', { name: 'Send request' }).click()

    await expectShown(request.getByText('Tell the customer why it is needed'))
    await expectFitsAndAccessible(page)
  })

  it('/admin/cases/:id the decision of a submitted case, filled in, fits and passes axe', async () => {
    const page = await phonePage('admin')
    await openAdminCase(page, fixture.submittedCaseId)
    await region(page, 'Actions').getByRole('button', { name: 'Record decision' }).click()
    const decision = dialog(page, 'Record the decision')
    await decision.getByLabel('Granted').check()
    await decision
      .getByLabel('Decision letter')
      .setInputFiles(await documentPdf('decision-letter.pdf', 'Your rights are restored'))
    await decision.getByLabel('Note (optional)').fill('Relief granted by the Attorney General.')

    expect(await decision.getByLabel('Granted').isChecked()).toBe(true)
    await expectFitsAndAccessible(page)
  })

  it('/inbox shows the list first, then the conversation alone with a Back link to the list', async () => {
    const page = await phonePage('admin')
    const { search, subject } = fixture.conversation
    await openBackOffice(page, `/inbox?q=${search}`)
    const list = page.getByRole('region', { name: 'Conversations' })
    await list.getByRole('link', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) }).click()

    await expectShown(page.getByRole('heading', { level: 2, name: subject }))
    expect(await list.isVisible()).toBe(false)
    await expectShown(page.getByRole('button', { name: 'Send reply' }))
    await expectFitsAndAccessible(page)

    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await expectShown(list.getByRole('link', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) }))
  })

  it('/admin/seo says what the OpenAI key adds when LLM suggestions are asked for, fits and passes axe', async () => {
    const page = await phonePage('admin')
    await openBackOffice(page, '/admin/seo')
    await expectShown(page.getByText(SEO_TEXTS.keyRequiredBadge, { exact: true }))
    await expectShown(page.getByRole('definition').filter({ hasText: 'Missing' }))
    // The checkbox is drawn over by its styled box.
    await page.getByRole('checkbox', { name: 'Include LLM suggestions' }).click({ force: true })

    await expectShown(notifications(page).getByText(SEO_TEXTS.keyMissingTitle))
    await expectShown(notifications(page).getByText(SEO_TEXTS.keyMissing))
    expect(await page.getByRole('checkbox', { name: 'Include LLM suggestions' }).isChecked()).toBe(false)
    await expectShown(page.getByRole('article', { name: '/faq', exact: true }))
    await expectFitsAndAccessible(page)
  })

  it('/admin/settings a refused deposit and the confirmation of another fit and pass axe (nothing saved)', async () => {
    const page = await phonePage('admin')
    await openBackOffice(page, '/admin/settings')
    const payments = region(page, 'Payments & deposit')
    const deposit = payments.getByLabel('Deposit (percent of the package price)', { exact: true })

    await deposit.fill('0')
    await payments.getByRole('button', { name: 'Review changes' }).click()
    await expectShown(payments.getByText('Deposit must be between 1 and 100%', { exact: true }))
    await expectFitsAndAccessible(page)

    await deposit.fill('25')
    await payments.getByRole('button', { name: 'Review changes' }).click()
    const confirm = dialog(page, 'Save changes to Payments & deposit?')
    await confirm.getByRole('button', { name: 'Save changes' }).and(page.locator(':enabled')).waitFor()
    await expectShown(confirm.getByText('25%', { exact: true }))
    await expectFitsAndAccessible(page)
    // The settings are every spec's: cancelled, never saved.
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    expect(await confirm.count()).toBe(0)
  })

  it('/social-dashboard every tab, a wide image picked in Create Post, fits and passes axe', async () => {
    const page = await phonePage('admin')
    await openBackOffice(page, '/social-dashboard')
    for (const tab of ['Post Queue', 'Create Post', 'Analytics']) {
      await page.getByRole('tab', { name: tab }).click()
      await expectShown(page.getByRole('tabpanel', { name: tab }))
      if (tab === 'Create Post') {
        // Picking an image uploads it; nothing is scheduled.
        await page.getByLabel('Upload an image', { exact: true }).setInputFiles({
          name: 'wide.png',
          mimeType: 'image/png',
          buffer: solidPng(1600, 900, [30, 90, 160]),
        })
        const preview = page.getByRole('img', { name: 'Preview of the uploaded image' })
        await expect.poll(() => naturalWidth(preview)).toBeGreaterThan(0)
      }
      await page.waitForLoadState('networkidle')
      await expectFitsAndAccessible(page)
    }
  })
})

/** The width the browser decoded an image at: 0 until it has loaded. */
function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth).catch(() => 0)
}

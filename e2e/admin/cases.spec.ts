import nodemailer from 'nodemailer'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { caseStatusName } from '#shared/domain/case-status.ts'
import { buyViaApi, getJson } from '../checkout.ts'
import {
  allowConsoleErrors,
  baseURL,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import { documentPdf, fd258Pdf, ridgePhoto, type FilePayload } from '../fulfilment-files.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

const ORIGIN = { Origin: baseURL }

type ActivityEntry = { actor: string; action: string; label: string }

/** Uploads a file as the customer of `context` the way the case page does, and names what it is. */
async function uploadDocumentViaApi(
  context: BrowserContext,
  caseId: string,
  kind: string,
  file: FilePayload,
) {
  const slot = await context.request.post('/api/objects/upload', { data: { caseId }, headers: ORIGIN })
  expect(slot.status(), await slot.text()).toBe(200)
  const { uploadURL, objectId, uploadHeaders } = (await slot.json()) as {
    uploadURL: string
    objectId: string
    uploadHeaders: Record<string, string>
  }
  const put = await context.request.put(uploadURL, {
    data: file.buffer,
    headers: { ...ORIGIN, ...uploadHeaders, 'Content-Type': file.mimeType },
  })
  expect(put.status(), await put.text()).toBe(200)
  const registered = await context.request.post(`/api/case/${caseId}/documents`, {
    data: { objectId, kind, filename: file.name },
    headers: ORIGIN,
  })
  expect(registered.status(), await registered.text()).toBe(201)
}

/** A new customer's paid federal case with a judgment (PDF) and an ID (photo) uploaded. */
async function paidCaseWithDocuments(context: BrowserContext) {
  const customer = await signUpCustomer(context)
  const caseId = await createCaseViaApi(context, federalCaseInput({ state: 'OH' }))
  await buyViaApi(context, {
    product: 'FEDERAL',
    caseId,
    fullName: `${customer.firstName} ${customer.lastName}`,
  })
  await uploadDocumentViaApi(
    context,
    caseId,
    'CERTIFIED_JUDGMENT',
    await documentPdf('judgment.pdf', 'Judgment in a Criminal Case'),
  )
  await uploadDocumentViaApi(context, caseId, 'GOVERNMENT_ID', {
    ...(await ridgePhoto()),
    name: 'id-card.jpg',
  })
  return { customer, caseId, caseNumber: caseId.slice(0, 8).toUpperCase() }
}

/** Signs the injected admin in on the back office's own form. */
async function signInOnAdminForm(page: Page) {
  const admin = inject('admin')
  await page.getByLabel('E-mail', { exact: true }).fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

/** Waits for the success toast titled `title`. */
async function expectToast(page: Page, title: string) {
  await notifications(page).getByText(title, { exact: true }).waitFor()
}

/** The open modal dialog named `name`. */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

describe('staff case screens', () => {
  const browser = useBrowser()

  it('an admin finds a paid case, requests, reviews, moves it and records the decision the customer then sees', async () => {
    const customerContext = await browser.newContext(DESKTOP)
    const { customer, caseId, caseNumber } = await paidCaseWithDocuments(customerContext)

    const page = await browser.newPage(DESKTOP)
    await page.goto('/admin/cases')
    // Signed out: the sign-in form, and back to the cases afterwards.
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor()
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await signInOnAdminForm(page)
    await page.waitForURL((url) => url.pathname === '/admin/cases')
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor()

    // Search by the case number: one result, its customer and its status in words.
    await page.getByLabel('Search by case number, name or e-mail').fill(caseNumber)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === caseNumber)
    const results = page.getByRole('region', { name: 'Results' })
    await results.getByText('Cases 1–1 of 1').waitFor()
    const link = results.getByRole('link', { name: `Case #${caseNumber}` })
    await link.waitFor()
    const { status } = await getJson<{ status: string }>(customerContext, `/api/case/${caseId}`)
    await results.getByText(caseStatusName(status)).filter({ visible: true }).first().waitFor()
    await results
      .getByText(`${customer.firstName} ${customer.lastName}`)
      .filter({ visible: true })
      .first()
      .waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)

    // A filter is kept in the address with the search.
    await page.getByLabel('Package').selectOption({ label: 'Federal Restoration' })
    await page.waitForURL((url) => url.searchParams.get('package') === 'FEDERAL')
    expect(new URL(page.url()).searchParams.get('q')).toBe(caseNumber)
    await link.click()

    await page.waitForURL((url) => url.pathname === `/admin/cases/${caseId}`)
    await page.getByRole('heading', { level: 1, name: `Case #${caseNumber}` }).waitFor()
    const answers = page.getByRole('region', { name: 'Answers' })
    await answers.getByText('Wire fraud, 18 U.S.C. § 1343').waitFor()
    await answers.getByText('Type of conviction').waitFor()
    await page
      .getByRole('region', { name: 'Eligibility verdict' })
      .getByText('You appear eligible for restoration!')
      .waitFor()
    const documents = page.getByRole('region', { name: 'Documents' })
    await documents.getByText('judgment.pdf').waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)

    // The ID photo shows inline in the viewer.
    await documents.getByRole('button', { name: /^View Government-issued photo ID/ }).click()
    const viewer = dialog(page, 'Government-issued photo ID')
    const photo = viewer.getByRole('img')
    await photo.waitFor()
    await page.waitForFunction(
      () => (document.querySelector('dialog[open] img') as HTMLImageElement | null)?.naturalWidth === 1200,
    )
    await expectNoAxeViolations(page)
    await viewer.getByRole('button', { name: 'Close' }).click()

    // Request a document with a reason: e-mailed, and listed among the case's requests.
    await page
      .getByRole('region', { name: 'Actions' })
      .getByRole('button', { name: 'Request a document' })
      .click()
    const request = dialog(page, 'Request a document')
    await request.getByLabel('Checklist item').selectOption({ label: 'Proof of residence' })
    expect(await request.getByLabel('Document', { exact: true }).inputValue()).toBe('Proof of residence')
    await request.getByRole('button', { name: 'Send request' }).click()
    await request.getByText('Tell the customer why it is needed').waitFor()
    await expectNoAxeViolations(page)
    await request.getByLabel('Reason').fill('The filing office needs proof of your current address.')
    await request.getByRole('button', { name: 'Send request' }).click()
    await expectToast(page, 'Document requested')
    const checklist = page.getByRole('region', { name: 'Checklist and requests' })
    await checklist.getByText('The filing office needs proof of your current address.').waitFor()

    // Accept the judgment; reject the ID photo with a reason.
    await documents.getByRole('button', { name: /^Accept Certified copy of the judgment/ }).click()
    await dialog(page, 'Accept this document').getByRole('button', { name: 'Accept', exact: true }).click()
    await expectToast(page, 'Accepted')
    await documents.getByRole('listitem').filter({ hasText: 'judgment.pdf' }).getByText('Accepted').waitFor()
    await documents.getByRole('button', { name: /^Reject Government-issued photo ID/ }).click()
    const reject = dialog(page, 'Reject this document')
    await reject.getByLabel('Reason').fill('The photo is cut off: send the whole card, front and back.')
    await reject.getByRole('button', { name: 'Reject', exact: true }).click()
    await expectToast(page, 'Rejected')
    await documents.getByText('The photo is cut off: send the whole card, front and back.').waitFor()

    // The decision waits for a submitted case; staff move it there by hand, with a reason.
    const actions = page.getByRole('region', { name: 'Actions' })
    expect(await actions.getByRole('button', { name: 'Record decision' }).isDisabled()).toBe(true)
    await actions.getByRole('button', { name: 'Move status' }).click()
    const move = dialog(page, 'Move status')
    await move.getByLabel('New status').selectOption({ label: 'Submitted' })
    await move.getByLabel('Reason').fill('Filed by mail on the customer’s behalf.')
    await move.getByRole('button', { name: 'Move status' }).click()
    await expectToast(page, 'Status changed')
    await page.getByRole('main').getByText('Submitted', { exact: true }).first().waitFor()

    await actions.getByRole('button', { name: 'Record decision' }).click()
    const decision = dialog(page, 'Record the decision')
    await decision.getByLabel('Granted').check()
    await decision
      .getByLabel('Decision letter')
      .setInputFiles(await documentPdf('decision-letter.pdf', 'Your rights are restored'))
    await decision.getByLabel('Note (optional)').fill('Relief granted by the Attorney General.')
    await expectNoAxeViolations(page)
    await decision.getByRole('button', { name: 'Record decision' }).click()
    await expectToast(page, 'Decision recorded')
    const recorded = page.getByRole('region', { name: 'Decision', exact: true })
    await recorded.getByText(/^Granted on /).waitFor()
    await recorded.getByRole('link', { name: 'Download the decision letter' }).waitFor()
    await page
      .getByRole('region', { name: 'Activity' })
      .getByText(/decision/i)
      .first()
      .waitFor()

    // The customer's own case shows the decision, and its activity the staff's actions.
    const detail = await getJson<{ status: string; decision: { outcome: string } | null }>(
      customerContext,
      `/api/case/${caseId}`,
    )
    expect(detail.status).toBe('DECISION')
    expect(detail.decision?.outcome).toBe('GRANTED')
    const { entries } = await getJson<{ entries: ActivityEntry[] }>(
      customerContext,
      `/api/case/${caseId}/activity`,
    )
    const staffEntries = entries.filter((entry) => entry.actor === 'ADMIN').map((entry) => entry.label)
    expect(staffEntries.join('\n')).toMatch(/decision/i)
    expect(staffEntries.length).toBeGreaterThanOrEqual(4)

    // Signing out ends the admin session: the back office asks to sign in again.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor()
    await page.goto(`/admin/cases/${caseId}`)
    await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('returnTo') !== null)
  })

  it('fingerprint e-mail no check proves is held on the case until staff release it', async () => {
    const customerContext = await browser.newContext(DESKTOP)
    const { customer, caseId, caseNumber } = await paidCaseWithDocuments(customerContext)
    const { emailAlias } = await getJson<{ emailAlias: string }>(
      customerContext,
      `/api/case/${caseId}/fingerprint-qr`,
    )
    // Sent from this machine in the customer's name: nothing proves the customer's domain sent it.
    const card = await fd258Pdf()
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: inject('inboundSmtpPort'),
      secure: false,
      ignoreTLS: true,
    })
    try {
      await transport.sendMail({
        from: customer.email,
        replyTo: 'collector@elsewhere.example',
        to: emailAlias,
        subject: `My card for case ${caseNumber}`,
        attachments: [{ filename: card.name, content: card.buffer, contentType: card.mimeType }],
      })
    } finally {
      transport.close()
    }

    const context = await browser.newContext(DESKTOP)
    await signInAs(context, 'admin')
    const page = await context.newPage()
    await page.goto(`/admin/cases/${caseId}`)
    await page.getByRole('heading', { level: 1, name: `Case #${caseNumber}` }).waitFor()
    const mail = page.getByRole('region', { name: 'E-mail to the fingerprint address' })
    const held = mail.getByRole('listitem').filter({ hasText: `My card for case ${caseNumber}` })
    await held.getByText('Held for review', { exact: true }).waitFor()
    await held.getByText('Sender not verified', { exact: true }).waitFor()
    await held.getByText(/^SPF: .+ · DKIM: .+ · DMARC: .+$/).waitFor()
    await held.getByText(card.name, { exact: false }).waitFor()
    const fingerprints = page.getByRole('region', { name: 'Fingerprints' })
    await fingerprints.getByText('No fingerprints yet.').waitFor()
    await expectNoAxeViolations(page)

    await held.getByRole('button', { name: /^Release into the case: / }).click()
    const release = dialog(page, 'Release this e-mail into the case')
    await release
      .getByText(`The checks did not prove it came from ${customer.email}.`, { exact: false })
      .waitFor()
    await release.getByRole('button', { name: 'Release into the case' }).click()
    await expectToast(page, 'E-mail released into the case')
    await held.getByText('Released into the case', { exact: true }).waitFor()
    await held.getByText(/^Released by /).waitFor()
    await fingerprints.getByText(card.name).waitFor()

    // The files reached the case as the admin's.
    const { entries } = await getJson<{ entries: ActivityEntry[] }>(
      customerContext,
      `/api/case/${caseId}/activity`,
    )
    expect(entries.find((entry) => entry.label.startsWith('Fingerprints received'))?.actor).toBe('ADMIN')
  })

  it('a signed-out visit is sent to sign in and back to the page it asked for', async () => {
    const context = await browser.newContext(DESKTOP)
    const customerContext = await browser.newContext(DESKTOP)
    const { caseId } = await paidCaseWithDocuments(customerContext)
    const page = await context.newPage()
    await page.goto(`/admin/cases/${caseId}?from=mail`)
    await page.waitForURL((url) => url.pathname === '/admin')
    await signInOnAdminForm(page)
    await page.waitForURL((url) => url.pathname === `/admin/cases/${caseId}`)
    const judgment = page.getByRole('region', { name: 'Documents' }).getByText('judgment.pdf')
    await judgment.waitFor()
    expect(await judgment.isVisible()).toBe(true)
    expect(new URL(page.url()).searchParams.get('from')).toBe('mail')
  })

  it('a not-eligible staff review of a case paid before the review refunds it in full', async () => {
    const customerContext = await browser.newContext(DESKTOP)
    const customer = await signUpCustomer(customerContext)
    // A battery whose violence and victim are unknown: the check cannot settle it (MANUAL_REVIEW).
    const input = federalCaseInput({ state: 'OH' })
    input.convictionInfo.charges = 'Battery'
    Object.assign(input.convictionInfo.facts ?? {}, {
      offenseLevel: 'UNKNOWN',
      violent: 'UNKNOWN',
      domesticRelationship: 'UNKNOWN',
    })
    const caseId = await createCaseViaApi(customerContext, input)
    await buyViaApi(customerContext, {
      product: 'FEDERAL',
      caseId,
      fullName: `${customer.firstName} ${customer.lastName}`,
    })

    const page = await browser.newPage(DESKTOP)
    await page.goto('/admin/cases?needsReview=true')
    await signInOnAdminForm(page)
    await page.waitForURL((url) => url.pathname === '/admin/cases')
    await page.goto(`/admin/cases/${caseId}`)
    await page.getByRole('button', { name: 'Record eligibility review' }).click()
    const review = dialog(page, 'Record an eligibility review')
    await review.getByLabel('Not eligible').check()
    await review.getByText(/refunds everything the customer paid, in full/).waitFor()
    await review
      .getByLabel('Reason')
      .fill('The battery was against a former partner: barred under § 922(g)(9).')
    await expectNoAxeViolations(page)
    await review.getByRole('button', { name: 'Record review' }).click()
    await expectToast(page, 'Review recorded')
    await page
      .getByRole('region', { name: 'Staff reviews' })
      .getByText('Not eligible', { exact: true })
      .waitFor()
    // The order's status (a 'Refunded' amount is listed under it too).
    const refunded = page
      .getByRole('region', { name: 'Orders' })
      .getByText('Refunded', { exact: true })
      .first()
    await refunded.waitFor()
    expect(await refunded.isVisible()).toBe(true)
  })

  it('a wrong password shows the server’s message on the form', async () => {
    const page = await browser.newPage(DESKTOP)
    allowConsoleErrors(page.context(), /401 .*at \/api\/admin\/login\)/)
    await page.goto('/admin')
    await page.getByLabel('E-mail', { exact: true }).fill(inject('admin').email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: /./ }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin')
  })

  it('a signed-in customer sees Access Denied, not the cases', async () => {
    const context = await browser.newContext(DESKTOP)
    await signInAs(context, 'customer')
    const page = await context.newPage()
    let listed = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/cases') listed += 1
    })
    await page.goto('/admin/cases')
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor()
    await page.getByText('You need admin privileges to access this area.', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'Return to Home' }).waitFor()
    expect(listed).toBe(0)
  })
})

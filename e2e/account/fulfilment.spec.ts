import { buffer } from 'node:stream/consumers'
import { request, type Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { OutboxMessageSchema } from '#shared/contracts/outbox.contract.ts'
import { uploadsClosedReason } from '#shared/domain/case-status.ts'
import { buyViaApi, getJson } from '../checkout.ts'
import {
  allowConsoleErrors,
  baseURL,
  DESKTOP,
  expectNoAxeViolations,
  hasHorizontalScroll,
  openPage,
  otherAddressURL,
  PHONE,
  signInAs,
  signUpCustomer,
  useBrowser,
} from '../fixtures.ts'
import {
  CARD_NUMBERS,
  documentPdf,
  fd258Pdf,
  pdfText,
  programRenamedPdf,
  ridgePhoto,
  type FilePayload,
} from '../fulfilment-files.ts'
import { PERSON, createCaseViaApi, federalCaseInput } from '../wizard.ts'

type ChecklistItem = { code: string; label: string; metBy: string; isRequired: boolean; state: string }

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

/** The badge of the case page's header: the status with its first underscore as a space. */
async function expectStatus(page: Page, label: string) {
  await page.getByRole('main').getByText(label, { exact: true }).first().waitFor({ timeout: 20_000 })
}

/** Chooses files in the case page's document uploader, names each, and uploads them. */
async function uploadDocuments(page: Page, files: { file: FilePayload; kindLabel: string }[]) {
  const card = page.getByRole('region', { name: 'Document Status' })
  await card.getByLabel(/^Choose documents/).setInputFiles(files.map(({ file }) => file))
  for (const { file, kindLabel } of files) {
    await card
      .getByRole('listitem')
      .filter({ hasText: file.name })
      .getByLabel('What is this document?')
      .selectOption({ label: kindLabel })
  }
  await card.getByRole('button', { name: 'Upload documents' }).click()
}

// The customer at desktop width, the QR code's link on a phone, as it is used. Axe and the phone
// layout of these pages run once per width in e2e/public/accessibility.spec.ts; axe runs here on
// the states the journey's own uploads reach.
describe('fulfilment', () => {
  const browser = useBrowser()

  // The whole journey in one test: about a minute on a quiet machine, more on a busy one.
  // The customer opened the site at another address than the public one (decision 056): every
  // upload still goes through, and the QR code's link uses the public address.
  it('a paid case goes from documents and fingerprints by QR link to a granted decision and its packet', async () => {
    const context = await browser.newContext(DESKTOP, otherAddressURL)
    allowConsoleErrors(context, /400 .*at \/api\/case\/[^/]+\/documents\)/)
    const customer = await signUpCustomer(context)
    const fullName = `${customer.firstName} ${customer.lastName}`
    // An Ohio resident's finished federal conviction: ELIGIBLE for the federal package.
    const caseId = await createCaseViaApi(context, federalCaseInput({ state: 'OH' }))
    await buyViaApi(context, { product: 'FEDERAL', caseId, fullName })
    const page = await context.newPage()

    // The paid case waits for its documents; the tracker does not call them complete because the
    // signed agreement exists.
    await openPage(page, `/case/${caseId}`)
    await expectStatus(page, 'Documents pending')
    const tracker = page.getByRole('main').getByRole('list').first().getByRole('listitem')
    expect(await tracker.nth(1).innerText()).toMatch(/Documents\s+In Progress/)
    const summary = page.getByRole('region', { name: 'Case Summary' })
    expect(await summary.getByText('Federal', { exact: true }).count()).toBeGreaterThan(0)
    expect(await hasHorizontalScroll(page)).toBe(false)

    const { items } = await getJson<{ items: ChecklistItem[] }>(context, `/api/case/${caseId}/checklist`)
    const required = items.filter((item) => item.isRequired && item.metBy === 'DOCUMENT')
    expect(required.length).toBeGreaterThan(0)
    const [first, ...others] = required
    if (!first) throw new Error('no required document')

    // One batch with a program renamed .pdf: refused with its issues; the good file goes in.
    const good = await documentPdf('first-document.pdf', first.label)
    await uploadDocuments(page, [
      { file: programRenamedPdf(), kindLabel: 'Other document' },
      { file: good, kindLabel: first.label },
    ])
    const refused = page.getByRole('listitem').filter({ hasText: 'court-order.pdf' })
    await refused.getByText('Document validation failed', { exact: true }).waitFor()
    expect(await refused.getByRole('alert').getByRole('listitem').count()).toBeGreaterThan(0)
    await notifications(page).getByText('1 file(s) uploaded successfully.', { exact: true }).waitFor()

    // The rest of the required documents, up to 5 at a time: the case moves to fingerprints.
    for (let start = 0; start < others.length; start += 5) {
      const batch = others.slice(start, start + 5)
      await uploadDocuments(
        page,
        await Promise.all(
          batch.map(async (item, index) => ({
            file: await documentPdf(`document-${start + index + 2}.pdf`, item.label),
            kindLabel: item.label,
          })),
        ),
      )
      await notifications(page)
        .getByText(`${batch.length} file(s) uploaded successfully.`, { exact: true })
        .waitFor()
    }
    await expectStatus(page, 'Fingerprints pending')
    expect(await tracker.nth(1).innerText()).toMatch(/Documents\s+Complete/)
    await page.getByRole('heading', { name: 'Upload your fingerprints' }).waitFor()

    // Mobile Upload: the QR code image of the signed link and the fp- address.
    const qrImage = page.getByRole('img', { name: /QR code that opens the fingerprint upload page/ })
    await qrImage.waitFor()
    expect(await qrImage.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    const qr = await getJson<{ qrCodeDataUrl: string; emailAlias: string; uploadUrl: string }>(
      context,
      `/api/case/${caseId}/fingerprint-qr`,
    )
    expect(qr.emailAlias).toMatch(new RegExp(`^fp-${caseId}@`))
    await page.getByText(qr.emailAlias, { exact: true }).waitFor()
    expect(qr.uploadUrl.startsWith(`${baseURL}/fingerprints/${caseId}?token=`)).toBe(true)
    await expectNoAxeViolations(page)
    expect(await hasHorizontalScroll(page)).toBe(false)

    // The QR's link on a phone, signed in to nothing.
    const phone = await browser.newContext(PHONE)
    const upload = await phone.newPage()
    await openPage(upload, qr.uploadUrl)
    await upload.getByRole('heading', { level: 1, name: 'Upload your fingerprints' }).waitFor()
    await upload.getByText(`Case #${caseId.slice(0, 8).toUpperCase()}`, { exact: true }).waitFor()
    await upload.getByText(qr.emailAlias, { exact: true }).waitFor()
    expect(await hasHorizontalScroll(upload)).toBe(false)
    await upload
      .getByLabel(/^Take a photo or choose files/)
      .setInputFiles([await fd258Pdf(), await ridgePhoto()])
    await upload.getByRole('button', { name: 'Upload fingerprints' }).click()
    await notifications(upload).getByText('2 file(s) processed successfully.', { exact: true }).waitFor()
    const results = upload.getByRole('region', { name: 'Results' })
    const card = results.getByRole('listitem').filter({ hasText: 'fd-258-card.pdf' })
    await card.getByText('FD-258 fingerprint card', { exact: true }).waitFor()
    await card.getByText(CARD_NUMBERS.tcn, { exact: true }).waitFor()
    await card.getByText(CARD_NUMBERS.ori, { exact: true }).waitFor()
    await results.getByRole('listitem').filter({ hasText: 'right-thumb.jpg' }).waitFor()
    expect(await hasHorizontalScroll(upload)).toBe(false)

    // A valid fingerprint, the ID fee paid and the order paid in full: ready to send.
    await page.reload()
    await expectStatus(page, 'Ready to send')
    await page.getByRole('tab', { name: 'Fingerprints' }).click()
    const fingerprints = page.getByRole('tabpanel', { name: 'Fingerprints' })
    await fingerprints.getByText('FD-258 fingerprint card', { exact: true }).waitFor()
    await fingerprints.getByText(CARD_NUMBERS.tcn, { exact: true }).waitFor()
    await fingerprints.getByText('Upload link', { exact: false }).first().waitFor()
    await page.getByRole('tab', { name: 'Activity' }).click()
    await page.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem').first().waitFor()

    await page.getByRole('button', { name: 'Submit Case' }).click()
    // It asks first: what is sent, and that it cannot be undone.
    const confirm = page.getByRole('dialog', { name: 'Submit your case?' })
    await confirm.getByText('cannot be undone').waitFor()
    await confirm.getByRole('button', { name: 'Yes, submit my case' }).click()
    await notifications(page)
      .getByText('Your case has been submitted successfully!', { exact: true })
      .waitFor()
    await expectStatus(page, 'Submitted')

    // The QR's link closes with the case: the phone says why, in words (decision 060).
    allowConsoleErrors(phone, /409 .*at \/api\/fp\/case\//)
    await openPage(upload, qr.uploadUrl)
    await upload.getByRole('heading', { level: 1, name: 'Uploads Closed' }).waitFor()
    await upload.getByText(uploadsClosedReason('SUBMITTED') ?? '', { exact: true }).waitFor()
    expect(await upload.getByRole('button', { name: 'Upload fingerprints' }).count()).toBe(0)

    // Staff record the authority's decision.
    const admin = await request.newContext({ baseURL })
    try {
      await signInAs(admin, 'admin')
      const decided = await admin.post(`/api/admin/cases/${caseId}/decision`, {
        data: { outcome: 'GRANTED', decidedOn: new Date().toISOString().slice(0, 10) },
        headers: { Origin: baseURL },
      })
      expect(decided.status(), await decided.text()).toBe(200)

      await page.reload()
      await page.getByRole('heading', { name: 'Decision: Granted' }).waitFor()
      await expectStatus(page, 'Decision')
      await expectNoAxeViolations(page)

      const outbox = await admin.get('/api/admin/outbox?limit=200')
      const { messages } = (await outbox.json()) as { messages: unknown[] }
      const mail = messages
        .map((message) => OutboxMessageSchema.parse(message))
        .find((message) => message.to === customer.email && /granted/i.test(message.subject))
      expect(mail, 'the decision e-mail to the customer').toBeDefined()
    } finally {
      await admin.dispose()
    }

    // The packet: cover letter, form data, checklist and the signed agreement.
    const packetLink = page.getByRole('link', { name: 'Download Packet' })
    const href = (await packetLink.getAttribute('href')) ?? ''
    expect(href).toBe(`/api/case/${caseId}/packet`)
    const packet = await context.request.get(href)
    expect(packet.status()).toBe(200)
    expect(packet.headers()['content-type']).toContain('application/pdf')
    const text = await pdfText(await packet.body())
    expect(text).toContain('Dear Sir or Madam:')
    expect(text).toContain(`${PERSON.firstName} ${PERSON.lastName}`)
    expect(text).toContain('Attachment checklist')
    expect(text).toContain(`${first.label}: Received`)
    expect(text).toContain('How and where to file')
    expect(text).toContain('Your signed service agreement')
    expect(text).toContain(`Signed electronically by (typed name): ${fullName}`)

    // The grant brings the first-purchase kit: the card's button downloads it.
    const [kit] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the first-purchase kit' }).click(),
    ])
    expect(kit.suggestedFilename()).toMatch(/-first-purchase-kit-.+\.pdf$/)
    const kitText = (await pdfText(await buffer(await kit.createReadStream()))).replace(/\s+/g, ' ')
    expect(kitText).toContain(`First-purchase kit Prepared by`)
    expect(kitText).toContain(`for ${PERSON.firstName} ${PERSON.lastName}`)
    expect(kitText).toContain('Apply to the FBI Voluntary Appeal File (VAF) for a UPIN')
    expect(kitText).toContain('If a background check delays or denies you')
  }, 240_000)

  it("the upload page refuses a forged token, and a link without a case, with 'Invalid Upload Link'", async () => {
    const owner = await browser.newContext()
    await signUpCustomer(owner)
    const caseId = await createCaseViaApi(owner, federalCaseInput({ state: 'OH' }))
    const page = await (await browser.newContext()).newPage()
    allowConsoleErrors(page.context(), /404 .*at \/api\/fp\/case\//)

    for (const path of [`/fingerprints/${caseId}?token=forged.token`, '/fingerprints']) {
      await openPage(page, path)
      await page.getByRole('heading', { level: 1, name: 'Invalid Upload Link' }).waitFor()
      await page.getByText('This upload link is not valid.', { exact: true }).waitFor()
      expect(await page.getByRole('button', { name: 'Upload fingerprints' }).count()).toBe(0)
    }
    expect(await hasHorizontalScroll(page)).toBe(false)
  })
})

import { crc32, deflateSync } from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseURL } from './fixtures.ts'

const ORIGIN = { Origin: baseURL }

/** The sandbox's test cards (DECISIONS §3), as a customer types them. */
export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const

/** An expiry, CVC and ZIP that the sandbox accepts with any test card. */
export const CARD_DETAILS = { expiry: '12 / 30', cvc: '123', zip: '25301' } as const

/**
 * A real PNG of one colour (signature, IHDR, IDAT, IEND), made here so no binary fixture is
 * committed; the sandbox ID check reads its size from these bytes.
 */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The two photos of the sandbox ID check: 300×300 pixels, above its minimum size. */
export const PHOTOS = {
  document: { name: 'id-card.png', mimeType: 'image/png', buffer: solidPng(300, 300, [40, 90, 160]) },
  selfie: { name: 'selfie.png', mimeType: 'image/png', buffer: solidPng(300, 300, [200, 150, 120]) },
} as const

/** Fills the sandbox card form and presses its Pay button. */
export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number', { exact: true }).fill(number)
  await page.getByLabel('Expiry (MM / YY)', { exact: true }).fill(CARD_DETAILS.expiry)
  await page.getByLabel('CVC', { exact: true }).fill(CARD_DETAILS.cvc)
  await page.getByLabel('ZIP code', { exact: true }).fill(CARD_DETAILS.zip)
  await page.getByRole('button', { name: /^Pay \$/ }).click()
}

/**
 * Brings checkout to its agreement stage as a customer would: skips the ID check when asked, and
 * ticks the § 925(c) acknowledgement when checkout shows it (decision 049).
 */
export async function acknowledgeFederalReliefIfAsked(page: Page) {
  // The stage's heading and the acknowledgement come in the same render, once the case is loaded.
  await skipIdCheckIfAsked(page)
  const federalRelief = page.getByRole('region', { name: 'Before you pay: federal relief' })
  if (await federalRelief.count()) await federalRelief.getByRole('checkbox').check()
}

/**
 * Checkout asks a customer whose identity is not verified how they prove it (decision 056): this
 * one skips the online check and takes the manual ID fee. A verified customer is not asked.
 */
export async function skipIdCheckIfAsked(page: Page) {
  const skip = page.getByRole('link', { name: /^Skip Verification/ })
  const stage = page.getByRole('heading', { name: 'Service agreement', exact: true })
  await skip.or(stage).first().waitFor()
  if (await skip.count()) await skip.click()
  await stage.waitFor()
}

/**
 * Ticks the agreement box, types the name and signs: the payment stage opens. A package resting on
 * § 925(c) relief asks for its acknowledgement first (decision 049); it is ticked as a customer would.
 */
export async function signAgreement(page: Page, fullName: string) {
  await acknowledgeFederalReliefIfAsked(page)
  await page.getByRole('region', { name: 'Service agreement text' }).waitFor()
  await page.getByLabel(/^I have read and agree to the Service Agreement/).check()
  await page.getByLabel('Type your full legal name to sign', { exact: true }).fill(fullName)
  await page.getByRole('button', { name: 'Sign and continue to payment' }).click()
  await page.getByLabel('Card number', { exact: true }).waitFor()
}

async function postJson(context: BrowserContext, path: string, data: unknown, status = 200) {
  const response = await context.request.post(path, { data, headers: ORIGIN })
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status)
  return (await response.json()) as Record<string, unknown>
}

export async function getJson<T = Record<string, unknown>>(
  context: BrowserContext,
  path: string,
): Promise<T> {
  const response = await context.request.get(path)
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

/**
 * Makes a case payable with `product` as its customer would on the case page
 * (docs/decisions/021-case-follows-verdict.md): acknowledges the review of a MANUAL_REVIEW verdict
 * and confirms the warning for a package other than the recommended one.
 */
export async function prepareCaseViaApi(context: BrowserContext, caseId: string, product: string) {
  const detail = await getJson<{
    packageCode: string
    eligibility: { verdict: string }
    reviewAcknowledgement: unknown
  }>(context, `/api/case/${caseId}`)
  if (detail.eligibility.verdict === 'MANUAL_REVIEW' && !detail.reviewAcknowledgement) {
    await postJson(context, `/api/case/${caseId}/review-acknowledgement`, { isAccepted: true })
  }
  if (detail.packageCode !== product) {
    await postJson(context, `/api/case/${caseId}/package`, { packageCode: product, isWarningConfirmed: true })
  }
  const ready = await getJson<{ checkoutRefusal: string | null }>(context, `/api/case/${caseId}`)
  expect(ready.checkoutRefusal).toBeNull()
}

/**
 * Signs the service agreement for a payable case through the API, as checkout's agreement stage
 * does (with the manual ID fee when the customer's ID is not verified). Returns the signature id.
 */
export async function signAgreementViaApi(
  context: BrowserContext,
  { product, caseId, fullName }: { product: string; caseId: string; fullName: string },
): Promise<string> {
  const summary = await getJson<{ isIdentityVerified: boolean }>(
    context,
    `/api/checkout/summary?product=${product}`,
  )
  const signature = await postJson(
    context,
    '/api/agreements',
    { product, caseId, fullName, agreed: true, idBypass: !summary.isIdentityVerified },
    201,
  )
  return String(signature.signatureId)
}

/**
 * Buys a product for a case the way the pages do, through the API: makes the case payable, signs
 * the agreement that states what is charged, opens the order and pays it with the approved card.
 * Returns the order id.
 */
export async function buyViaApi(
  context: BrowserContext,
  {
    product,
    caseId,
    fullName,
    plan = 'FULL',
  }: { product: string; caseId: string; fullName: string; plan?: 'FULL' | 'DEPOSIT' },
): Promise<string> {
  await prepareCaseViaApi(context, caseId, product)
  const signatureId = await signAgreementViaApi(context, { product, caseId, fullName })
  const session = await postJson(context, '/api/checkout/create', {
    product,
    caseId,
    signatureId,
    paymentPlan: plan,
    // Ticked on the page when the package rests on § 925(c) relief (decision 049); ignored otherwise.
    acknowledgesFederalRelief: true,
  })
  const result = await postJson(context, '/api/payments/sandbox/confirm', {
    clientSecret: session.clientSecret,
    card: { number: CARDS.approved, ...CARD_DETAILS },
  })
  expect(result.status).toBe('succeeded')
  return String(session.orderId)
}

/** The signed-in user's id (the order and case lists are per user). */
export async function currentUserId(context: BrowserContext): Promise<string> {
  return (await getJson<{ id: string }>(context, '/api/auth/user')).id
}

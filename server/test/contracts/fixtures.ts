import { eq } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { affiliates, conversations, fingerprints, newsFeeds } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { prepareCaseForCheckout } from '#server/modules/orders/orders.test-support.ts'
import type { TestApp } from '#server/test/build-test-app.ts'
import { UPLOAD_FIELDS } from '#shared/contracts/fingerprints.contract.ts'
import type { OwnedResource } from '#shared/domain/access.ts'
import type { UploadBody } from './uploads.ts'

/** A signed-in account of the world; the cookie is renewed when a sign-out route ends its session. */
export type Account = { cookie: string; userId: string; email: string; password: string }

/**
 * The world the generated suites act in: a customer who owns one of every kind of record, another
 * customer, and an admin, built through the API as a person would (docs/decisions/018-generated-contract-suites.md).
 */
export type ContractWorld = {
  owner: Account
  other: Account
  admin: Account
  /** The owner's record of each kind, as the field naming it carries it (a payment by its client secret). */
  owned: Record<OwnedResource, string>
  /** Real ids for path parameters that name no customer's record, by contract path. */
  params: Record<string, Record<string, string>>
  /** Query values that let a caller in (an upload link's token), by contract path. */
  queries: Record<string, Record<string, string>>
  /** A valid upload for each route marked `upload` that needs one of its own, by contract path. */
  uploads: Record<string, UploadBody>
}

let addressCounter = 0

/**
 * A fresh client address from the documentation range (RFC 5737) for each call, so the per-address
 * limits never throttle the suites' own requests.
 */
export function freshAddress(): string {
  addressCounter += 1
  return `203.0.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`
}

async function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`fixture: ${what} answered ${res.statusCode} ${res.body}`)
  return res.json() as Record<string, unknown>
}

/** Signs the account in again if a sign-out route of the suite ended its session. */
export async function keepSignedIn(t: TestApp, account: Account): Promise<void> {
  const res = await t.injectAs(account.cookie, { method: 'GET', url: '/api/auth/user' })
  if (res.statusCode === 401) account.cookie = await t.signIn(account.email, account.password)
}

/** Builds the owner's case, signed agreement, order, payment, identity check and the admin's records. */
export async function buildContractWorld(t: TestApp): Promise<ContractWorld> {
  const owner = await t.signUp()
  const other = await t.signUp()
  const admin = await t.createAdmin()
  const as = (cookie: string, options: InjectOptions) =>
    t.injectAs(cookie, { remoteAddress: freshAddress(), ...options })

  const created = await expectStatus(
    await as(owner.cookie, { method: 'POST', url: '/api/cases', payload: federalWizardInput() }),
    201,
    'POST /api/cases',
  )
  const caseId = String(created.id)
  await prepareCaseForCheckout((options) => as(owner.cookie, options), caseId, 'FEDERAL')
  const signed = await expectStatus(
    await as(owner.cookie, {
      method: 'POST',
      url: '/api/agreements',
      payload: { product: 'FEDERAL', caseId, fullName: 'Casey Customer', agreed: true, idBypass: true },
    }),
    201,
    'POST /api/agreements',
  )
  const checkout = await expectStatus(
    await as(owner.cookie, {
      method: 'POST',
      url: '/api/checkout/create',
      payload: { product: 'FEDERAL', caseId, signatureId: signed.signatureId },
    }),
    200,
    'POST /api/checkout/create',
  )
  const identity = await expectStatus(
    await as(owner.cookie, { method: 'POST', url: '/api/identity/start', payload: { caseId } }),
    201,
    'POST /api/identity/start',
  )

  const news = await expectStatus(
    await as(admin.cookie, {
      method: 'POST',
      url: '/api/admin/news',
      payload: {
        source: 'ARTICLE',
        title: 'Contract suites fixture',
        outlet: 'Fixture Times',
        url: 'https://news.example.com/fixture',
        publishedAt: '2024-01-02',
      },
    }),
    201,
    'POST /api/admin/news',
  )
  await expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshAddress(),
      payload: {
        name: 'Fixture Visitor',
        email: 'visitor@example.com',
        subject: 'A question',
        message: 'How long does it take?',
      },
    }),
    200,
    'POST /api/contact',
  )
  const [conversation] = await t.db.db.select({ id: conversations.id }).from(conversations).limit(1)

  // The case paid, as payment would leave it: only then does it take uploads, so the upload routes
  // read the bodies the suites send them (docs/decisions/060-upload-checks-round-3.md).
  await t.app.services.cases.advanceOnPayment(caseId, t.db.db)

  // A fingerprint photo of the owner's case, and a signed upload link for it.
  const photo = new Uint8Array(
    await sharp({ create: { width: 400, height: 400, channels: 3, background: '#f4f4f0' } })
      .png()
      .toBuffer(),
  )
  await t.app.services.fingerprints.ingestFingerprintFiles({
    caseId,
    source: 'CASE_PAGE',
    files: [{ filename: 'prints.png', contentType: 'image/png', bytes: photo }],
  })
  const [fingerprint] = await t.db.db
    .select({ id: fingerprints.id })
    .from(fingerprints)
    .where(eq(fingerprints.caseId, caseId))
    .limit(1)
  const uploadLink = t.app.services.fingerprints.createFingerprintUploadToken(caseId, new Date())
  // A one-time upload address of the owner's, to PUT a document's bytes to.
  const slot = await expectStatus(
    await as(owner.cookie, { method: 'POST', url: '/api/objects/upload', payload: { caseId } }),
    200,
    'POST /api/objects/upload',
  )
  const slotToken = new URL(String(slot.uploadURL), 'http://localhost').searchParams.get('token') ?? ''
  // Inserted directly: adding a feed through the API would have the news job fetch it from the network.
  const [feed] = await t.db.db
    .insert(newsFeeds)
    .values({ url: 'https://feeds.example.com/fixture.xml', title: 'Fixture feed' })
    .returning({ id: newsFeeds.id })

  // The owner is an affiliate too: their code names their figures.
  const affiliate = await expectStatus(
    await as(owner.cookie, {
      method: 'POST',
      url: '/api/affiliate/signup',
      payload: { name: 'Casey Customer', email: owner.user.email },
    }),
    200,
    'POST /api/affiliate/signup',
  )
  const affiliateCode = String((affiliate.affiliate as { code: string }).code)
  const [affiliateRow] = await t.db.db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.code, affiliateCode))

  const adminUser = await expectStatus(
    await t.injectAs(admin.cookie, { method: 'GET', url: '/api/auth/user' }),
    200,
    'GET /api/auth/user',
  )
  const adminUserId = String(adminUser.id)
  const newsItemId = String((news.item as { id: string }).id)
  return {
    owner: { cookie: owner.cookie, userId: owner.user.id, email: owner.user.email, password: owner.password },
    other: { cookie: other.cookie, userId: other.user.id, email: other.user.email, password: other.password },
    admin: { cookie: admin.cookie, userId: adminUserId, email: admin.email, password: admin.password },
    owned: {
      user: owner.user.id,
      case: caseId,
      order: String(checkout.orderId),
      document: String(signed.documentId),
      signature: String(signed.signatureId),
      payment: String(checkout.clientSecret),
      identitySession: String(identity.sessionId),
      fingerprint: fingerprint!.id,
      affiliate: affiliateCode,
    },
    params: {
      '/api/admin/news/:id': { id: newsItemId },
      // Read only: the people actions keep a random id (404), so no suite disables or demotes the world.
      '/api/admin/people/:id': { id: owner.user.id },
      '/api/admin/news/feeds/:id': { id: feed!.id },
      '/api/admin/conversations/:id/messages': { id: conversation!.id },
      '/api/admin/conversations/:id/close': { id: conversation!.id },
      '/api/admin/conversations/:id/reopen': { id: conversation!.id },
      '/api/admin/conversations/:id/read': { id: conversation!.id },
      '/api/admin/conversations/:id/contact': { id: conversation!.id },
      '/api/admin/conversations/:id/assign': { id: conversation!.id },
      '/api/admin/orders/:id/refund': { id: String(checkout.orderId) },
      '/api/admin/fingerprints/:id/review': { id: fingerprint!.id },
      '/api/fp/case/:caseId': { caseId },
      '/api/admin/affiliates/:id/status': { id: affiliateRow!.id },
      '/api/admin/affiliates/:id/adjustments': { id: affiliateRow!.id },
      '/api/objects/upload/:objectId': { objectId: String(slot.objectId) },
    },
    queries: {
      // The upload itself with the link's token: whoever holds the link may upload. The badge
      // route gets no token, so only the owner's session (or an admin's) opens it.
      '/api/fp/upload': { token: uploadLink.token },
      '/api/objects/upload/:objectId': { token: slotToken },
      '/api/admin/affiliates/1099.csv': { year: '2026' },
    },
    uploads: {
      '/api/fp/upload': {
        kind: 'multipart',
        fields: { [UPLOAD_FIELDS.caseId]: caseId },
        files: [
          { field: UPLOAD_FIELDS.files, filename: 'prints.png', contentType: 'image/png', bytes: photo },
        ],
      },
      '/api/objects/upload/:objectId': { kind: 'raw', contentType: 'image/png', bytes: photo },
    },
  }
}

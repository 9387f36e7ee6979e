import { and, eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEntries,
  conversations,
  fingerprints,
  inboundMessages,
  outboxMessages,
} from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { fd258Pdf } from '#server/modules/fingerprints/test-files.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { createInboundMailServer, type InboundMailServer } from './index.ts'
import { dkimKey, LOOPBACK_SPF, TEST_LIMITS, zoneResolver } from './test-mail.ts'

// Who may speak for a customer by e-mail (docs/decisions/058-inbound-mail-authentication.md). The
// customers' domain, example.com, lets 127.0.0.1 send for it (SPF) and publishes a DKIM key; mail
// from 127.0.0.2 with the same From is what a forger sends. relay.example publishes a key too, for
// a signature that is valid but speaks for another domain.

const MAIL_DOMAIN = 'rightsrestore.test'
const customerKey = dkimKey('example.com')
const relayKey = dkimKey('relay.example')
const resolver = zoneResolver({
  'example.com': { TXT: LOOPBACK_SPF },
  ...customerKey.zone,
  ...relayKey.zone,
})

let t: TestApp
let server: InboundMailServer
let port: number
let caseId: string
let customer: { email: string; id: string }
let staff: { cookie: string }

beforeAll(async () => {
  t = await buildTestApp({ MAIL_DOMAIN, SUPPORT_EMAIL: 'support@company.example' })
  server = createInboundMailServer({
    host: '127.0.0.1',
    port: 0,
    maxMessageBytes: 512 * 1024,
    name: MAIL_DOMAIN,
    service: t.app.services.inboundMail,
    rateLimits: t.app.services.rateLimits,
    limits: TEST_LIMITS,
    log: t.app.log,
    resolver,
  })
  ;({ port } = await server.listen())
  const signedUp = await t.signUp()
  customer = { email: signedUp.user.email, id: signedUp.user.id }
  const res = await t.injectAs(signedUp.cookie, {
    method: 'POST',
    url: '/api/cases',
    payload: federalWizardInput(),
  })
  caseId = res.json().id
  staff = await t.createAdmin()
})

afterAll(async () => {
  await server.close()
  await t.close()
})

type Mail = Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0]

/** Sends over SMTP from a loopback address (127.0.0.1 passes example.com's SPF), signed if asked. */
async function send(
  mail: Mail,
  { from = '127.0.0.1', dkim }: { from?: string; dkim?: ReturnType<typeof dkimKey>['signing'] } = {},
) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    localAddress: from,
    ...(dkim ? { dkim } : {}),
  })
  try {
    return await transport.sendMail(mail)
  } finally {
    transport.close()
  }
}

const FORGER = '127.0.0.2'

async function conversationWithSubject(subject: string) {
  const [row] = await t.db.db.select().from(conversations).where(eq(conversations.subject, subject))
  expect(row).toBeDefined()
  return row!
}

async function staffThread(conversationId: string) {
  const res = await t.injectAs(staff.cookie, {
    method: 'GET',
    url: `/api/admin/conversations/${conversationId}/messages`,
  })
  expect(res.statusCode).toBe(200)
  return res.json()
}

async function caseMail() {
  const res = await t.injectAs(staff.cookie, {
    method: 'GET',
    url: `/api/admin/cases/${caseId}/inbound-mail`,
  })
  expect(res.statusCode).toBe(200)
  return res.json().messages as Array<Record<string, unknown> & { id: string; subject: string }>
}

const outboxTo = (address: string) =>
  t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address))

/** Our answers to the message with this subject (the customer also has their sign-up mail). */
const answersTo = async (address: string, subject: string) =>
  (await outboxTo(address)).filter((mail) => mail.subject === `Re: ${subject}`)

const caseFingerprints = () => t.db.db.select().from(fingerprints).where(eq(fingerprints.caseId, caseId))

describe('mail to support@ in the name of a customer', () => {
  it('is not linked to the account or case when no check proves the sender, and staff see why', async () => {
    await send(
      { from: customer.email, to: `support@${MAIL_DOMAIN}`, subject: 'Change my address', text: 'Forged' },
      { from: FORGER },
    )
    const conversation = await conversationWithSubject('Change my address')
    expect(conversation).toMatchObject({ userId: null, caseId: null, isSenderVerified: false })

    const thread = await staffThread(conversation.id)
    expect(thread.conversation).toMatchObject({ isSenderVerified: false, userId: null, caseId: null })
    expect(thread.messages[0].mailChecks).toEqual({
      spf: 'fail',
      dkim: 'none',
      dmarc: 'none',
      isSenderVerified: false,
    })
    // The contact panel still finds the account that has the address, as "by e-mail" only.
    const contact = await t.injectAs(staff.cookie, {
      method: 'GET',
      url: `/api/admin/conversations/${conversation.id}/contact`,
    })
    expect(contact.json().customer).toMatchObject({ id: customer.id, linkedBy: 'EMAIL' })
  })

  it("is linked to the customer's account and only case when SPF passes for the From domain", async () => {
    await send({
      from: customer.email,
      to: `support@${MAIL_DOMAIN}`,
      subject: 'Genuine question',
      text: 'Hello',
    })
    const conversation = await conversationWithSubject('Genuine question')
    expect(conversation).toMatchObject({ userId: customer.id, caseId, isSenderVerified: true })
    const thread = await staffThread(conversation.id)
    expect(thread.messages[0].mailChecks).toMatchObject({ spf: 'pass', isSenderVerified: true })
  })

  it("is linked when a DKIM signature of the From's domain passes, though SPF does not", async () => {
    await send(
      {
        from: customer.email,
        to: `support@${MAIL_DOMAIN}`,
        envelope: { from: 'bounces@relay.example', to: `support@${MAIL_DOMAIN}` },
        subject: 'Sent through a forwarder',
        text: 'Signed',
      },
      { from: FORGER, dkim: customerKey.signing },
    )
    const conversation = await conversationWithSubject('Sent through a forwarder')
    expect(conversation).toMatchObject({ userId: customer.id, isSenderVerified: true })
    const thread = await staffThread(conversation.id)
    expect(thread.messages[0].mailChecks).toMatchObject({ dkim: 'pass', isSenderVerified: true })
  })

  it('is not linked when the only valid signature is of another domain', async () => {
    await send(
      {
        from: customer.email,
        to: `support@${MAIL_DOMAIN}`,
        envelope: { from: 'bounces@relay.example', to: `support@${MAIL_DOMAIN}` },
        subject: 'Signed by someone else',
        text: 'Signed by the relay',
      },
      { from: FORGER, dkim: relayKey.signing },
    )
    const conversation = await conversationWithSubject('Signed by someone else')
    expect(conversation).toMatchObject({ userId: null, caseId: null, isSenderVerified: false })
  })

  it("does not join the customer's linked conversation by its subject", async () => {
    await send(
      { from: customer.email, to: `support@${MAIL_DOMAIN}`, subject: 'Re: Genuine question', text: 'Forged' },
      { from: FORGER },
    )
    const rows = await t.db.db
      .select()
      .from(conversations)
      .where(eq(conversations.subject, 'Genuine question'))
    const linked = rows.find((row) => row.userId === customer.id)
    const thread = await staffThread(linked!.id)
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(['Hello'])
    expect(rows.find((row) => row.userId === null)).toMatchObject({ isSenderVerified: false })
  })
})

describe('mail to fp-{caseId}@ that no check proves', () => {
  async function sendForgedCard(subject: string) {
    const pdf = await fd258Pdf({ ori: 'CA0194200', tcn: 'E2025031400999' })
    await send(
      {
        from: customer.email,
        replyTo: 'collector@attacker.example',
        to: `fp-${caseId}@${MAIL_DOMAIN}`,
        subject,
        text: 'My card',
        attachments: [{ filename: 'card.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
      },
      { from: FORGER },
    )
  }

  it('is held for staff: nothing reaches the case and no reply goes out', async () => {
    await sendForgedCard('Held card')
    expect(await caseFingerprints()).toHaveLength(0)
    expect(await outboxTo('collector@attacker.example')).toHaveLength(0)
    expect(await answersTo(customer.email, 'Held card')).toHaveLength(0)
    const [held] = (await caseMail()).filter((m) => m.subject === 'Held card')
    expect(held).toMatchObject({
      fromAddress: customer.email,
      status: 'HELD',
      checks: { spf: 'fail', dkim: 'none', dmarc: 'none', isSenderVerified: false },
      files: [{ filename: 'card.pdf', sizeBytes: expect.any(Number) }],
      reviewedBy: null,
    })
  })

  it('is released into the case by staff, through the usual checks, recorded as theirs', async () => {
    const [held] = (await caseMail()).filter((m) => m.subject === 'Held card')
    const released = await t.injectAs(staff.cookie, {
      method: 'POST',
      url: `/api/admin/inbound-mail/${held!.id}/release`,
    })
    expect(released.statusCode).toBe(200)
    expect(released.json().message).toMatchObject({
      status: 'RELEASED',
      reviewedBy: { name: 'Ada Admin' },
      files: [{ filename: 'card.pdf', valid: true }],
    })

    expect(await caseFingerprints()).toMatchObject([
      { source: 'EMAIL', type: 'FD258_CARD', tcn: 'E2025031400999', valid: true },
    ])
    const [entry] = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.caseId, caseId), eq(auditEntries.action, 'FINGERPRINT_RECEIVED')))
    expect(entry).toMatchObject({ actor: 'ADMIN', actorUserId: expect.any(String) })
    // The results go to the From address, never to a Reply-To no check vouched for.
    expect(await outboxTo('collector@attacker.example')).toHaveLength(0)
    const [reply] = await answersTo(customer.email, 'Held card')
    expect(reply?.textBody).toContain('card.pdf: accepted.')

    const again = await t.injectAs(staff.cookie, {
      method: 'POST',
      url: `/api/admin/inbound-mail/${held!.id}/release`,
    })
    expect(again.statusCode).toBe(409)
  })

  it('is rejected by staff: its files never reach the case', async () => {
    await sendForgedCard('Rejected card')
    const [held] = (await caseMail()).filter((m) => m.subject === 'Rejected card')
    const rejected = await t.injectAs(staff.cookie, {
      method: 'POST',
      url: `/api/admin/inbound-mail/${held!.id}/reject`,
    })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json().message).toMatchObject({ status: 'REJECTED' })
    const [row] = await t.db.db.select().from(inboundMessages).where(eq(inboundMessages.id, held!.id))
    expect(row).toMatchObject({ reviewStatus: 'REJECTED', heldStorageKey: null })
    expect(await caseFingerprints()).toHaveLength(1)
    const release = await t.injectAs(staff.cookie, {
      method: 'POST',
      url: `/api/admin/inbound-mail/${held!.id}/release`,
    })
    expect(release.statusCode).toBe(409)
  })

  it('is refused to a customer and to anyone signed out', async () => {
    const someone = await t.signUp()
    const listed = await t.injectAs(someone.cookie, {
      method: 'GET',
      url: `/api/admin/cases/${caseId}/inbound-mail`,
    })
    expect(listed.statusCode).toBe(403)
    const [held] = await caseMail()
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inbound-mail/${held!.id}/release`,
      headers: { origin: 'http://localhost:5000' },
    })
    expect(released.statusCode).toBe(401)
  })
})

describe('mail to fp-{caseId}@ from a proven sender', () => {
  it('is filed at once and answered at the Reply-To the sender chose', async () => {
    const pdf = await fd258Pdf({ ori: 'CA0194200', tcn: 'E2025031400777' })
    await send({
      from: customer.email,
      replyTo: 'prints-desk@example.com',
      to: `fp-${caseId}@${MAIL_DOMAIN}`,
      subject: 'Proven card',
      attachments: [{ filename: 'proven.pdf', content: Buffer.from(pdf) }],
    })
    expect((await caseFingerprints()).map((f) => f.tcn)).toContain('E2025031400777')
    expect(await outboxTo('prints-desk@example.com')).toHaveLength(1)
    const [filed] = (await caseMail()).filter((m) => m.subject === 'Proven card')
    expect(filed).toMatchObject({
      status: 'FILED',
      checks: { spf: 'pass', isSenderVerified: true },
      files: [{ filename: 'proven.pdf' }],
    })
  })
})

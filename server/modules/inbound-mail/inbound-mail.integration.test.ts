import { and, eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  conversationMessages,
  conversations,
  fingerprints,
  inboundMessages,
  outboxMessages,
} from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { fd258Pdf } from '#server/modules/fingerprints/test-files.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { createInboundMailServer, type InboundMailServer } from './index.ts'
import { LOOPBACK_SPF, TEST_LIMITS, zoneResolver } from './test-mail.ts'

// A real SMTP round trip (docs/decisions/027-inbound-mail.md): nodemailer talks to the product's
// own mail server on a free port. The senders' domains let the loopback address send for them (SPF),
// so their mail is proven (docs/decisions/058-inbound-mail-authentication.md); nothing else is in DNS.

const MAIL_DOMAIN = 'rightsrestore.test'
const MAX_MESSAGE_BYTES = 512 * 1024

let t: TestApp
let server: InboundMailServer
let port: number
let caseId: string
let customer: { email: string; cookie: string }

beforeAll(async () => {
  t = await buildTestApp({ MAIL_DOMAIN, SUPPORT_EMAIL: 'support@company.example' })
  server = createInboundMailServer({
    host: '127.0.0.1',
    port: 0,
    maxMessageBytes: MAX_MESSAGE_BYTES,
    name: MAIL_DOMAIN,
    service: t.app.services.inboundMail,
    rateLimits: t.app.services.rateLimits,
    limits: TEST_LIMITS,
    log: t.app.log,
    resolver: zoneResolver(
      Object.fromEntries(
        ['example.com', 'sender.example', 'fingerprints.example', 'people.example'].map((domain) => [
          domain,
          { TXT: LOOPBACK_SPF },
        ]),
      ),
    ),
  })
  ;({ port } = await server.listen())
  const signedUp = await t.signUp()
  customer = { email: signedUp.user.email, cookie: signedUp.cookie }
  const res = await t.injectAs(signedUp.cookie, {
    method: 'POST',
    url: '/api/cases',
    payload: federalWizardInput(),
  })
  caseId = res.json().id
})

afterAll(async () => {
  await server.close()
  await t.close()
})

type Mail = Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0]

async function send(mail: Mail) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
  try {
    return await transport.sendMail({ from: 'Pat Sender <pat@sender.example>', ...mail })
  } finally {
    transport.close()
  }
}

/** The SMTP reply code a refused send ended with. */
async function refusal(mail: Mail): Promise<number | undefined> {
  try {
    await send(mail)
  } catch (error) {
    return (error as { responseCode?: number }).responseCode
  }
  return undefined
}

const outboxTo = (address: string) =>
  t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address))

describe('mail to fp-{caseId}@ the mail domain', () => {
  it("stores an attached FD-258 card as the case's fingerprint and answers with the results", async () => {
    const pdf = await fd258Pdf({ ori: 'CA0194200', tcn: 'E2025031400123' })
    const sent = await send({
      to: `FP-${caseId.toUpperCase()}@${MAIL_DOMAIN}`,
      from: 'Print Shop <prints@fingerprints.example>',
      subject: 'Fingerprints',
      text: 'Here is the card.',
      attachments: [{ filename: 'card.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
    })
    expect(sent.accepted).toHaveLength(1)

    const stored = await t.db.db.select().from(fingerprints).where(eq(fingerprints.caseId, caseId))
    expect(stored).toMatchObject([
      { source: 'EMAIL', type: 'FD258_CARD', tcn: 'E2025031400123', ori: 'CA0194200', valid: true },
    ])
    const [reply] = await outboxTo('prints@fingerprints.example')
    expect(reply?.subject).toBe('Re: Fingerprints')
    expect(reply?.textBody).toContain(`case #${caseId.slice(0, 8).toUpperCase()}`)
    expect(reply?.textBody).toContain(
      'card.pdf: accepted. FD-258 fingerprint card, TCN E2025031400123, ORI CA0194200.',
    )

    const [recorded] = await t.db.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.messageId, sent.messageId.replace(/[<>]/g, '')))
    expect(recorded).toMatchObject({
      route: 'FINGERPRINTS',
      caseId,
      recipient: `fp-${caseId}@${MAIL_DOMAIN}`,
      fromAddress: 'prints@fingerprints.example',
      spf: 'pass',
      dkim: 'none',
      dmarc: 'none',
      isSenderVerified: true,
      outcome: {
        files: [{ filename: 'card.pdf', valid: true, type: 'FD258_CARD' }],
        skipped: 0,
        replied: true,
      },
    })
  })

  it('answers a message without attachments with how to send them', async () => {
    await send({
      to: `fp-${caseId}@${MAIL_DOMAIN}`,
      from: 'empty@sender.example',
      subject: 'Prints',
      text: 'Oops',
    })
    const [reply] = await outboxTo('empty@sender.example')
    expect(reply?.textBody).toContain('it had no attachments')
    expect(reply?.textBody).toContain(`fp-${caseId}@${MAIL_DOMAIN}`)
  })

  it('files a message delivered twice (same Message-ID) once', async () => {
    const pdf = await fd258Pdf({ ori: 'CA0194200' })
    const mail = {
      to: `fp-${caseId}@${MAIL_DOMAIN}`,
      from: 'twice@sender.example',
      subject: 'Again',
      messageId: '<twice-1@sender.example>',
      attachments: [{ filename: 'again.pdf', content: Buffer.from(pdf) }],
    }
    await send(mail)
    await send(mail)
    const rows = await t.db.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.messageId, 'twice-1@sender.example'))
    expect(rows).toHaveLength(1)
    expect(await outboxTo('twice@sender.example')).toHaveLength(1)
  })

  it('refuses an unknown case, another domain and an unknown mailbox at RCPT with 550', async () => {
    const unknownCase = '00000000-0000-4000-8000-000000000000'
    expect(await refusal({ to: `fp-${unknownCase}@${MAIL_DOMAIN}`, text: 'x' })).toBe(550)
    expect(await refusal({ to: `fp-${caseId}@elsewhere.example`, text: 'x' })).toBe(550)
    expect(await refusal({ to: `support@company.example`, text: 'x' })).toBe(550)
    expect(await refusal({ to: `postmaster@${MAIL_DOMAIN}`, text: 'x' })).toBe(550)
  })

  it('refuses a message over the size limit', async () => {
    const code = await refusal({
      to: `fp-${caseId}@${MAIL_DOMAIN}`,
      from: 'big@sender.example',
      text: 'big',
      attachments: [{ filename: 'big.pdf', content: Buffer.alloc(MAX_MESSAGE_BYTES + 1024, 1) }],
    })
    expect(code).toBe(552)
    expect(await outboxTo('big@sender.example')).toHaveLength(0)
  })
})

describe('mail to the support address at the mail domain', () => {
  it('opens an inbox conversation linked to the customer whose address sent it, and threads the reply', async () => {
    const first = await send({
      to: `support@${MAIL_DOMAIN}`,
      from: `Casey Customer <${customer.email.toUpperCase()}>`,
      subject: 'Question about my case',
      text: 'When will my documents be ready?',
    })
    const [conversation] = await t.db.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.customerEmail, customer.email), eq(conversations.source, 'EMAIL')))
    expect(conversation).toMatchObject({
      source: 'EMAIL',
      subject: 'Question about my case',
      status: 'OPEN',
      caseId,
      userId: expect.any(String),
    })
    const conversationId = conversation!.id

    // Staff answer from the inbox; the customer's answer to that names it in In-Reply-To.
    const admin = await t.createAdmin()
    await t.app.services.inbox.closeConversation(conversationId)
    const replied = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: '/api/inbox/send-email',
      payload: { to: customer.email, subject: 'Re: Question about my case', body: 'Soon.', conversationId },
    })
    expect(replied.statusCode).toBe(201)
    const [out] = await t.db.db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          eq(conversationMessages.direction, 'OUT'),
        ),
      )
    expect(out?.emailMessageId).toMatch(new RegExp(`@${MAIL_DOMAIN}$`))

    await send({
      to: `support@${MAIL_DOMAIN}`,
      from: customer.email,
      subject: 'RE: a different subject line',
      text: 'Thank you!',
      inReplyTo: `<${out!.emailMessageId}>`,
      references: [first.messageId, `<${out!.emailMessageId}>`],
    })
    const thread = await t.app.services.inbox.getConversation(conversationId)
    expect(thread.conversation.status).toBe('OPEN')
    expect(thread.messages.map((m) => [m.direction, m.body])).toEqual([
      ['IN', 'When will my documents be ready?'],
      ['OUT', 'Soon.'],
      ['IN', 'Thank you!'],
    ])
  })

  it('continues the open conversation with the same subject, and opens a new one for another', async () => {
    const from = 'visitor@people.example'
    await send({ to: `support@${MAIL_DOMAIN}`, from, subject: 'Pricing', text: 'How much?' })
    await send({ to: `support@${MAIL_DOMAIN}`, from, subject: 'Re: Pricing', text: 'And payment plans?' })
    await send({ to: `support@${MAIL_DOMAIN}`, from, subject: 'Refunds', text: 'Refund policy?' })
    const rows = await t.db.db.select().from(conversations).where(eq(conversations.customerEmail, from))
    expect(rows.map((r) => r.subject).sort()).toEqual(['Pricing', 'Refunds'])
    const pricing = await t.app.services.inbox.getConversation(rows.find((r) => r.subject === 'Pricing')!.id)
    expect(pricing.messages.map((m) => m.body)).toEqual(['How much?', 'And payment plans?'])
    expect(pricing.conversation).toMatchObject({ userId: null, caseId: null })
  })

  it("ignores mail from the product's own domain (its notices), so nothing loops", async () => {
    await send({
      to: `support@${MAIL_DOMAIN}`,
      from: `no-reply@${MAIL_DOMAIN}`,
      subject: 'Notice',
      text: 'x',
    })
    const rows = await t.db.db
      .select()
      .from(conversations)
      .where(eq(conversations.customerEmail, `no-reply@${MAIL_DOMAIN}`))
    expect(rows).toHaveLength(0)
  })

  it('files a message whose headers carry NUL and other control characters, without them', async () => {
    const sent = await send({
      to: `support@${MAIL_DOMAIN}`,
      from: 'Pat\u0000 Sender\u0007 <pat@sender.example>',
      subject: 'Pay\u0000ment\u001b question\twith a tab',
      text: 'Hidden characters',
    })
    expect(sent.accepted).toHaveLength(1)
    const [recorded] = await t.db.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.messageId, sent.messageId.replace(/[<>]/g, '')))
    expect(recorded?.subject).toBe('Payment question\twith a tab')
    const [conversation] = await t.db.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, recorded!.conversationId!))
    expect(conversation).toMatchObject({
      subject: 'Payment question with a tab',
      customerName: 'Pat Sender',
    })
  })

  it('files a message whose raw header bytes hold NUL and escape characters', async () => {
    const raw = [
      'From: "Raw\x00 Writer" <raw@sender.example>',
      `To: support@${MAIL_DOMAIN}`,
      'Subject: Raw\x00 subject\x1b[31m here',
      'Message-ID: <raw\x01-nul@sender.example>',
      'In-Reply-To: <elsewhere\x00@sender.example>',
      'Content-Type: text/plain',
      '',
      'Body',
      '',
    ].join('\r\n')
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
    try {
      const sent = await transport.sendMail({
        envelope: { from: 'raw@sender.example', to: [`support@${MAIL_DOMAIN}`] },
        raw,
      })
      expect(sent.accepted).toHaveLength(1)
    } finally {
      transport.close()
    }
    const [recorded] = await t.db.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.fromAddress, 'raw@sender.example'))
    expect(recorded).toMatchObject({ subject: 'Raw subject[31m here', messageId: 'raw-nul@sender.example' })
    const [conversation] = await t.db.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, recorded!.conversationId!))
    expect(conversation).toMatchObject({ subject: 'Raw subject[31m here', customerName: 'Raw Writer' })
  })

  it('answers fingerprint mail with a control character in its subject, without it', async () => {
    const sent = await send({
      to: `fp-${caseId}@${MAIL_DOMAIN}`,
      from: 'nul-subject@sender.example',
      subject: 'My\u0000 prints',
      text: 'No files',
    })
    expect(sent.accepted).toHaveLength(1)
    const [reply] = await outboxTo('nul-subject@sender.example')
    expect(reply?.subject).toBe('Re: My prints')
  })

  it('logs no address of anyone who wrote', () => {
    const logs = t.logs()
    for (const secret of [
      customer.email,
      'pat@sender.example',
      'prints@fingerprints.example',
      'visitor@people.example',
    ]) {
      expect(logs).not.toContain(secret)
    }
  })
})

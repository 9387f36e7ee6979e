import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { affiliates, conversations, identityProfiles, users } from '#server/db/schema/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

// Names are kept without their bidirectional controls on every form that asks for one
// (docs/decisions/060-upload-checks-round-3.md): U+202E shows 'Casey\u202Eredli' as 'Caseyildre', so a
// name could pass for another on a staff screen, an agreement or an e-mail.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const BIDI = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c'
/** 'Casey' and 'Customer' with every bidirectional control in them. */
const spiked = (name: string) =>
  `${BIDI.slice(0, 6)}${name.slice(0, 2)}\u202e${name.slice(2)}${BIDI.slice(6)}`

let addressCounter = 0
const address = () => `198.51.100.${(addressCounter++ % 250) + 1}`

describe('people’s names without bidirectional controls', () => {
  it('sign-up and the account settings keep the name without them', async () => {
    const { cookie, user } = await t.signUp({ firstName: spiked('Casey'), lastName: spiked('Customer') })
    expect(user).toMatchObject({ firstName: 'Casey', lastName: 'Customer' })
    const [stored] = await t.db.db.select().from(users).where(eq(users.id, user.id))
    expect(stored).toMatchObject({ firstName: 'Casey', lastName: 'Customer' })

    const renamed = await t.injectAs(cookie, {
      method: 'PUT',
      url: '/api/account/name',
      payload: { firstName: spiked('Jordan'), lastName: spiked('Lee') },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const [after] = await t.db.db.select().from(users).where(eq(users.id, user.id))
    expect(after).toMatchObject({ firstName: 'Jordan', lastName: 'Lee' })

    // A name of nothing but controls is no name.
    const empty = await t.injectAs(cookie, {
      method: 'PUT',
      url: '/api/account/name',
      payload: { firstName: '\u202e\u2066', lastName: 'Lee' },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields).toMatchObject({ firstName: 'First name is required' })
  })

  it('the /verify form, the affiliate sign-up and the contact form keep the name without them', async () => {
    const { cookie, user } = await t.signUp()
    const verify = await t.injectAs(cookie, {
      method: 'POST',
      url: '/api/verify',
      payload: {
        name: spiked('Casey Customer'),
        ssn: '123-45-6789',
        phone: '(304) 555-0100',
        address: '100 Main Street, Charleston, WV 25301',
      },
    })
    expect(verify.statusCode, verify.body).toBe(200)
    expect(verify.json().name).toBe('Casey Customer')
    const [profile] = await t.db.db
      .select()
      .from(identityProfiles)
      .where(eq(identityProfiles.userId, user.id))
    expect(profile?.fullName).toBe('Casey Customer')

    const affiliate = await t.injectAs(cookie, {
      method: 'POST',
      url: '/api/affiliate/signup',
      payload: { name: spiked('Casey Customer'), email: user.email },
    })
    expect(affiliate.statusCode, affiliate.body).toBeLessThan(300)
    const [row] = await t.db.db.select().from(affiliates).where(eq(affiliates.userId, user.id))
    expect(row?.name).toBe('Casey Customer')

    const email = `visitor-${Date.now()}@example.com`
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: address(),
      headers: { origin: TEST_ORIGIN },
      payload: { name: spiked('Robin Visitor'), email, subject: 'A question', message: 'How long?' },
    })
    expect(contact.statusCode, contact.body).toBe(200)
    const [conversation] = await t.db.db
      .select()
      .from(conversations)
      .where(eq(conversations.customerEmail, email))
    expect(conversation?.customerName).toBe('Robin Visitor')
  })
})

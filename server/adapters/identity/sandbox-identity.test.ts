import { describe, expect, it } from 'vitest'
import {
  createSandboxIdentityProvider,
  decideSandboxVerification,
  isAtLeastAge,
  SANDBOX_REASONS,
  type SandboxSubmission,
} from './sandbox-identity.ts'
import { jpegHeaderOnly, solidPng } from './test-images.ts'

const account = { firstName: 'Casey', lastName: 'Customer' }
const today = '2026-11-21'

function submission(overrides: Partial<SandboxSubmission> = {}): SandboxSubmission {
  return {
    document: solidPng(300, 300),
    selfie: jpegHeaderOnly(400, 400),
    firstName: 'Casey',
    lastName: 'Customer',
    dateOfBirth: '1980-04-02',
    ...overrides,
  }
}

describe('decideSandboxVerification', () => {
  it('verifies real photos of 200×200 or more with the account name (any case and spacing) of an adult', async () => {
    const decision = await decideSandboxVerification(
      submission({ firstName: '  CASEY ', lastName: 'customer', document: solidPng(200, 200) }),
      account,
      today,
    )
    expect(decision).toEqual({
      outcome: 'VERIFIED',
      person: { firstName: 'CASEY', lastName: 'customer', dateOfBirth: '1980-04-02' },
    })
  })

  it('gives every reason that applies', async () => {
    const decision = await decideSandboxVerification(
      submission({
        document: Buffer.from('not an image'),
        selfie: solidPng(199, 300),
        lastName: 'Someone',
        dateOfBirth: '2010-01-01',
      }),
      account,
      today,
    )
    expect(decision).toEqual({
      outcome: 'FAILED',
      reasons: [
        SANDBOX_REASONS.documentUnreadable,
        SANDBOX_REASONS.selfieTooSmall,
        SANDBOX_REASONS.nameMismatch,
        SANDBOX_REASONS.underAge,
      ],
    })
    expect(SANDBOX_REASONS).toMatchObject({
      documentUnreadable: 'The ID photo is not a readable image',
      nameMismatch: 'The name on the ID does not match your account',
      underAge: 'You must be 18 or older',
    })
  })
})

describe('isAtLeastAge', () => {
  it('counts the 18th birthday itself as 18, and 29 February as 1 March in other years', () => {
    expect(isAtLeastAge('2008-11-21', '2026-11-21', 18)).toBe(true)
    expect(isAtLeastAge('2008-11-22', '2026-11-21', 18)).toBe(false)
    expect(isAtLeastAge('2008-02-29', '2026-02-28', 18)).toBe(false)
    expect(isAtLeastAge('2008-02-29', '2026-03-01', 18)).toBe(true)
  })
})

describe('the sandbox provider', () => {
  it("opens a session on the product's own page and takes no webhooks", async () => {
    const sandbox = createSandboxIdentityProvider()
    const { sessionId, url } = await sandbox.startSession({
      verificationId: 'v',
      userId: 'u',
      returnUrl: 'http://x',
    })
    expect(sessionId).toMatch(/^vs_sandbox_[0-9a-f]{32}$/)
    expect(url).toBe(`/verify-id/sandbox/${sessionId}`)
    await expect(sandbox.parseWebhook(Buffer.from('{}'), {})).rejects.toThrow()
  })
})

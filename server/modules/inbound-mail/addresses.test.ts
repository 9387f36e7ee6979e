import { describe, expect, it } from 'vitest'
import {
  fingerprintMailbox,
  isOwnAddress,
  parseRecipient,
  supportMailbox,
  supportReplyAddress,
} from './addresses.ts'
import { TEST_LIMITS } from './test-mail.ts'

const config = {
  mailDomain: 'rightsrestore.example',
  company: { name: 'RightsRestore', address: '', supportEmail: 'Help@elsewhere.example', supportPhone: null },
}
const caseId = '3f2c8a1e-5b7d-4c9a-8e6f-0123456789ab'

describe('parseRecipient', () => {
  it('routes fp-{caseId}@ the mail domain to that case, whatever the case of the letters', () => {
    expect(parseRecipient(`fp-${caseId}@rightsrestore.example`, config)).toEqual({
      route: 'FINGERPRINTS',
      caseId,
    })
    expect(parseRecipient(`FP-${caseId.toUpperCase()}@RightsRestore.Example.`, config)).toEqual({
      route: 'FINGERPRINTS',
      caseId,
    })
  })

  it("routes the support address's local part at the mail domain to support", () => {
    expect(parseRecipient('help@rightsrestore.example', config)).toEqual({ route: 'SUPPORT' })
    expect(parseRecipient('HELP@rightsrestore.example', config)).toEqual({ route: 'SUPPORT' })
  })

  it('refuses other domains, other mailboxes and malformed case ids', () => {
    for (const address of [
      `fp-${caseId}@other.example`,
      'help@elsewhere.example',
      'postmaster@rightsrestore.example',
      'fp-not-a-uuid@rightsrestore.example',
      `fp-${caseId}x@rightsrestore.example`,
      `fp-${caseId}@sub.rightsrestore.example`,
      '@rightsrestore.example',
      'no-at-sign',
    ]) {
      expect(parseRecipient(address, config), address).toBeNull()
    }
  })
})

describe('mailboxes', () => {
  it('names the support and fingerprint mailboxes at the mail domain', () => {
    expect(supportMailbox(config)).toBe('help@rightsrestore.example')
    expect(fingerprintMailbox(caseId.toUpperCase(), config)).toBe(`fp-${caseId}@rightsrestore.example`)
  })

  it('sends replies to the mailbox the server reads only when the server runs', () => {
    expect(supportReplyAddress({ ...config, inboundMail: null })).toBe('Help@elsewhere.example')
    expect(
      supportReplyAddress({
        ...config,
        inboundMail: { host: '0.0.0.0', port: 2525, maxMessageBytes: 1000, limits: TEST_LIMITS },
      }),
    ).toBe('help@rightsrestore.example')
  })

  it('knows its own addresses', () => {
    expect(isOwnAddress('no-reply@RightsRestore.example', config)).toBe(true)
    expect(isOwnAddress('pat@example.com', config)).toBe(false)
  })
})

import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { authenticateMessage } from './mail-auth.ts'
import { dkimKey, LOOPBACK_SPF, zoneResolver } from './test-mail.ts'

// The checks against a zone the test writes: example.com lets 127.0.0.1 send (SPF) and signs
// (DKIM); strict.example asks DMARC for strict SPF alignment.
const signer = dkimKey('example.com')
const other = dkimKey('relay.example')
const resolver = zoneResolver({
  'example.com': { TXT: LOOPBACK_SPF },
  'mail.example.com': { TXT: LOOPBACK_SPF },
  ...signer.zone,
  ...other.zone,
  'strict.example': { TXT: [['v=spf1 ip4:127.0.0.1 -all']] },
  'bounce.strict.example': { TXT: LOOPBACK_SPF },
  '_dmarc.strict.example': { TXT: [['v=DMARC1; p=reject; aspf=s']] },
})

async function message(from: string, dkim?: ReturnType<typeof dkimKey>['signing']) {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    ...(dkim ? { dkim } : {}),
  })
  const sent = await transport.sendMail({
    from,
    to: 'support@rightsrestore.test',
    subject: 'Hi',
    text: 'Hello',
  })
  return sent.message as Buffer
}

const check = async (raw: Buffer, { ip = '127.0.0.1', sender }: { ip?: string; sender: string }) =>
  authenticateMessage(raw, { ip, helo: 'client.example', mta: 'rightsrestore.test', sender, resolver })

describe('who the checks prove sent a message', () => {
  it('proves the From domain by SPF for the same domain or one of its subdomains', async () => {
    const raw = await message('pat@example.com')
    expect(await check(raw, { sender: 'pat@example.com' })).toEqual({
      spf: 'pass',
      dkim: 'none',
      dmarc: 'none',
      verifiedDomain: 'example.com',
    })
    expect((await check(raw, { sender: 'bounce@mail.example.com' })).verifiedDomain).toBe('example.com')
  })

  it('proves nothing when SPF passes for an unrelated domain, or fails', async () => {
    const raw = await message('pat@example.com')
    expect((await check(raw, { sender: 'x@relay.example' })).verifiedDomain).toBeNull()
    const failed = await check(raw, { ip: '198.51.100.9', sender: 'pat@example.com' })
    expect(failed).toMatchObject({ spf: 'fail', verifiedDomain: null })
  })

  it("proves the From domain by a valid DKIM signature of that domain, not another's", async () => {
    const signed = await check(await message('pat@example.com', signer.signing), {
      ip: '198.51.100.9',
      sender: 'x@relay.example',
    })
    expect(signed).toMatchObject({ dkim: 'pass', verifiedDomain: 'example.com' })
    const signedByOther = await check(await message('pat@example.com', other.signing), {
      ip: '198.51.100.9',
      sender: 'x@relay.example',
    })
    expect(signedByOther).toMatchObject({ dkim: 'pass', verifiedDomain: null })
  })

  it('keeps to a DMARC failure: a domain asking for strict alignment is not proven by its subdomain', async () => {
    const result = await check(await message('pat@strict.example'), { sender: 'x@bounce.strict.example' })
    expect(result).toMatchObject({ spf: 'pass', dmarc: 'fail', verifiedDomain: null })
    const aligned = await check(await message('pat@strict.example'), { sender: 'x@strict.example' })
    expect(aligned).toMatchObject({ dmarc: 'pass', verifiedDomain: 'strict.example' })
  })
})

import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { cleanHeader, cleanMessageId, isSenderProven, readHeaders } from './mail-headers.ts'

const checks = { spf: 'pass', dkim: 'none', dmarc: 'none' }

async function headersOf(lines: string[], verifiedDomain: string | null = 'sender.example') {
  const mail = await simpleParser(Buffer.from([...lines, '', 'Body', ''].join('\r\n')))
  return readHeaders(mail, { ...checks, verifiedDomain })
}

describe('header values as the product stores them', () => {
  it('drops NUL, escape and the other control characters but tab, and turns line breaks into spaces', () => {
    expect(cleanHeader('Pay\u0000ment\u001b[31m\tdue\u007f\u0085')).toBe('Payment[31m\tdue')
    expect(cleanHeader('two\r\nlines\nhere')).toBe('two lines here')
    expect(cleanHeader(undefined)).toBe('')
    expect(cleanHeader('x'.repeat(2000))).toHaveLength(998)
  })

  it('keeps a Message-ID without its brackets and control characters, or nothing', () => {
    expect(cleanMessageId(' <abc\u0001@sender.example> ')).toBe('abc@sender.example')
    expect(cleanMessageId('<\u0000>')).toBeNull()
  })

  it('reads the subject, sender, threading and Reply-To of a message with hidden characters', async () => {
    const headers = await headersOf([
      'From: "Pat\u0000 Sender" <Pat@Sender.example>',
      'Reply-To: desk@sender.example',
      'Subject: =?UTF-8?Q?Pay=00ment_due?=',
      'Message-ID: <one\u0007@sender.example>',
      'In-Reply-To: <two@sender.example>',
      'References: <zero@sender.example> <two@sender.example>',
    ])
    expect(headers).toMatchObject({
      subject: 'Payment due',
      messageId: 'one@sender.example',
      inReplyTo: 'two@sender.example',
      references: ['zero@sender.example', 'two@sender.example'],
      from: { address: 'pat@sender.example', name: 'Pat Sender' },
      replyTo: 'desk@sender.example',
      checks: { ...checks, isSenderVerified: true },
    })
  })
})

describe('whether the checks prove the sender', () => {
  it('proves the one From address whose domain the checks proved', () => {
    expect(isSenderProven(['pat@sender.example'], 'sender.example')).toBe(true)
    expect(isSenderProven(['pat@Sender.Example.'], 'sender.example')).toBe(true)
  })

  it('proves nothing without a proven domain, for another domain, or for several From addresses', () => {
    expect(isSenderProven(['pat@sender.example'], null)).toBe(false)
    expect(isSenderProven(['pat@sender.example'], undefined)).toBe(false)
    expect(isSenderProven(['pat@customer.example'], 'sender.example')).toBe(false)
    expect(isSenderProven(['pat@sender.example', 'pat@customer.example'], 'sender.example')).toBe(false)
    expect(isSenderProven([], 'sender.example')).toBe(false)
  })

  it('does not prove a message whose From names two people, even at the proven domain', async () => {
    const headers = await headersOf(['From: a@sender.example, b@sender.example', 'Subject: Two'])
    expect(headers.checks.isSenderVerified).toBe(false)
  })
})

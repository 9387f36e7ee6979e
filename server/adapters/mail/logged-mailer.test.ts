import { describe, expect, it } from 'vitest'
import type { Mailer, OutgoingMail } from './index.ts'
import { withMailLog, type MailLogEntry } from './logged-mailer.ts'

const MAIL: OutgoingMail = {
  to: 'pat@example.com',
  subject: 'Reset your password',
  text: 'Open https://example.com/reset?token=secret',
  html: '<a href="https://example.com/reset?token=secret">Reset</a>',
  messageId: 'm1@example.com',
  inReplyTo: 'm0@example.com',
  references: ['m0@example.com'],
}

function relay(answer: () => Promise<void>): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = []
  return {
    kind: 'smtp',
    sent,
    async send(mail) {
      await answer()
      sent.push(mail)
    },
    async close() {},
  }
}

describe('withMailLog', () => {
  it('logs a sent message with its headers and never its body', async () => {
    const entries: MailLogEntry[] = []
    const inner = relay(async () => {})
    const mailer = withMailLog(
      inner,
      'support@example.com',
      async (e) => void entries.push(e),
      () => {},
    )
    await mailer.send(MAIL)
    expect(inner.sent).toEqual([MAIL])
    expect(entries).toEqual([
      {
        to: MAIL.to,
        from: 'support@example.com',
        subject: MAIL.subject,
        messageId: 'm1@example.com',
        inReplyTo: 'm0@example.com',
        references: ['m0@example.com'],
        status: 'SENT',
        error: null,
      },
    ])
    expect(JSON.stringify(entries)).not.toContain('token=secret')
  })

  it('logs a refusal without the addresses the relay quotes back, and still fails the send', async () => {
    const entries: MailLogEntry[] = []
    const inner = relay(async () => {
      throw new Error('550 5.1.1 <pat@example.com>: Recipient address rejected')
    })
    const mailer = withMailLog(
      inner,
      'support@example.com',
      async (e) => void entries.push(e),
      () => {},
    )
    await expect(mailer.send(MAIL)).rejects.toThrow('550')
    expect(entries.map((e) => [e.status, e.error])).toEqual([
      ['FAILED', '550 5.1.1 <[address]>: Recipient address rejected'],
    ])
  })

  it('sends even when the log cannot be written', async () => {
    const problems: unknown[] = []
    const inner = relay(async () => {})
    const mailer = withMailLog(
      inner,
      'support@example.com',
      async () => {
        throw new Error('database down')
      },
      (error) => problems.push(error),
    )
    await mailer.send(MAIL)
    expect(inner.sent).toHaveLength(1)
    expect(problems).toHaveLength(1)
  })
})

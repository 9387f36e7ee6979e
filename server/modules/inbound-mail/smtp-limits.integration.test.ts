import net from 'node:net'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import {
  createInboundMailServer,
  offlineResolver,
  type InboundMailLimits,
  type InboundMailServer,
} from './index.ts'

// The limits that keep one client from holding the mail server (docs/decisions/058): small values
// here, so a test waits a second, not minutes. Each test has its own server with the limit it
// checks made small, and speaks from its own loopback address, since the limits count per address.

const MAIL_DOMAIN = 'limits.test'
const ROOMY: InboundMailLimits = {
  maxConnectionsPerAddress: 5,
  commandTimeoutMs: 10_000,
  maxSessionMs: 60_000,
  messagesPerMinutePerAddress: 100,
}

let t: TestApp
const servers: InboundMailServer[] = []

beforeAll(async () => {
  t = await buildTestApp({ MAIL_DOMAIN, SUPPORT_EMAIL: 'support@company.example' })
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  await t.close()
})

/** A server on a free port with these limits (the roomy ones otherwise); its port. */
async function startServer(limits: Partial<InboundMailLimits>): Promise<number> {
  const server = createInboundMailServer({
    host: '127.0.0.1',
    port: 0,
    maxMessageBytes: 64 * 1024,
    name: MAIL_DOMAIN,
    service: t.app.services.inboundMail,
    rateLimits: t.app.services.rateLimits,
    log: t.app.log,
    resolver: offlineResolver,
    limits: { ...ROOMY, ...limits },
  })
  servers.push(server)
  return (await server.listen()).port
}

/** A raw SMTP client: what the server wrote so far, and when it closed the connection. */
function rawClient(port: number, localAddress: string) {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress })
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  socket.on('error', () => undefined)
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())))
  const firstLine = new Promise<string>((resolve) => {
    const check = () => {
      const end = received.indexOf('\r\n')
      if (end >= 0) resolve(received.slice(0, end))
      else socket.once('data', check)
    }
    socket.once('data', check)
    socket.once('close', () => resolve(received))
  })
  return { socket, firstLine, closed, received: () => received }
}

async function deliver(port: number, localAddress: string, subject: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    localAddress,
  })
  try {
    return await transport.sendMail({
      from: 'sender@people.example',
      to: `support@${MAIL_DOMAIN}`,
      subject,
      text: 'Hello',
    })
  } finally {
    transport.close()
  }
}

const within = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))

describe('the inbound mail server', () => {
  it("keeps one address to its connections, so another sender's delivery still gets through", async () => {
    const port = await startServer({ maxConnectionsPerAddress: 5 })
    const clients = Array.from({ length: 150 }, () => rawClient(port, '127.0.0.2'))
    try {
      const greetings = await Promise.all(clients.map((client) => client.firstLine))
      expect(greetings.filter((line) => line.startsWith('220'))).toHaveLength(5)
      expect(greetings.filter((line) => line.startsWith('421'))).toHaveLength(145)
      const sent = await deliver(port, '127.0.0.3', 'Delivered beside a flood')
      expect(sent.accepted).toEqual([`support@${MAIL_DOMAIN}`])
    } finally {
      for (const client of clients) client.socket.destroy()
    }
  })

  it('cuts off a client that trickles single bytes, at the deadline of the command', async () => {
    const port = await startServer({ commandTimeoutMs: 500 })
    const client = rawClient(port, '127.0.0.4')
    expect(await client.firstLine).toMatch(/^220 /)
    const greeted = Date.now()
    const trickle = setInterval(() => client.socket.write('N'), 50)
    try {
      const closedAt = await Promise.race([client.closed, within(5000)])
      expect(closedAt).not.toBe('timeout')
      // The deadline ran from the greeting, and no byte moved it.
      expect((closedAt as number) - greeted).toBeLessThan(2000)
      expect(client.received()).toMatch(/\r\n421 /)
    } finally {
      clearInterval(trickle)
      client.socket.destroy()
    }
  })

  it('ends a session at its longest time, though every command is answered', async () => {
    const port = await startServer({ maxSessionMs: 1500 })
    const client = rawClient(port, '127.0.0.5')
    expect(await client.firstLine).toMatch(/^220 /)
    const greeted = Date.now()
    const noop = setInterval(() => client.socket.write('NOOP\r\n'), 100)
    try {
      const closedAt = await Promise.race([client.closed, within(6000)])
      expect(closedAt).not.toBe('timeout')
      expect((closedAt as number) - greeted).toBeGreaterThanOrEqual(1500 - 200)
      expect(client.received()).toMatch(/250 OK\r\n/)
      expect(client.received()).toMatch(/\r\n421 /)
    } finally {
      clearInterval(noop)
      client.socket.destroy()
    }
  })

  it('keeps a sender slower than the deadline in, as long as each line arrives in time', async () => {
    const port = await startServer({ commandTimeoutMs: 1000 })
    const client = rawClient(port, '127.0.0.6')
    expect(await client.firstLine).toMatch(/^220 /)
    const lines = [
      'EHLO slow.example',
      'MAIL FROM:<slow@people.example>',
      `RCPT TO:<support@${MAIL_DOMAIN}>`,
      'DATA',
      'From: slow@people.example\r\nSubject: Slow but steady\r\n\r\nOne line at a time.',
      '.',
    ]
    const started = Date.now()
    for (const line of lines) {
      // Each line in two halves, the second a good part of the deadline later.
      client.socket.write(line.slice(0, 2))
      await within(300)
      client.socket.write(`${line.slice(2)}\r\n`)
      await within(50)
    }
    await expect.poll(() => client.received(), { timeout: 5000 }).toMatch(/\r\n250 OK: message queued/)
    expect(Date.now() - started).toBeGreaterThan(1000)
    client.socket.destroy()
  })

  it('tells an address past its messages per minute to try again later', async () => {
    const port = await startServer({ messagesPerMinutePerAddress: 3 })
    for (let i = 0; i < 3; i++) {
      expect((await deliver(port, '127.0.0.7', `Message ${i}`)).accepted).toHaveLength(1)
    }
    const refused = await deliver(port, '127.0.0.7', 'One too many').catch(
      (error: { responseCode?: number }) => error,
    )
    expect((refused as { responseCode?: number }).responseCode).toBe(450)
    expect((await deliver(port, '127.0.0.8', 'Another address')).accepted).toHaveLength(1)
  })
})

import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { InboundMailService } from './inbound-mail.service.ts'
import { authenticateMessage, createDnsResolver, type DnsResolver } from './mail-auth.ts'

/** Recipients one message may name; more are refused at RCPT (452), as RFC 5321 allows. */
export const MAX_RECIPIENTS = 20

/** SMTP sessions open at once; more wait for a free one (the sender's server retries). */
const MAX_CLIENTS = 100

/** How long close() waits for open SMTP sessions before cutting them. */
const CLOSE_TIMEOUT_MS = 5_000

export type InboundMailServerOptions = {
  host: string
  /** 0 picks a free port (tests); `listen()` answers the one taken. */
  port: number
  maxMessageBytes: number
  /** The server's name in its greeting and in the SPF checks (the mail domain). */
  name: string
  service: Pick<InboundMailService, 'acceptRecipient' | 'receive'>
  log: Logger
  /** DNS for SPF, DKIM and DMARC; the system resolver with a short timeout unless given. */
  resolver?: DnsResolver
}

export type InboundMailServer = {
  listen(): Promise<{ port: number }>
  close(): Promise<void>
}

/**
 * The product's own inbound mail server (docs/decisions/027-inbound-mail.md): plain SMTP with no
 * authentication and no STARTTLS, mail accepted only for the addresses the service knows, the
 * size limit announced (SIZE) and enforced on the data (552). Logs carry no addresses.
 */
export function createInboundMailServer(options: InboundMailServerOptions): InboundMailServer {
  const { service, log, maxMessageBytes } = options
  const resolver = options.resolver ?? createDnsResolver()

  const server = new SMTPServer({
    name: options.name,
    banner: 'ready',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    size: maxMessageBytes,
    closeTimeout: CLOSE_TIMEOUT_MS,
    maxClients: MAX_CLIENTS,
    logger: false,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
        callback(smtpError(452, 'Too many recipients'))
        return
      }
      service.acceptRecipient(address.address).then(
        (route) => callback(route ? undefined : smtpError(550, 'No such mailbox here')),
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'rate_limited') {
            callback(smtpError(452, 'Too many messages for this address, try again later'))
            return
          }
          log.error({ err: errorName(error) }, 'inbound mail: recipient check failed')
          callback(smtpError(451, 'Temporary failure, try again later'))
        },
      )
    },
    onData(stream, session, callback) {
      readMessage(stream, maxMessageBytes).then(
        async (raw) => {
          if (!raw) {
            callback(smtpError(552, 'Message exceeds the size limit'))
            return
          }
          try {
            await service.receive({
              raw,
              mailFrom: mailFromOf(session),
              recipients: session.envelope.rcptTo.map((r) => r.address),
              auth: await authenticateMessage(raw, {
                ip: session.remoteAddress,
                helo: session.hostNameAppearsAs,
                mta: options.name,
                sender: mailFromOf(session) ?? '',
                resolver,
              }),
            })
            callback()
          } catch (error) {
            log.error({ err: errorName(error) }, 'inbound mail: message could not be filed')
            callback(smtpError(451, 'Temporary failure, try again later'))
          }
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error('read failed')),
      )
    },
  })
  server.on('error', (error) => log.warn({ err: errorName(error) }, 'inbound mail: connection error'))

  return {
    listen: () =>
      new Promise((resolve, reject) => {
        server.server.once('error', reject)
        server.listen(options.port, options.host, () => {
          server.server.off('error', reject)
          resolve({ port: (server.server.address() as AddressInfo).port })
        })
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.server.listening) return resolve()
        server.close(() => resolve())
      }),
  }
}

/** The message's bytes, or null when it was larger than the limit (the rest is read and dropped). */
function readMessage(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) chunks.push(chunk)
    })
    stream.on('end', () => resolve(stream.sizeExceeded || size > maxBytes ? null : Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

function mailFromOf(session: SMTPServerSession): string | null {
  const from = session.envelope.mailFrom
  return from && from.address ? from.address : null
}

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode })
}

function errorName(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}

import type { AddressInfo } from 'node:net'
import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { InboundMailService } from './inbound-mail.service.ts'
import { authenticateMessage, createDnsResolver, type DnsResolver } from './mail-auth.ts'
import { clientKey, GuardedSmtpServer, type InboundMailLimits } from './smtp-guard.ts'

/** Recipients one message may name; more are refused at RCPT (452), as RFC 5321 allows. */
export const MAX_RECIPIENTS = 20

/**
 * SMTP sessions open at once; more wait for a free one (the sender's server retries). One client
 * address holds at most `maxConnectionsPerAddress` of them (docs/decisions/058).
 */
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
  /** Counts the messages each client address starts (shared by every process with Redis). */
  rateLimits: Pick<RateLimitsService, 'consume'>
  log: Logger
  /** DNS for SPF, DKIM and DMARC; the system resolver with a short timeout unless given. */
  resolver?: DnsResolver
  /** What one client may take of the server (INBOUND_* settings). */
  limits: InboundMailLimits
}

export type InboundMailServer = {
  listen(): Promise<{ port: number }>
  close(): Promise<void>
}

/**
 * The product's own inbound mail server (docs/decisions/027-inbound-mail.md): plain SMTP with no
 * authentication and no STARTTLS, mail accepted only for the addresses the service knows, the
 * size limit announced (SIZE) and enforced on the data (552), and per-client limits on
 * connections, time and messages (docs/decisions/058). Logs carry no addresses.
 */
export function createInboundMailServer(options: InboundMailServerOptions): InboundMailServer {
  const { service, log, maxMessageBytes, limits, rateLimits } = options
  const resolver = options.resolver ?? createDnsResolver()

  const server: GuardedSmtpServer = new GuardedSmtpServer(
    {
      name: options.name,
      banner: 'ready',
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      disableReverseLookup: true,
      size: maxMessageBytes,
      closeTimeout: CLOSE_TIMEOUT_MS,
      maxClients: MAX_CLIENTS,
      logger: false,
      onMailFrom(_address, session, callback) {
        server
          .whileBusy(session, () =>
            rateLimits.consume('inbound-mail:client', clientKey(session.remoteAddress), {
              limit: limits.messagesPerMinutePerAddress,
              windowSeconds: 60,
            }),
          )
          .then(
            () => callback(),
            (error: unknown) => {
              if (error instanceof AppError && error.code === 'rate_limited') {
                callback(smtpError(450, 'Too many messages from your address, try again later'))
                return
              }
              log.error({ err: errorName(error) }, 'inbound mail: sender rate check failed')
              callback(smtpError(451, 'Temporary failure, try again later'))
            },
          )
      },
      onRcptTo(address, session, callback) {
        if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
          callback(smtpError(452, 'Too many recipients'))
          return
        }
        server
          .whileBusy(session, () => service.acceptRecipient(address.address))
          .then(
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
        // The client's time runs while the message arrives, the server's once it is in.
        readMessage(stream, maxMessageBytes).then(
          (raw) => {
            if (!raw) {
              callback(smtpError(552, 'Message exceeds the size limit'))
              return
            }
            server
              .whileBusy(session, () => fileMessage(raw, session))
              .then(
                () => callback(),
                (error: unknown) => {
                  log.error({ err: errorName(error) }, 'inbound mail: message could not be filed')
                  callback(smtpError(451, 'Temporary failure, try again later'))
                },
              )
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error('read failed')),
        )
      },
    },
    limits,
  )

  async function fileMessage(raw: Buffer, session: SMTPServerSession): Promise<void> {
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
  }
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

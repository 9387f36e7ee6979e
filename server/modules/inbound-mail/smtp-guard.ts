import { isIPv4, isIPv6 } from 'node:net'
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server'

/**
 * What one client may take of the mail server (docs/decisions/058-inbound-mail-authentication.md).
 * smtp-server counts connections only in total and its socket timeout is an idle timer any byte
 * resets; these limits are kept around it, on the sockets it accepts.
 */
export type InboundMailLimits = {
  /** SMTP sessions one client address (an IPv6 /64) may hold at once; one more is refused with 421. */
  maxConnectionsPerAddress: number
  /**
   * How long the client has to send each command, or each line of a message: a deadline from the
   * moment the server is ready for it, which bytes without a line end do not move.
   */
  commandTimeoutMs: number
  /** The longest a session may last, however busy; then 421 (the sender retries). */
  maxSessionMs: number
  /** Messages (MAIL FROM) one client address may start per minute; more are 450, "try later". */
  messagesPerMinutePerAddress: number
}

type Connection = SMTPServer['connections'] extends Set<infer C> ? C : never
type Socket = Parameters<SMTPServer['connect']>[0]
type SocketOptions = Parameters<SMTPServer['connect']>[1]

/**
 * The client an address counts as: an IPv4 address alone (also written as IPv4-mapped IPv6), an
 * IPv6 address by its /64 network, which one subscriber is given whole.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (isIPv4(address) || !isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((group: string) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** The deadlines of one session; the server's own work on a command holds them. */
class SessionGuard {
  #busy = 0
  #isExpired = false
  #commandTimer: NodeJS.Timeout | undefined
  readonly #sessionTimer: NodeJS.Timeout

  constructor(
    private readonly connection: Connection,
    socket: Socket,
    private readonly limits: InboundMailLimits,
  ) {
    // Only a complete line is progress: a client sending a byte now and then stays on one deadline.
    socket.on('data', (chunk: Buffer) => {
      if (this.#busy === 0 && chunk.includes(0x0a)) this.#armCommand()
    })
    this.#armCommand()
    this.#sessionTimer = setTimeout(() => {
      this.#isExpired = true
      if (this.#busy === 0) this.#cut('Session too long, closing connection')
    }, limits.maxSessionMs)
    this.#sessionTimer.unref()
  }

  /** The server works on a command: the client owes nothing until it answers. */
  hold(): void {
    this.#busy += 1
    clearTimeout(this.#commandTimer)
  }

  /** The server answered: the next command's deadline starts, unless the session is over. */
  release(): void {
    this.#busy = Math.max(0, this.#busy - 1)
    if (this.#busy > 0) return
    if (this.#isExpired) this.#cut('Session too long, closing connection')
    else this.#armCommand()
  }

  stop(): void {
    clearTimeout(this.#commandTimer)
    clearTimeout(this.#sessionTimer)
  }

  #armCommand(): void {
    clearTimeout(this.#commandTimer)
    this.#commandTimer = setTimeout(
      () => this.#cut('Timeout waiting for a command, closing connection'),
      this.limits.commandTimeoutMs,
    )
    this.#commandTimer.unref()
  }

  // smtp-server's own 421: the reply, then the connection closed as it closes any other.
  #cut(reason: string): void {
    this.stop()
    this.connection.send(421, `${this.connection.name} ${reason}`)
  }
}

/**
 * smtp-server with per-client limits: connections per address, a deadline per command, a longest
 * session. Handlers run their work through `whileBusy`, so time the server spends on a command
 * (checking a recipient, filing a message) does not count against the client.
 */
export class GuardedSmtpServer extends SMTPServer {
  readonly #limits: InboundMailLimits
  readonly #openByClient = new Map<string, number>()
  readonly #guards = new Map<string, SessionGuard>()

  constructor(options: SMTPServerOptions, limits: InboundMailLimits) {
    super({ ...options, socketTimeout: limits.commandTimeoutMs })
    this.#limits = limits
  }

  override connect(socket: Socket, socketOptions?: SocketOptions): void {
    super.connect(socket, socketOptions)
    const id = socketOptions?.id
    const connection = id ? [...this.connections].find((c) => c.id === id) : undefined
    if (!connection) return
    const key = clientKey(connection.remoteAddress)
    const open = this.#openByClient.get(key) ?? 0
    if (open >= this.#limits.maxConnectionsPerAddress) {
      // Before the greeting: the connection never counts against anyone else's room.
      connection.send(421, `${connection.name} Too many connections from your address, try again later`)
      return
    }
    this.#openByClient.set(key, open + 1)
    const guard = new SessionGuard(connection, socket, this.#limits)
    this.#guards.set(connection.id, guard)
    socket.once('close', () => {
      guard.stop()
      this.#guards.delete(connection.id)
      const left = (this.#openByClient.get(key) ?? 1) - 1
      if (left > 0) this.#openByClient.set(key, left)
      else this.#openByClient.delete(key)
    })
  }

  /** Runs the server's work on a command with the session's deadlines held. */
  async whileBusy<T>(session: SMTPServerSession, work: () => Promise<T>): Promise<T> {
    const guard = this.#guards.get(session.id)
    guard?.hold()
    try {
      return await work()
    } finally {
      guard?.release()
    }
  }
}

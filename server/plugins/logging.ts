import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'

// Query parameters that can carry a credential (verification and reset links, upload tokens), or
// free text someone typed: the staff's searches name customers (docs/decisions/059).
const SECRET_PARAM = /^(?:token|code|secret|key|signature|password|hub\.verify_token|q|search|query|email)$/i

/**
 * Removes credentials and search words from a URL before it is logged. Names are read decoded, as
 * the query parser reads them, so `?%74oken=` is hidden as `?token=` is; an address carried in a
 * parameter (`returnTo=/admin/cases?q=…`) is cleaned the same way.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?')
  if (start === -1) return url
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      if (equals === -1) return pair
      const name = pair.slice(0, equals)
      if (SECRET_PARAM.test(decodeName(name))) return `${name}=[redacted]`
      const inner = decodeName(pair.slice(equals + 1))
      if (!inner.includes('?')) return pair
      const cleaned = redactUrl(inner)
      return cleaned === inner ? pair : `${name}=${encodeURIComponent(cleaned)}`
    })
  return `${url.slice(0, start)}?${pairs.join('&')}`
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).trim()
  } catch {
    return name
  }
}

// Fields in which database drivers put the values of a failed query or the row it touched.
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'hint',
  'internalQuery',
  'queryParams',
])
// Fields whose values never reach the log, at the top of a log line or one level down
// (`{ user: { email } }`), and the request and response headers that carry credentials.
const SECRET_FIELDS = new Set([
  'password',
  'newPassword',
  'ssn',
  'token',
  'secret',
  'email',
  'params',
  'parameters',
  'detail',
])
const SECRET_HEADERS: Record<string, string> = { req: 'cookie', res: 'set-cookie' }
const CENSOR = '[redacted]'

// Drizzle's failed-query message ends with a line listing every parameter.
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n\s+at |$)/g

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown }

/**
 * Serializes an error for the log without the values a failed query carried: the database client
 * already strips them (server/db/client.ts), and this is the net under errors from anywhere else
 * (docs/decisions/016-one-path-one-text-rule.md).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' }
  const out: SerializedError = {
    type: error.constructor.name,
    message: error.message.replace(PARAMS_LINE, ''),
    stack: (error.stack ?? '').replace(PARAMS_LINE, ''),
  }
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === 'cause' || key in out) continue
    out[key] = SECRET_FIELDS.has(key) ? CENSOR : value
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1)
  return out
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// A copy of `value` with its secret fields (and, for a request or response, its credential
// headers) censored; `value` itself when it has none, so most lines copy nothing.
function withoutSecrets(value: Record<string, unknown>, secretHeader?: string): Record<string, unknown> {
  let out = value
  for (const key of Object.keys(value)) {
    if (!SECRET_FIELDS.has(key)) continue
    if (out === value) out = { ...value }
    out[key] = CENSOR
  }
  const headers = value.headers
  if (secretHeader && isRecord(headers) && (secretHeader in headers || 'authorization' in headers)) {
    const hidden = { ...headers }
    for (const name of [secretHeader, 'authorization']) if (name in hidden) hidden[name] = CENSOR
    if (out === value) out = { ...value }
    out.headers = hidden
  }
  return out
}

/**
 * The redaction of every log line: a copy without secret fields, made only when a line has one.
 * It replaces pino's path redaction, which cloned and walked its paths on every line, a visible
 * share of each request's CPU (docs/decisions/019-fast-signed-in-api.md). Errors are serialized by
 * serializeError, which drops the same fields.
 */
export function redactLogFields(object: Record<string, unknown>): Record<string, unknown> {
  let out = withoutSecrets(object)
  for (const key of Object.keys(out)) {
    const value = out[key]
    if (!isRecord(value) || value instanceof Error) continue
    const clean = withoutSecrets(value, SECRET_HEADERS[key])
    if (clean === value) continue
    if (out === object) out = { ...object }
    out[key] = clean
  }
  return out
}

/**
 * One line per request, written when it ends (method, path without credentials, status, time),
 * instead of Fastify's two with the request and reply serialized (decision 019).
 */
class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}

/** Fastify's request log: one line per request (pass as the `logController` option). */
export function requestLogController(): LogController {
  return new OneLineRequestLog()
}

/**
 * Pino options: no cookies, authorization headers, passwords, SSNs or tokens ever reach the log,
 * and requests are logged without the client's address or body.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: { log: redactLogFields },
    serializers: {
      err: (error: unknown) => serializeError(error),
      error: (error: unknown) => serializeError(error),
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }
}

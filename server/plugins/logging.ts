import type { FastifyServerOptions } from 'fastify'

// Query parameters that can carry a credential (verification and reset links, upload tokens).
const SECRET_PARAMS = /([?&](?:token|code|secret|key|signature|password)=)[^&#]*/gi

/** Removes credentials from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]')
}

/**
 * Pino options: no cookies, authorization headers, passwords, SSNs or tokens ever reach the log,
 * and requests are logged without the client's address or body.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.ssn',
        '*.token',
        '*.secret',
        '*.email',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }
}

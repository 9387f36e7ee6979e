import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorBody } from '#shared/contracts/contract.ts'
import { AppError, type ErrorCode } from '#server/lib/app-error.ts'

/** Sends the one error envelope every endpoint uses. */
export function sendError(reply: FastifyReply, error: AppError) {
  const body: ErrorBody = { error: { code: error.code, message: error.message } }
  if (error.fields) body.error.fields = error.fields
  if (error.headers) reply.headers(error.headers)
  return reply.code(error.status).type('application/json').send(body)
}

/**
 * Turns every thrown error into the envelope. Input problems become 4xx with the schema's own
 * messages; anything unexpected is logged and answered with a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        fields[key] ??= issue.message ?? 'Invalid input'
      }
      const first = Object.values(fields)[0] ?? 'Invalid input'
      return sendError(reply, new AppError('validation_failed', first, fields))
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      return sendError(reply, new AppError(codeForStatus(status), clientMessage(error, status)))
    }
    request.log.error({ err: error }, 'request failed')
    return sendError(reply, new AppError('internal', 'Something went wrong on our side. Please try again.'))
  })
}

// Fastify's own 4xx errors (bad JSON, too large, rate limit) mapped to our codes.
const FASTIFY_STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
}

function codeForStatus(status: number): ErrorCode {
  return FASTIFY_STATUS_CODES[status] ?? 'bad_request'
}

// Fastify's own 4xx messages are safe to show, but a few read better in plain words.
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.'
  }
  if (status === 429) return 'Too many requests. Please wait a moment and try again.'
  return error.message || 'Bad request'
}

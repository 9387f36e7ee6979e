import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from '#server/config.ts'
import { AppError } from '#server/lib/app-error.ts'

/**
 * The OpenAPI document, generated from the contracts' zod schemas, and its docs page. In production
 * both are for admins only: the map of every endpoint helps an attacker more than a customer
 * (docs/decisions/015-production-guard-and-outbound-fetches.md); in development and tests they stay open.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  const onRequest = config.isProduction
    ? async (request: FastifyRequest) => {
        const user = await app.currentUser(request)
        if (!user) throw new AppError('unauthorized', 'You are not signed in.')
        if (user.role !== 'ADMIN') {
          throw new AppError('forbidden', 'The API documentation is for admins only.')
        }
      }
    : undefined
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.company.name} API`, version: '1' },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rr.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Our own policy for the docs page: no outside validator badge, no upgrade of a plain-http
    // development address. Swagger UI sets inline styles, allowed here only (no user content).
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    uiConfig: { deepLinking: false, validatorUrl: null },
    // The page, its redirect and its own copies of the document (/api/docs/json, /api/docs/yaml);
    // the static Swagger UI files it loads carry nothing of ours.
    ...(onRequest ? { uiHooks: { onRequest } } : {}),
  })
  app.get('/api/openapi.json', { schema: { hide: true }, ...(onRequest ? { onRequest } : {}) }, async () =>
    app.swagger(),
  )
}

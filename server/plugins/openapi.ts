import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from '#server/config.ts'

/** The OpenAPI document, generated from the contracts' zod schemas, and its docs page. */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
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
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

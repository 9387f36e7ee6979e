import type { FastifyInstance } from 'fastify'
import { identityContract, SANDBOX_MAX_IMAGE_BYTES } from '#shared/contracts/identity.contract.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { IdentityService } from './identity.service.ts'

// Two photos of up to 10 MB each, base64-encoded in a JSON body (4/3 larger), plus room for the
// text fields. Only the sandbox submission may be this large; the app's limit stays at 1 MB.
const SANDBOX_BODY_LIMIT = 2 * Math.ceil((SANDBOX_MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024

export async function identityRoutes(app: FastifyInstance, { identity }: { identity: IdentityService }) {
  route(app, identityContract.saveVerifyForm, async ({ user, body }) => identity.saveVerifyForm(user, body))

  route(app, identityContract.getVerifyForm, async ({ user }) => identity.getVerifyForm(user))

  route(app, identityContract.start, async ({ user, body }) => identity.startVerification(user, body))

  route(app, identityContract.status, async ({ user }) => identity.getStatus(user))

  route(app, identityContract.sandboxSession, async ({ user, params }) =>
    identity.getSandboxSession(user, params.sessionId),
  )

  await app.register(async (large) => {
    large.addHook('onRoute', (options) => {
      options.bodyLimit = SANDBOX_BODY_LIMIT
    })
    route(large, identityContract.sandboxSubmit, async ({ user, params, body }) =>
      identity.submitSandbox(user, params.sessionId, body),
    )
  })

  // The signature covers the exact bytes Stripe sent, so this route keeps the body unparsed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    route(raw, identityContract.stripeWebhook, async ({ request }) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('bad_request', 'Expected a JSON body')
      await identity.handleStripeWebhook(request.body, request.headers)
      return { received: true as const }
    })
  })
}

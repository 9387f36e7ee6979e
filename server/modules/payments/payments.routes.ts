import type { FastifyInstance } from 'fastify'
import { readReferral } from '#server/modules/affiliates/index.ts'
import { checkoutContract } from '#shared/contracts/checkout.contract.ts'
import { WebhookSignatureError, type PaymentProvider } from '#server/adapters/payments/index.ts'
import { SANDBOX_SIGNATURE_HEADER } from '#server/adapters/payments/sandbox-payments.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { PaymentsService } from './payments.service.ts'

type Deps = { payments: PaymentsService; provider: PaymentProvider }

const WEBHOOK_PATHS = {
  SANDBOX: '/api/payments/webhook/sandbox',
  STRIPE: '/api/payments/webhook/stripe',
} as const

export async function paymentsRoutes(app: FastifyInstance, { payments, provider }: Deps) {
  route(app, checkoutContract.summary, async ({ user, query }) =>
    payments.getCheckoutSummary(user, query.product),
  )

  route(app, checkoutContract.create, async ({ user, body, request }) =>
    payments.createCheckout(user, body, readReferral(request.headers.cookie)),
  )

  route(app, checkoutContract.sandboxConfirm, async ({ user, body }) =>
    payments.confirmSandboxPayment(user, body.clientSecret, body.card, async (payload, signature) => {
      // Delivered through the public webhook route, exactly as an outside provider's event would be.
      const res = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATHS.SANDBOX,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload,
      })
      if (res.statusCode !== 200) throw new Error(`sandbox webhook answered ${res.statusCode}`)
    }),
  )

  route(app, checkoutContract.getOrder, async ({ user, params }) => payments.getOrder(user, params.id))
  route(app, checkoutContract.payBalance, async ({ user, params }) => payments.payBalance(user, params.id))
  route(app, checkoutContract.cancel, async ({ user, params }) => payments.cancelOrder(user, params.id))

  // The webhook needs the exact bytes the provider signed, so JSON is not parsed in this scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    scope.post(
      WEBHOOK_PATHS[provider.kind],
      {
        schema: {
          summary: `Payment events from ${provider.kind === 'STRIPE' ? 'Stripe' : 'the sandbox'} (signed)`,
        },
      },
      async (request) => {
        const raw = request.body
        if (!Buffer.isBuffer(raw)) throw new AppError('bad_request', 'Expected a JSON body.')
        let event
        try {
          event = provider.parseWebhook(raw, request.headers)
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new AppError('bad_request', 'Invalid signature.')
          throw new AppError('bad_request', 'Unreadable event.')
        }
        const outcome = await payments.handlePaymentEvent(
          provider.kind,
          event,
          JSON.parse(raw.toString('utf8')),
        )
        return { received: true, outcome }
      },
    )
  })
}

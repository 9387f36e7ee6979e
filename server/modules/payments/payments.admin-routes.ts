import type { FastifyInstance } from 'fastify'
import { checkoutContract } from '#shared/contracts/checkout.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { PaymentsService } from './payments.service.ts'

export async function paymentsAdminRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  route(app, checkoutContract.adminRefund, async ({ user, params, body }) =>
    payments.adminRefundOrder(user, params.id, body.reason),
  )
}

import type { FastifyInstance } from 'fastify'
import { ordersContract } from '#shared/contracts/orders.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { OrdersService } from './orders.service.ts'

export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  route(app, ordersContract.listByUser, async ({ user, params }) => ({
    orders: await orders.listOrdersForUser(user, params.userId),
  }))
  route(app, ordersContract.listFlags, async () => ({ flags: await orders.listFlags() }))
}

import { z } from 'zod'
import { UserIdParamsSchema } from './cases.contract.ts'
import { ORDER_FLAG_KINDS, ORDER_STATUSES } from '../domain/orders.ts'
import type { ContractTable } from './contract.ts'

export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatusSchema>

export const OrderSchema = z.object({
  id: z.string(),
  caseId: z.string().nullable(),
  product: z.string(),
  amountCents: z.number().int(),
  status: OrderStatusSchema,
  createdAt: z.string(),
})
export type Order = z.infer<typeof OrderSchema>

/** Money refused and refunded at once, or a mismatched amount: for an admin to look at. */
export const OrderFlagSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  caseId: z.string().nullable(),
  userId: z.string(),
  paymentId: z.string().nullable(),
  kind: z.enum(ORDER_FLAG_KINDS),
  amountCents: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
})
export type OrderFlag = z.infer<typeof OrderFlagSchema>

export const ordersContract = {
  listByUser: {
    method: 'GET',
    path: '/api/orders/user/:userId',
    summary: "A customer's orders, newest first (the owner or an admin only)",
    access: 'customer',
    owner: { userId: 'user' },
    params: UserIdParamsSchema,
    response: z.object({ orders: z.array(OrderSchema) }),
  },
  listFlags: {
    method: 'GET',
    path: '/api/admin/orders/flags',
    summary: 'Orders flagged for admins, newest first: money refused and refunded, mismatched amounts',
    access: 'admin',
    response: z.object({ flags: z.array(OrderFlagSchema) }),
  },
} as const satisfies ContractTable

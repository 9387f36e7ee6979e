import { z } from 'zod'
import { UserIdParamsSchema } from './cases.contract.ts'
import type { ContractTable } from './contract.ts'

export const OrderStatusSchema = z.enum([
  'PENDING',
  'DEPOSIT_PAID',
  'PAID',
  'REFUNDED',
  'DISPUTED',
  'CANCELED',
])
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

export const ordersContract = {
  listByUser: {
    method: 'GET',
    path: '/api/orders/user/:userId',
    summary: "A customer's orders, newest first (the owner or an admin only)",
    access: 'customer',
    params: UserIdParamsSchema,
    response: z.object({ orders: z.array(OrderSchema) }),
  },
} as const satisfies ContractTable

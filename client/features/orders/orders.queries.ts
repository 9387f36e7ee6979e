import { queryOptions, useQuery } from '@tanstack/react-query'
import { ordersContract } from '#shared/contracts/orders.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  byUser: (userId: string) => [...ordersKeys.lists(), userId] as const,
}

export const userOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: ordersKeys.byUser(userId),
    queryFn: ({ signal }) => api(ordersContract.listByUser, { params: { userId }, signal }),
  })

/** The customer's orders, newest first; nothing is sent until the user id is known. */
export function useUserOrders(userId: string | undefined) {
  return useQuery({ ...userOrdersQuery(userId ?? ''), enabled: Boolean(userId) })
}

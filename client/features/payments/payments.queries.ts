import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  checkoutContract,
  type CheckoutProduct,
  type OrderDetail,
} from '#shared/contracts/checkout.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const paymentsKeys = {
  all: ['payments'] as const,
  summaries: () => [...paymentsKeys.all, 'summary'] as const,
  summary: (product: CheckoutProduct) => [...paymentsKeys.summaries(), product] as const,
  orders: () => [...paymentsKeys.all, 'order'] as const,
  order: (orderId: string) => [...paymentsKeys.orders(), orderId] as const,
}

// The ID fee in the summary depends on whether the customer has verified their identity, which can
// change on another page (or tab) at any moment: the summary is read afresh each time it is shown.
export const checkoutSummaryQuery = (product: CheckoutProduct) =>
  queryOptions({
    queryKey: paymentsKeys.summary(product),
    queryFn: ({ signal }) => api(checkoutContract.summary, { query: { product }, signal }),
    staleTime: 0,
  })

/** The prices of a product for this customer, from the catalog and settings; null sends nothing. */
export function useCheckoutSummary(product: CheckoutProduct | null) {
  return useQuery({ ...checkoutSummaryQuery(product ?? 'FEDERAL'), enabled: product !== null })
}

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentsKeys.order(orderId),
    queryFn: ({ signal }) => api(checkoutContract.getOrder, { params: { id: orderId }, signal }),
    staleTime: 0,
  })

type OrderPolling = (order: OrderDetail | undefined, updateCount: number) => number | false

/** One order with what is paid and due; `pollEvery` may ask again while a payment settles. */
export function useOrder(orderId: string | null, { pollEvery }: { pollEvery?: OrderPolling } = {}) {
  return useQuery({
    ...orderQuery(orderId ?? ''),
    enabled: orderId !== null,
    refetchInterval: pollEvery ? (query) => pollEvery(query.state.data, query.state.dataUpdateCount) : false,
  })
}

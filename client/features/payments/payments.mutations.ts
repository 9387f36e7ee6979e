import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  checkoutContract,
  type CreateCheckoutInput,
  type SandboxConfirmInputSchema,
} from '#shared/contracts/checkout.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { paymentsKeys } from './payments.queries.ts'

// What an order's money changes on other features' screens: the case (its status and activity),
// the order list, the documents a paid case takes and credit repair's view of paid packages.
// Features do not import each other, so their key prefixes are named here.
const CHANGED_WITH_ORDER_MONEY = [['cases'], ['orders'], ['documents'], ['credit-repair']] as const
const FINGERPRINTS_KEY = ['fingerprints'] as const

/**
 * Reads again what a payment or a refund changed: this feature's orders and summaries, and the
 * other screens that show them. `isUploadLinkKept` leaves the phone upload link alone: a refunded
 * case takes no uploads (409), and the case read again hides it.
 */
export function refreshAfterOrderMoney(
  queryClient: QueryClient,
  { isUploadLinkKept = false }: { isUploadLinkKept?: boolean } = {},
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
    ...CHANGED_WITH_ORDER_MONEY.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({
      queryKey: FINGERPRINTS_KEY,
      predicate: ({ queryKey }) => !(isUploadLinkKept && queryKey[1] === 'qr'),
    }),
  ])
}

/** Opens (or reuses) the order and starts the payment of what is due now. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (body: CreateCheckoutInput) => api(checkoutContract.create, { body }),
  })
}

/** The sandbox's own card form: the server decides by test card number and answers at once. */
export function useConfirmSandboxPayment() {
  return useMutation({
    mutationFn: (body: z.input<typeof SandboxConfirmInputSchema>) =>
      api(checkoutContract.sandboxConfirm, { body }),
  })
}

/** Starts the payment of the balance of a pay-later order. */
export function usePayBalance() {
  return useMutation({
    mutationFn: (orderId: string) => api(checkoutContract.payBalance, { params: { id: orderId } }),
  })
}

/** The customer's own cancellation with a refund; the order is read again afterwards. */
export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderId: string) => api(checkoutContract.cancel, { params: { id: orderId } }),
    onSuccess: (order) => {
      queryClient.setQueryData(paymentsKeys.order(order.id), order)
      // The case, the order list and the dashboard figures change with it.
      return refreshAfterOrderMoney(queryClient, { isUploadLinkKept: true })
    },
  })
}

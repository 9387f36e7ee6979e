import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  checkoutContract,
  type CreateCheckoutInput,
  type SandboxConfirmInputSchema,
} from '#shared/contracts/checkout.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { paymentsKeys } from './payments.queries.ts'

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
      // The case, the order list and the dashboard figures change with it. The phone upload link is
      // not asked again: a cancelled case takes no uploads (409), and the case read again hides it.
      return queryClient.invalidateQueries({
        predicate: ({ queryKey }) => !(queryKey[0] === 'fingerprints' && queryKey[1] === 'qr'),
      })
    },
  })
}

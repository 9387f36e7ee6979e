import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { AdminOrderSummary } from '#shared/contracts/admin-cases.contract.ts'
import { RefundInputSchema } from '#shared/contracts/checkout.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'
import { useRefundOrder } from '../case-admin.mutations.ts'
import { productName } from '../case-labels.ts'

const usd = (cents: number) => formatUsd(cents, { alwaysShowCents: true })

/** What a refund of the order returns now: what was paid less what already went back. */
export function refundableCents(order: AdminOrderSummary): number {
  return Math.max(0, order.paidCents - order.refundedCents)
}

/** Refunds an order in full, with the reason: through the payment provider, e-mailed, audited. */
export function RefundOrderDialog({
  caseId,
  order,
  onClose,
}: {
  caseId: string
  order: AdminOrderSummary | null
  onClose: () => void
}) {
  return (
    <ActionDialog
      isOpen={order !== null}
      onClose={onClose}
      title="Refund this order"
      description={
        order
          ? `${usd(refundableCents(order))} for ${productName(order.product)} goes back to the customer's card, and they are e-mailed. Any affiliate commission on the order is reversed.`
          : undefined
      }
    >
      {order ? <RefundOrderForm caseId={caseId} order={order} onDone={onClose} /> : null}
    </ActionDialog>
  )
}

function RefundOrderForm({
  caseId,
  order,
  onDone,
}: {
  caseId: string
  order: AdminOrderSummary
  onDone: () => void
}) {
  const refund = useRefundOrder(caseId)
  const form = useForm({ resolver: zodResolver(RefundInputSchema), defaultValues: { reason: '' } })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await refund.mutateAsync({ orderId: order.id, body: values })
      toastDone('Order refunded', 'The customer was e-mailed the refund.')
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['reason'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextareaField
        label="Reason"
        hint="Kept in the case's activity log; the customer is not shown it."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogButtons
        submitLabel={`Refund ${usd(refundableCents(order))}`}
        busyLabel="Refunding…"
        isBusy={isSubmitting}
        onCancel={onDone}
        isDestructive
      />
    </form>
  )
}

import { useEffect, useId, useRef } from 'react'
import type { OrderDetail } from '#shared/contracts/checkout.contract.ts'
import { REFUND_WINDOW_HOURS } from '#shared/domain/agreement.ts'
import { MANUAL_ID_FEE_NAME } from '#shared/domain/identity-check.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Button } from '#client/components/ui/button.tsx'
import { cancellationRefundCents } from '../order-amounts.ts'

type CancelOrderDialogProps = {
  order: OrderDetail
  isOpen: boolean
  isCancelling: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * Asks before cancelling, saying what comes back and what does not. A native modal <dialog>: the
 * browser traps focus and handles Escape, with no inline styles for the CSP to refuse.
 */
export function CancelOrderDialog({
  order,
  isOpen,
  isCancelling,
  onConfirm,
  onClose,
}: CancelOrderDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const textId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (isOpen && !element.open) element.showModal()
    if (!isOpen && element.open) element.close()
  }, [isOpen])

  const refundCents = cancellationRefundCents(order)
  const keptFeeCents = order.paidCents - refundCents
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-navy-950 shadow-xl backdrop:bg-navy-950/60"
    >
      <h2 id={headingId} className="text-xl font-bold">
        Cancel this order?
      </h2>
      <div id={textId} className="mt-3 grid gap-2 text-navy-800">
        <p>
          You are within {REFUND_WINDOW_HOURS} hours of payment and no work has started, so you can cancel
          now.{' '}
          <strong className="font-semibold text-navy-950">
            {formatUsd(refundCents, { alwaysShowCents: true })}
          </strong>{' '}
          goes back to your card.
        </p>
        {keptFeeCents > 0 ? (
          <p>
            The {MANUAL_ID_FEE_NAME} ({formatUsd(keptFeeCents, { alwaysShowCents: true })}) is non-refundable
            and is not returned.
          </p>
        ) : order.idFeeCents > 0 ? (
          <p>
            The {MANUAL_ID_FEE_NAME} is non-refundable, but it is part of the balance you have not paid yet,
            so nothing is kept.
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isCancelling}>
          Keep my order
        </Button>
        <Button onClick={onConfirm} disabled={isCancelling} className="bg-red-700 hover:bg-red-800">
          {isCancelling ? 'Cancelling…' : 'Cancel and refund'}
        </Button>
      </div>
    </dialog>
  )
}

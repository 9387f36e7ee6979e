import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { AffiliateManagementRow } from '#shared/contracts/affiliate-management.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { ChoiceGroup } from '#client/components/form/choice-group.tsx'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { BalanceAdjustmentFormSchema, type BalanceAdjustmentForm } from '../affiliate-management.forms.ts'
import { useAdjustBalance } from '../affiliate-management.mutations.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'

const DIRECTIONS = [
  { value: 'CREDIT', label: 'Credit (add)' },
  { value: 'DEBIT', label: 'Debit (subtract)' },
] as const

type BalanceAdjustmentDialogProps = { affiliate: AffiliateManagementRow | null; onClose: () => void }

/** Adds a credit or debit to an affiliate's balance, with a reason (audited). */
export function BalanceAdjustmentDialog({ affiliate, onClose }: BalanceAdjustmentDialogProps) {
  return (
    <ActionDialog
      isOpen={affiliate !== null}
      onClose={onClose}
      title={`Adjust balance of ${affiliate?.code ?? ''}`}
      description={
        affiliate
          ? `Available now: ${formatUsd(affiliate.pendingPayout.availableAmount, { alwaysShowCents: true })}. The adjustment is available at once.`
          : undefined
      }
    >
      {affiliate ? <BalanceAdjustmentFormView affiliate={affiliate} onDone={onClose} /> : null}
    </ActionDialog>
  )
}

function BalanceAdjustmentFormView({
  affiliate,
  onDone,
}: {
  affiliate: AffiliateManagementRow
  onDone: () => void
}) {
  const adjust = useAdjustBalance()
  const form = useForm<BalanceAdjustmentForm, unknown, { amountCents: number; reason: string }>({
    resolver: zodResolver(BalanceAdjustmentFormSchema),
    defaultValues: { amount: '', direction: 'CREDIT', reason: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await adjust.mutateAsync({ affiliateId: affiliate.id, body })
      const amount = formatUsd(Math.abs(body.amountCents), { alwaysShowCents: true })
      toastDone(
        'Balance adjusted',
        `${body.amountCents > 0 ? 'Credited' : 'Debited'} ${amount} ${body.amountCents > 0 ? 'to' : 'from'} ${affiliate.code}.`,
      )
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['reason'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="Amount in dollars"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <ChoiceGroup
        legend="Credit or debit"
        type="radio"
        choices={DIRECTIONS}
        error={errors.direction?.message}
        registration={form.register('direction')}
      />
      <TextareaField
        label="Reason"
        hint="Kept in the audit log and shown to the affiliate in their ledger."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogButtons
        submitLabel="Adjust balance"
        busyLabel="Saving…"
        isBusy={isSubmitting}
        onCancel={onDone}
      />
    </form>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  AffiliateStatusInputSchema,
  type AffiliateManagementRow,
} from '#shared/contracts/affiliate-management.contract.ts'
import type { AffiliateStatus } from '#shared/domain/affiliates.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { useSetAffiliateStatus } from '../affiliate-management.mutations.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'

type AffiliateStatusDialogProps = { affiliate: AffiliateManagementRow | null; onClose: () => void }

/** Deactivates an active affiliate or reactivates a deactivated one, with a reason (audited). */
export function AffiliateStatusDialog({ affiliate, onClose }: AffiliateStatusDialogProps) {
  const isDeactivating = affiliate?.status === 'ACTIVE'
  return (
    <ActionDialog
      isOpen={affiliate !== null}
      onClose={onClose}
      title={`${isDeactivating ? 'Deactivate' : 'Reactivate'} ${affiliate?.code ?? ''}`}
      description={
        isDeactivating
          ? "The affiliate's links stop earning new commissions until they are reactivated."
          : "The affiliate's links earn commissions again."
      }
    >
      {affiliate ? <AffiliateStatusForm affiliate={affiliate} onDone={onClose} /> : null}
    </ActionDialog>
  )
}

function AffiliateStatusForm({
  affiliate,
  onDone,
}: {
  affiliate: AffiliateManagementRow
  onDone: () => void
}) {
  const setStatus = useSetAffiliateStatus()
  const target: AffiliateStatus = affiliate.status === 'ACTIVE' ? 'DEACTIVATED' : 'ACTIVE'
  const form = useForm({
    resolver: zodResolver(AffiliateStatusInputSchema),
    defaultValues: { status: target, reason: '' },
  })
  const { errors, isSubmitting } = form.formState
  const verb = target === 'DEACTIVATED' ? 'Deactivate' : 'Reactivate'

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await setStatus.mutateAsync({ affiliateId: affiliate.id, body })
      toastDone(
        target === 'DEACTIVATED' ? 'Affiliate deactivated' : 'Affiliate reactivated',
        `${affiliate.code} is now ${target === 'DEACTIVATED' ? 'deactivated' : 'active'}.`,
      )
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['reason'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message ?? errors.status?.message} />
      <TextareaField
        label="Reason"
        hint="Kept in the audit log."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogButtons
        submitLabel={verb}
        busyLabel="Saving…"
        isBusy={isSubmitting}
        onCancel={onDone}
        isDestructive={target === 'DEACTIVATED'}
      />
    </form>
  )
}

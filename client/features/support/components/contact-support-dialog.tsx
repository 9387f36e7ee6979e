import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { ContactSupportInputSchema, SUPPORT_MESSAGE_MAX_LENGTH } from '#shared/contracts/inbox.contract.ts'
import { CONTACT_REPLY_HOURS } from '#shared/contracts/leads.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useContactSupport } from '../support.mutations.ts'

type ContactSupportDialogProps = {
  /** The case the message is about (the case page); none on the dashboard. */
  caseId?: string
  isOpen: boolean
  onClose: () => void
}

/**
 * Contact Support: a dialog that sends the customer's message to the support inbox, tied to the
 * case when there is one (docs/decisions/030-customer-fulfilment-screens.md). A native modal <dialog>, as
 * the cancel-order dialog: the browser traps focus and handles Escape.
 */
export function ContactSupportDialog({ caseId, isOpen, onClose }: ContactSupportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const send = useContactSupport()
  const form = useForm({
    resolver: zodResolver(ContactSupportInputSchema),
    defaultValues: { message: '', caseId },
  })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (isOpen && !element.open) element.showModal()
    if (!isOpen && element.open) element.close()
  }, [isOpen])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
      toast({
        variant: 'success',
        title: 'Message Sent',
        description: `Thank you for contacting us. We'll get back to you within ${CONTACT_REPLY_HOURS} hours.`,
      })
      form.reset({ message: '', caseId })
      onClose()
    } catch (error) {
      showServerError(error, form.setError, ['message'])
    }
  })

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-6 text-navy-950 shadow-xl backdrop:bg-navy-950/60"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <h2 id={headingId} className="text-xl font-bold">
          Contact Support
        </h2>
        <p className="text-navy-800">
          {caseId
            ? 'Tell us what you need help with. Your message reaches our support team with your case attached, and we reply by e-mail.'
            : 'Tell us what you need help with. We reply by e-mail.'}
        </p>
        <TextareaField
          label="Your message"
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </form>
    </dialog>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_REPLY_HOURS,
  CONTACT_SUBJECT_MAX_LENGTH,
  ContactInputSchema,
  EMAIL_MAX_LENGTH,
  LEAD_NAME_MAX_LENGTH,
} from '#shared/contracts/leads.contract.ts'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { useSendContactMessage } from '../contact.mutations.ts'
import { contactFailedText, type ContactReach } from '../contact-texts.ts'
import { useIsHydrated } from '../use-is-hydrated.ts'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
const EMPTY_FORM = { name: '', email: '', subject: '', message: '' }

/**
 * The Contact Us form: checked with the server's schema, confirmed or refused with a toast that
 * offers the ways to reach the team the settings have (`reach`, undefined while they load).
 */
export function ContactForm({ reach }: { reach: ContactReach | undefined }) {
  const send = useSendContactMessage()
  // No default values: the fields start from what they hold when the form comes alive, so text
  // typed into the prerendered page before its script ran is kept, not overwritten.
  const form = useForm({ resolver: zodResolver(ContactInputSchema) })
  const { errors, isSubmitting } = form.formState
  // Before the page's script runs, the browser would send the form itself (as a GET, with the
  // message in the address), so the button waits for it.
  const isHydrated = useIsHydrated()

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
      toast({
        variant: 'success',
        title: 'Message Sent',
        description: `Thank you for contacting us. We'll get back to you within ${CONTACT_REPLY_HOURS} hours.`,
      })
      form.reset(EMPTY_FORM)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: contactFailedText(reach),
      })
      // A field the server refused (it checks what this form checks) is marked as well.
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showServerError(error, form.setError, FIELDS)
      }
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          autoComplete="name"
          required
          maxLength={LEAD_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <FormField
        label="Subject"
        required
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextareaField
        label="Message"
        rows={6}
        required
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button
        type="submit"
        disabled={!isHydrated || isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {isSubmitting ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  )
}

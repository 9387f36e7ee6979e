import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  CreateCampaignInputSchema,
  type MailingList,
  type NewsletterSettings,
} from '#shared/contracts/newsletters.contract.ts'
import { CREATE_CAMPAIGN_FAILED } from '#shared/contracts/newsletters-texts.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useCreateCampaign } from '../newsletters.mutations.ts'
import { defaultListId, ListSelectField } from './list-select-field.tsx'

type FormInput = z.input<typeof CreateCampaignInputSchema>

/**
 * Create campaign: list, subject, HTML content, and the sender (the company name and mail-from
 * address unless changed). It is queued to the list's subscribed addresses and sent by a job.
 */
export function CreateCampaignForm({
  lists,
  defaults,
}: {
  lists: MailingList[]
  defaults: NewsletterSettings['defaults']
}) {
  const create = useCreateCampaign()
  const empty: FormInput = {
    listId: defaultListId(lists),
    subject: '',
    content: '',
    fromName: defaults.fromName,
    fromEmail: defaults.fromEmail,
  }
  const form = useForm<FormInput, unknown, z.output<typeof CreateCampaignInputSchema>>({
    resolver: zodResolver(CreateCampaignInputSchema),
    defaultValues: empty,
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { campaign } = await create.mutateAsync(body)
      toastDone(
        'Campaign queued',
        `${campaign.subject}: ${campaign.totalRecipients.toLocaleString()} recipient${campaign.totalRecipients === 1 ? '' : 's'}`,
      )
      form.reset({ ...empty, listId: body.listId })
    } catch (error) {
      reportActionError(
        error,
        form.setError,
        ['listId', 'subject', 'content', 'fromName', 'fromEmail'],
        CREATE_CAMPAIGN_FAILED,
      )
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create campaign" className="grid gap-3">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ListSelectField
          lists={lists}
          showCounts
          error={errors.listId?.message}
          {...form.register('listId')}
        />
        <FormField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
        <FormField label="From name" error={errors.fromName?.message} {...form.register('fromName')} />
        <FormField
          label="From e-mail"
          type="email"
          error={errors.fromEmail?.message}
          {...form.register('fromEmail')}
        />
      </div>
      <TextareaField
        label="Content (HTML)"
        rows={8}
        hint="Scripts, styles and event handlers are removed; links may be http, https or mailto. An unsubscribe footer is added to every message."
        error={errors.content?.message}
        {...form.register('content')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Queuing…' : 'Create campaign'}
        </Button>
      </div>
    </form>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import {
  AddSubscriberInputSchema,
  SubscriberTagsSchema,
  type MailingList,
} from '#shared/contracts/newsletters.contract.ts'
import { ADD_SUBSCRIBER_FAILED, splitTags } from '#shared/contracts/newsletters-texts.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useAddSubscriber } from '../newsletters.mutations.ts'
import { defaultListId, ListSelectField } from './list-select-field.tsx'

// The form takes tags as one comma-separated text (002 §5); the shared schema checks the rest.
const FormSchema = AddSubscriberInputSchema.extend({
  tags: z.string().transform(splitTags).pipe(SubscriberTagsSchema),
})

const EMPTY = { email: '', firstName: '', lastName: '', tags: '', listId: '' }

/** Add subscriber: list, e-mail, names and tags; the address is added as subscribed. */
export function AddSubscriberForm({ lists }: { lists: MailingList[] }) {
  const add = useAddSubscriber()
  const form = useForm<z.input<typeof FormSchema>, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { ...EMPTY, listId: defaultListId(lists) },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body)
      toastDone('Subscriber added', body.email)
      form.reset({ ...EMPTY, listId: body.listId })
    } catch (error) {
      reportActionError(
        error,
        form.setError,
        ['email', 'listId', 'firstName', 'lastName', 'tags'],
        ADD_SUBSCRIBER_FAILED,
      )
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add subscriber" className="grid gap-3">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ListSelectField lists={lists} error={errors.listId?.message} {...form.register('listId')} />
        <FormField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="First name"
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last name"
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <FormField
        label="Tags"
        hint="Separate tags with commas, e.g. federal, west-virginia"
        error={errors.tags?.message}
        {...form.register('tags')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add subscriber'}
        </Button>
      </div>
    </form>
  )
}

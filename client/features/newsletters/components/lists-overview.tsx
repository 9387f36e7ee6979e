import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { CreateListInputSchema, type MailingList } from '#shared/contracts/newsletters.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { useCreateList } from '../newsletters.mutations.ts'

/** List overview: each list with its name and subscriber count, and the other statuses beside. */
export function ListsOverview({ lists, isMailchimp }: { lists: MailingList[]; isMailchimp: boolean }) {
  return (
    <div className="grid gap-4">
      <ul aria-label="Mailing lists" className="grid gap-3">
        {lists.map((list) => (
          <li key={list.id} className="grid gap-1 border-b border-navy-100 pb-3 text-sm last:border-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words text-navy-950">{list.name}</span>
              {list.isDefault ? <Badge variant="blue">Footer form</Badge> : null}
              {isMailchimp ? (
                <Badge variant={list.isSynced ? 'green' : 'gray'}>
                  {list.isSynced ? 'Synced to Mailchimp' : 'Not synced yet'}
                </Badge>
              ) : null}
            </div>
            <p className="text-navy-800">
              <span className="font-semibold tabular-nums">{list.subscribers.toLocaleString()}</span>{' '}
              subscriber{list.subscribers === 1 ? '' : 's'}
              {isMailchimp && list.isSynced ? (
                <> · Mailchimp: {list.stats.member_count.toLocaleString()}</>
              ) : null}
              <span className="text-navy-700">
                {' '}
                · {list.pending} awaiting confirmation · {list.unsubscribed} unsubscribed · {list.bounced}{' '}
                bounced
              </span>
            </p>
          </li>
        ))}
      </ul>
      <CreateListForm />
    </div>
  )
}

function CreateListForm() {
  const create = useCreateList()
  const form = useForm<
    z.input<typeof CreateListInputSchema>,
    unknown,
    z.output<typeof CreateListInputSchema>
  >({
    resolver: zodResolver(CreateListInputSchema),
    defaultValues: { name: '', description: '' },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body)
      toastDone('List created', body.name)
      form.reset({ name: '', description: '' })
    } catch (error) {
      reportActionError(error, form.setError, ['name', 'description'])
    }
  })
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Create a list"
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <FormAlert message={errors.root?.server?.message} />
      <FormField label="New list name" error={errors.name?.message} {...form.register('name')} />
      <div>
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? 'Creating…' : 'Create list'}
        </Button>
      </div>
    </form>
  )
}

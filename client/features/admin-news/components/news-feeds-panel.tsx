import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { CreateNewsFeedInputSchema, type NewsFeed } from '#shared/contracts/news.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { failureText, reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useAddNewsFeed, useRemoveNewsFeed } from '../admin-news.mutations.ts'
import { formatLocalDateTime } from '#client/lib/dates.ts'

const optional = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) }

/** The RSS, Atom and YouTube feeds the news job reads: their last result, Remove, and a form to add one. */
export function NewsFeedsPanel({ feeds }: { feeds: NewsFeed[] }) {
  const remove = useRemoveNewsFeed()
  const onRemove = async (feed: NewsFeed) => {
    try {
      await remove.mutateAsync(feed.id)
      toastDone('Feed removed', feed.title || feed.url)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: failureText(error) })
    }
  }
  return (
    <div className="grid gap-4">
      {feeds.length === 0 ? (
        <p className="text-sm text-navy-700">No feeds yet.</p>
      ) : (
        <ul aria-label="Feeds" className="grid gap-3 text-sm">
          {feeds.map((feed) => (
            <li
              key={feed.id}
              className="grid gap-2 border-b border-navy-100 pb-3 last:border-0 sm:grid-cols-[1fr_auto]"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="font-semibold break-words text-navy-950">
                  {feed.title || 'Untitled feed'}
                </span>
                <span className="break-all text-navy-700">{feed.url}</span>
                <span className={feed.lastError ? 'text-red-800' : 'text-navy-700'}>
                  {feed.lastError
                    ? `Last read failed: ${feed.lastError}`
                    : feed.lastFetchedAt
                      ? `Last read ${formatLocalDateTime(feed.lastFetchedAt)}`
                      : 'Not read yet'}
                </span>
              </div>
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => void onRemove(feed)}
                >
                  Remove<span className="sr-only"> {feed.title || feed.url}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddFeedForm />
    </div>
  )
}

function AddFeedForm() {
  const add = useAddNewsFeed()
  const form = useForm({ resolver: zodResolver(CreateNewsFeedInputSchema), defaultValues: { url: '' } })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body)
      toastDone('Feed added', 'It is read in a moment, then every 30 minutes.')
      form.reset({ url: '' })
    } catch (error) {
      reportActionError(error, form.setError, ['url', 'title'])
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a feed" className="grid gap-3">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Feed link" type="url" error={errors.url?.message} {...form.register('url')} />
        <FormField
          label="Name (optional)"
          error={errors.title?.message}
          {...form.register('title', optional)}
        />
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add feed'}
        </Button>
      </div>
    </form>
  )
}

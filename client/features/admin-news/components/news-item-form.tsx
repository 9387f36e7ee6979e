import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import {
  CreateNewsItemInputSchema,
  NEWS_SOURCES,
  type AdminNewsItem,
} from '#shared/contracts/news.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { todayIsoDate } from '#client/lib/dates.ts'
import { useCreateNewsItem, useUpdateNewsItem } from '../admin-news.mutations.ts'

const SOURCE_NAMES: Record<(typeof NEWS_SOURCES)[number], string> = {
  ARTICLE: 'Article',
  YOUTUBE: 'YouTube video',
}
const FIELDS = [
  'source',
  'title',
  'outlet',
  'url',
  'publishedAt',
  'summary',
  'videoId',
  'thumbnailUrl',
] as const
// An optional field left empty is absent, not an empty (invalid) link.
const optional = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) }

type NewsItemFormProps = {
  /** The item to edit (the form starts from its values); without it the form publishes a new one. */
  item?: AdminNewsItem
  /** Called after a successful save of an edit. */
  onSaved?: () => void
}

/** Publishes a news item entered by hand, or edits one; it shows on /news at once. */
export function NewsItemForm({ item, onSaved }: NewsItemFormProps) {
  const create = useCreateNewsItem()
  const update = useUpdateNewsItem()
  const form = useForm({
    resolver: zodResolver(CreateNewsItemInputSchema),
    defaultValues: item
      ? {
          source: item.source === 'YOUTUBE' ? ('YOUTUBE' as const) : ('ARTICLE' as const),
          title: item.title,
          outlet: item.outlet,
          url: item.url,
          summary: item.summary,
          // The date input holds the day the server stored (a date alone is stored as midnight UTC).
          publishedAt: item.publishedAt.slice(0, 10),
          thumbnailUrl: item.thumbnailUrl ?? undefined,
          videoId: item.meta.videoId ?? undefined,
        }
      : {
          source: 'ARTICLE' as const,
          title: '',
          outlet: '',
          url: '',
          summary: '',
          publishedAt: todayIsoDate(),
        },
  })
  const { errors, isSubmitting } = form.formState
  const isVideo = useWatch({ control: form.control, name: 'source' }) === 'YOUTUBE'

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (item) {
        const saved = await update.mutateAsync({ id: item.id, body })
        toastDone('News item saved', saved.item.title)
        onSaved?.()
        return
      }
      const created = await create.mutateAsync(body)
      toastDone('News item published', created.item.title)
      form.reset({ ...form.formState.defaultValues, publishedAt: todayIsoDate() })
    } catch (error) {
      reportActionError(error, form.setError, FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className={item ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>
        <SelectField label="Kind" error={errors.source?.message} {...form.register('source')}>
          {NEWS_SOURCES.map((source) => (
            <option key={source} value={source}>
              {SOURCE_NAMES[source]}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Published on"
          type="date"
          error={errors.publishedAt?.message}
          {...form.register('publishedAt')}
        />
        <FormField label="Title" error={errors.title?.message} {...form.register('title')} />
        <FormField
          label="Outlet"
          hint="Who published it."
          error={errors.outlet?.message}
          {...form.register('outlet')}
        />
        <FormField label="Link" type="url" error={errors.url?.message} {...form.register('url')} />
        <FormField
          label="Image link (optional)"
          type="url"
          error={errors.thumbnailUrl?.message}
          {...form.register('thumbnailUrl', optional)}
        />
        {isVideo ? (
          <FormField
            label="YouTube video id (optional with a YouTube link)"
            error={errors.videoId?.message}
            {...form.register('videoId', optional)}
          />
        ) : null}
      </div>
      <TextareaField
        label="Summary (optional)"
        error={errors.summary?.message}
        {...form.register('summary')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {item && onSaved ? (
          <Button type="button" variant="outline" onClick={onSaved} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {item ? (isSubmitting ? 'Saving…' : 'Save') : isSubmitting ? 'Publishing…' : 'Publish'}
        </Button>
      </div>
    </form>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import {
  SEO_DESCRIPTION_LENGTH,
  SEO_TITLE_LENGTH,
  SeoHeadSchema,
  type SeoHead,
  type SeoPageAudit,
} from '#shared/contracts/seo-tool.contract.ts'
import { FormField } from '#client/components/form/form-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { useUpdateSeoPage } from '../seo-tool.mutations.ts'

const FormSchema = SeoHeadSchema.pick({ title: true, description: true }).required()
const FIELDS = ['title', 'description'] as const

/**
 * Edits the title and description a page is served with. A field left as served keeps what it
 * is; a changed one (even emptied) becomes the override. "Use the page's own head" drops it.
 */
export function PageHeadDialog({ page, onClose }: { page: SeoPageAudit | null; onClose: () => void }) {
  const update = useUpdateSeoPage()
  const form = useForm({ resolver: zodResolver(FormSchema), defaultValues: { title: '', description: '' } })
  const { errors } = form.formState

  useEffect(() => {
    if (page) form.reset({ title: page.title ?? '', description: page.description ?? '' })
  }, [page, form])

  const save = async (head: SeoHead, done: string) => {
    if (!page) return
    try {
      await update.mutateAsync({ path: page.path, head })
      toastDone(done, page.path)
      onClose()
    } catch (error) {
      reportActionError(error, form.setError, FIELDS)
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (!page) return
    const head: SeoHead = { ...page.override }
    if (values.title !== (page.title ?? '')) head.title = values.title
    if (values.description !== (page.description ?? '')) head.description = values.description
    await save(head, 'Head saved')
  })

  return (
    <ActionDialog
      isOpen={page !== null}
      onClose={onClose}
      title={`Edit the head of ${page?.path ?? ''}`}
      description="What search engines and link previews show. A backup of every override is written first."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <FormField
          label="Title"
          hint={`${SEO_TITLE_LENGTH.min} to ${SEO_TITLE_LENGTH.max} characters`}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextareaField
          label="Description"
          rows={3}
          hint={`${SEO_DESCRIPTION_LENGTH.min} to ${SEO_DESCRIPTION_LENGTH.max} characters; leave empty to serve none`}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          {page?.override ? (
            <Button
              type="button"
              variant="outline"
              disabled={update.isPending}
              onClick={() => void save({}, 'Override removed')}
            >
              Use the page’s own head
            </Button>
          ) : null}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </ActionDialog>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import type { AdminSettings, SettingsPreview } from '#shared/contracts/settings.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { NETWORK_ERROR_MESSAGE } from '#client/components/form/server-error.ts'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { useChangeSettings, usePreviewSettings } from '../settings.mutations.ts'
import {
  changeLines,
  formFieldName,
  groupDefaults,
  groupFields,
  groupFormSchema,
  hasProducts,
  isEmptyChange,
  type GroupChange,
  type GroupFormValues,
} from '../settings-form.ts'
import { ChangeReviewDialog } from './change-review-dialog.tsx'
import { LastChanged } from './last-changed.tsx'
import { ProductFields } from './product-fields.tsx'
import { SettingField } from './setting-field.tsx'

type SettingsGroupFormProps = {
  editor: AdminSettings
  group: { id: string; label: string }
  /** After a save: the screen refreshes what other features built from the settings. */
  onSaved?: () => void
}

/**
 * One section of the editor as its own form: Review changes checks it with the server's rules,
 * then the dialog shows the changes and the preview, and Save changes writes them.
 */
export function SettingsGroupForm({ editor, group, onSaved }: SettingsGroupFormProps) {
  const schema = useMemo(() => groupFormSchema(editor, group.id), [editor, group.id])
  const form = useForm<GroupFormValues, unknown, GroupChange>({
    resolver: zodResolver(schema),
    defaultValues: groupDefaults(editor, group.id),
  })
  const [pending, setPending] = useState<GroupChange | null>(null)
  const [preview, setPreview] = useState<SettingsPreview | undefined>()
  const [previewError, setPreviewError] = useState<string | null>(null)
  const previewMutation = usePreviewSettings()
  const save = useChangeSettings({ onSaved })
  const fields = groupFields(editor, group.id)
  const headingId = `settings-${group.id}`

  function showErrors(error: unknown) {
    if (!(error instanceof ApiError)) {
      form.setError('root.server', { type: 'server', message: NETWORK_ERROR_MESSAGE })
      return
    }
    for (const [field, message] of Object.entries(error.fields)) {
      form.setError(formFieldName(field) as FieldPath<GroupFormValues>, { type: 'server', message })
    }
    if (Object.keys(error.fields).length === 0) {
      form.setError('root.server', { type: 'server', message: failureText(error) })
    }
  }

  async function loadPreview(change: GroupChange) {
    setPreview(undefined)
    setPreviewError(null)
    try {
      setPreview(await previewMutation.mutateAsync(change))
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        // The server refused a value: the form shows where, and there is nothing to confirm.
        setPending(null)
        showErrors(error)
        return
      }
      setPreviewError(failureText(error, 'We could not load the preview.'))
    }
  }

  const onReview = form.handleSubmit((change) => {
    if (isEmptyChange(change)) {
      toast({ title: 'Nothing to save', description: `${group.label}: every value is as stored.` })
      return
    }
    setPending(change)
    void loadPreview(change)
  })

  async function onSave() {
    if (!pending) return
    try {
      const result = await save.mutateAsync(pending)
      setPending(null)
      const count = result.changed.length
      toastDone(
        'Settings saved',
        `${group.label}: ${count === 1 ? '1 change' : `${count} changes`} saved. Every page shows the new values now.`,
      )
      form.reset(groupDefaults(result.editor, group.id))
    } catch (error) {
      setPending(null)
      showErrors(error)
      toast({
        variant: 'destructive',
        title: 'Error',
        description: failureText(error, 'The settings were not saved.'),
      })
    }
  }

  const keys = [...fields.map((field) => field.key), ...(hasProducts(group.id) ? ['products.'] : [])]

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-navy-950">
          {group.label}
        </h2>
        <LastChanged changes={editor.changes} keys={keys} />
      </div>
      <form noValidate onSubmit={(event) => void onReview(event)} className="grid gap-4">
        <FormAlert
          message={form.formState.errors.root?.server?.message ?? form.formState.errors.root?.message}
        />
        {hasProducts(group.id) ? <ProductFields form={form} products={editor.products} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.key} className={field.kind === 'hours' ? 'sm:col-span-2' : undefined}>
              <SettingField form={form} field={field} />
            </div>
          ))}
        </div>
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
          Review changes
        </Button>
      </form>
      <ChangeReviewDialog
        isOpen={pending !== null}
        sectionLabel={group.label}
        changes={pending ? changeLines(editor, pending) : []}
        preview={preview}
        previewError={previewError}
        onRetryPreview={() => pending && void loadPreview(pending)}
        isSaving={save.isPending}
        onSave={() => void onSave()}
        onClose={() => setPending(null)}
      />
    </section>
  )
}

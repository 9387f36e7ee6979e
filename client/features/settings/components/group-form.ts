import { get, type UseFormReturn } from 'react-hook-form'
import type { GroupChange, GroupFormValues } from '../settings-form.ts'

/** One section's form, as its fields take it. */
export type GroupForm = UseFormReturn<GroupFormValues, unknown, GroupChange>

/** The message react-hook-form holds for a field of the section's form, if any. */
export function fieldError(form: GroupForm, name: string): string | undefined {
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined
  return typeof error?.message === 'string' ? error.message : undefined
}

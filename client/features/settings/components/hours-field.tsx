import { useId } from 'react'
import type { FieldPath } from 'react-hook-form'
import { WEEKDAY_NAMES } from '#shared/domain/support-hours.ts'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { FieldTexts } from '#client/components/form/field-parts.tsx'
import { Input } from '#client/components/ui/input.tsx'
import type { GroupFormValues } from '../settings-form.ts'
import { fieldError, type GroupForm } from './group-form.ts'

// The week as people read it, Monday first; the stored week is Sunday first.
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const

type HoursFieldProps = {
  form: GroupForm
  name: FieldPath<GroupFormValues>
  label: string
  hint?: string | undefined
}

/** The support hours: published or not, then each day open or closed with its opening and closing time. */
export function HoursField({ form, name, label, hint }: HoursFieldProps) {
  const groupId = useId()
  const isPublished = form.watch(`${name}.isPublished` as FieldPath<GroupFormValues>) === true
  const publishError = fieldError(form, `${name}.isPublished`)
  return (
    <fieldset className="grid gap-3 rounded-lg border border-navy-100 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">{label}</legend>
      <CheckboxField
        label="Publish support hours"
        hint={hint}
        {...form.register(`${name}.isPublished` as FieldPath<GroupFormValues>)}
      />
      <FieldTexts error={publishError} errorId={publishError ? `${groupId}-error` : undefined} />
      {isPublished ? (
        <ul className="grid gap-3">
          {MONDAY_FIRST.map((day) => {
            const dayName = WEEKDAY_NAMES[day].long
            const path = `${name}.days.${day}`
            const isOpen = form.watch(`${path}.isOpen` as FieldPath<GroupFormValues>) === true
            const opensError = fieldError(form, `${path}.opensAt`)
            const closesError = fieldError(form, `${path}.closesAt`)
            return (
              <li
                key={day}
                className="grid gap-2 border-t border-navy-100 pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[12rem_1fr] sm:items-start"
              >
                <div className={isOpen ? 'sm:pt-7' : undefined}>
                  <CheckboxField
                    label={`Open on ${dayName}`}
                    {...form.register(`${path}.isOpen` as FieldPath<GroupFormValues>)}
                  />
                </div>
                {isOpen ? (
                  <div className="grid grid-cols-2 gap-3 pl-8 sm:pl-0">
                    <TimeInput
                      form={form}
                      name={`${path}.opensAt`}
                      label="Opens"
                      dayName={dayName}
                      error={opensError}
                    />
                    <TimeInput
                      form={form}
                      name={`${path}.closesAt`}
                      label="Closes"
                      dayName={dayName}
                      error={closesError}
                    />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
    </fieldset>
  )
}

function TimeInput({
  form,
  name,
  label,
  dayName,
  error,
}: {
  form: GroupForm
  name: string
  label: string
  dayName: string
  error: string | undefined
}) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm text-navy-800">
        <span className="sr-only">{dayName}: </span>
        {label}
      </label>
      <Input
        id={id}
        type="time"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...form.register(name as FieldPath<GroupFormValues>)}
      />
      <FieldTexts error={error} errorId={errorId} />
    </div>
  )
}

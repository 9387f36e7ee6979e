import type { FieldPath } from 'react-hook-form'
import { WEEKDAY_NAMES } from '#shared/domain/support-hours.ts'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import type { AdminSettings } from '#shared/contracts/settings.contract.ts'
import type { GroupFormValues } from '../settings-form.ts'
import { fieldError, type GroupForm } from './group-form.ts'
import { HoursField } from './hours-field.tsx'

type Field = AdminSettings['fields'][number]

// The kinds typed as text, with how a phone's keyboard should open for them.
const TEXT_INPUTS = {
  text: { inputMode: 'text', autoComplete: 'off' },
  email: { inputMode: 'email', autoComplete: 'off', type: 'email' },
  phone: { inputMode: 'tel', autoComplete: 'off', type: 'tel' },
  cents: { inputMode: 'decimal', autoComplete: 'off' },
  percent: { inputMode: 'numeric', autoComplete: 'off' },
  count: { inputMode: 'numeric', autoComplete: 'off' },
  days: { inputMode: 'numeric', autoComplete: 'off' },
  bps: { inputMode: 'decimal', autoComplete: 'off' },
  bpsList: { inputMode: 'text', autoComplete: 'off' },
  dateTime: { inputMode: 'text', autoComplete: 'off' },
} as const

const TIME_ZONE_LIST_ID = 'settings-time-zones'

/** One setting as its kind is edited: money in dollars, a checkbox, a weekday, a week of hours… */
export function SettingField({ form, field }: { form: GroupForm; field: Field }) {
  const name = `settings.${field.key}` as FieldPath<GroupFormValues>
  const error = fieldError(form, name)
  const hint = field.hint ?? undefined
  switch (field.kind) {
    case 'hours':
      return <HoursField form={form} name={name} label={field.label} hint={hint} />
    case 'boolean':
      return <CheckboxField label={field.label} hint={hint} {...form.register(name)} />
    case 'weekday':
      return (
        <SelectField label={field.label} hint={hint} error={error} {...form.register(name)}>
          {WEEKDAY_NAMES.map((day, index) => (
            <option key={day.long} value={String(index)}>
              {day.long}
            </option>
          ))}
        </SelectField>
      )
    case 'time':
      return <FormField label={field.label} hint={hint} error={error} type="time" {...form.register(name)} />
    case 'timeZone':
      return (
        <>
          <FormField
            label={field.label}
            hint={hint}
            error={error}
            list={TIME_ZONE_LIST_ID}
            autoComplete="off"
            spellCheck={false}
            {...form.register(name)}
          />
          <datalist id={TIME_ZONE_LIST_ID}>
            {timeZones().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </>
      )
    default: {
      const input = TEXT_INPUTS[field.kind]
      return (
        <FormField
          label={field.kind === 'cents' ? `${field.label} (dollars)` : field.label}
          hint={hint}
          error={error}
          {...input}
          {...form.register(name)}
        />
      )
    }
  }
}

function timeZones(): string[] {
  try {
    return ['UTC', ...Intl.supportedValuesOf('timeZone')]
  } catch {
    return ['UTC']
  }
}

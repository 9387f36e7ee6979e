import type { ComponentProps } from 'react'
import type { MailingList } from '#shared/contracts/newsletters.contract.ts'
import { SelectField } from '#client/components/form/select-field.tsx'

/** The list a form starts on: the default list, or none. */
export function defaultListId(lists: MailingList[]): string {
  return lists.find((list) => list.isDefault)?.id ?? ''
}

/** The List select of the newsletter forms; `showCounts` adds each list's subscriber count. */
export function ListSelectField({
  lists,
  showCounts = false,
  ...selectProps
}: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  lists: MailingList[]
  showCounts?: boolean
}) {
  return (
    <SelectField label="List" {...selectProps}>
      <option value="">Select a list</option>
      {lists.map((list) => (
        <option key={list.id} value={list.id}>
          {showCounts ? `${list.name} (${list.subscribers.toLocaleString()})` : list.name}
        </option>
      ))}
    </SelectField>
  )
}

import { useId, useState } from 'react'
import type { CreditItem, DisputeLetter } from '#shared/contracts/credit-repair.contract.ts'
import type { CreditItemStatus, ItemResult } from '#shared/domain/credit-repair.ts'
import { SelectField } from '#client/components/form/select-field.tsx'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ResultOptions } from './item-options.tsx'

const STATUS_BADGES: Record<CreditItemStatus, BadgeVariant> = {
  NOT_SENT: 'gray',
  AWAITING_RESULT: 'yellow',
  DELETED: 'green',
  UPDATED: 'blue',
  VERIFIED: 'orange',
  FOLLOW_UP_SENT: 'purple',
}

export type RecordResult = (itemId: string, result: ItemResult) => Promise<unknown>

/** An item's result may be recorded once its dispute letter is mailed and until a follow-up is written. */
export function canRecordResult(item: CreditItem, letters: DisputeLetter[]): boolean {
  const letter = letters.find((l) => l.id === item.disputeLetterId)
  return Boolean(letter?.sentOn) && item.followUpLetterId === null
}

type CreditItemsListProps = {
  items: CreditItem[]
  letters: DisputeLetter[]
  onRecordResult: RecordResult
  /** Removes an item not yet in a letter (the customer's page only). */
  onRemove?: ((itemId: string) => Promise<unknown>) | undefined
}

/** A bureau's disputed items with their status, and the bureau's answer once the letter is mailed. */
export function CreditItemsList({ items, letters, onRecordResult, onRemove }: CreditItemsListProps) {
  if (items.length === 0) return <p className="text-sm text-navy-700">No disputed items yet.</p>
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="grid gap-2 rounded-md bg-navy-50 p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-semibold break-words text-navy-950">
                {item.creditor}
                {item.accountLastDigits ? ` ending in ${item.accountLastDigits}` : ''}
              </span>
              <span className="text-sm text-navy-700">{item.typeLabel}</span>
              <span className="text-sm break-words text-navy-800">{item.reasonLabel}</span>
            </div>
            <Badge variant={STATUS_BADGES[item.status]}>{item.statusLabel}</Badge>
          </div>
          {canRecordResult(item, letters) ? <ResultForm item={item} onRecord={onRecordResult} /> : null}
          {item.isEditable && onRemove ? <RemoveButton item={item} onRemove={onRemove} /> : null}
        </li>
      ))}
    </ul>
  )
}

function ResultForm({ item, onRecord }: { item: CreditItem; onRecord: RecordResult }) {
  const [result, setResult] = useState<ItemResult | ''>(item.result ?? '')
  const [isSaving, setIsSaving] = useState(false)
  const id = useId()
  const save = async () => {
    if (!result) return
    setIsSaving(true)
    try {
      await onRecord(item.id, result)
      toastDone('Result recorded', `The bureau’s answer for ${item.creditor} is saved.`)
    } catch (error) {
      toast({ variant: 'destructive', title: 'The result was not saved', description: failureText(error) })
    } finally {
      setIsSaving(false)
    }
  }
  return (
    <form
      aria-label={`Result for ${item.creditor}`}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <div className="min-w-0 grow">
        <SelectField
          id={id}
          label={`Bureau’s answer for ${item.creditor}`}
          value={result}
          onChange={(event) => setResult(event.target.value as ItemResult | '')}
        >
          <ResultOptions />
        </SelectField>
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={!result || isSaving}>
        Record result
      </Button>
    </form>
  )
}

function RemoveButton({
  item,
  onRemove,
}: {
  item: CreditItem
  onRemove: (itemId: string) => Promise<unknown>
}) {
  const [isRemoving, setIsRemoving] = useState(false)
  return (
    <Button
      size="sm"
      variant="outline"
      className="justify-self-start"
      disabled={isRemoving}
      aria-label={`Remove ${item.creditor}`}
      onClick={() => {
        setIsRemoving(true)
        onRemove(item.id)
          .then(() => toastDone('Item removed'))
          .catch((error: unknown) =>
            toast({
              variant: 'destructive',
              title: 'The item was not removed',
              description: failureText(error),
            }),
          )
          .finally(() => setIsRemoving(false))
      }}
    >
      Remove
    </Button>
  )
}

import type { Ref } from 'react'
import { federalReliefWords } from '#shared/domain/federal-relief.ts'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { Card } from '#client/components/ui/card.tsx'

type FederalReliefAcknowledgementProps = {
  isChecked: boolean
  onChange: (isChecked: boolean) => void
  error: string | undefined
  checkboxRef?: Ref<HTMLInputElement>
}

/**
 * What a customer ticks before paying for a package whose only federal route is § 925(c) relief
 * while no applications are accepted: the verdict's promise, then the box (decision 049).
 */
export function FederalReliefAcknowledgement({
  isChecked,
  onChange,
  error,
  checkboxRef,
}: FederalReliefAcknowledgementProps) {
  const words = federalReliefWords(false)
  return (
    <Card>
      <section aria-labelledby="federal-relief-heading" className="grid gap-3">
        <h2 id="federal-relief-heading" className="text-xl font-semibold text-navy-950">
          Before you pay: federal relief
        </h2>
        <p className="text-navy-900">{words.promise}</p>
        <CheckboxField
          ref={checkboxRef}
          label={words.acknowledgement}
          checked={isChecked}
          error={error}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </section>
    </Card>
  )
}

import {
  BUREAUS,
  BUREAU_LABELS,
  CREDIT_ITEM_TYPES,
  CREDIT_ITEM_TYPE_LABELS,
  DISPUTE_REASONS,
  DISPUTE_REASON_DETAILS,
  ITEM_RESULTS,
  ITEM_RESULT_LABELS,
} from '#shared/domain/credit-repair.ts'

/** The first, empty choice of a select: nothing is picked until the customer picks. */
function Placeholder({ text }: { text: string }) {
  return <option value="">{text}</option>
}

export function BureauOptions() {
  return (
    <>
      <Placeholder text="Choose a bureau" />
      {BUREAUS.map((bureau) => (
        <option key={bureau} value={bureau}>
          {BUREAU_LABELS[bureau]}
        </option>
      ))}
    </>
  )
}

export function ItemTypeOptions() {
  return (
    <>
      <Placeholder text="Choose a kind" />
      {CREDIT_ITEM_TYPES.map((type) => (
        <option key={type} value={type}>
          {CREDIT_ITEM_TYPE_LABELS[type]}
        </option>
      ))}
    </>
  )
}

export function ReasonOptions() {
  return (
    <>
      <Placeholder text="Choose a reason" />
      {DISPUTE_REASONS.map((reason) => (
        <option key={reason} value={reason}>
          {DISPUTE_REASON_DETAILS[reason].label}
        </option>
      ))}
    </>
  )
}

export function ResultOptions() {
  return (
    <>
      <Placeholder text="Choose the answer" />
      {ITEM_RESULTS.map((result) => (
        <option key={result} value={result}>
          {ITEM_RESULT_LABELS[result]}
        </option>
      ))}
    </>
  )
}

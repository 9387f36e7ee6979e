/** The payout policy in the settings' own words, one paragraph each. */
export function PayoutPolicyPanel({ text }: { text: string[] }) {
  return (
    <div className="grid gap-2 text-sm text-navy-900">
      {text.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}

import type { ChangeMark } from '#shared/contracts/settings.contract.ts'

/**
 * "Last changed by Ada Admin on 11/27/2026, 11:20 AM", from the audit log: the newest change among
 * `keys` (a key ending in '.' stands for every key it begins, e.g. 'products.'), or "Not changed
 * since setup".
 */
export function LastChanged({ changes, keys }: { changes: Record<string, ChangeMark>; keys: string[] }) {
  const latest = latestChange(changes, keys)
  if (!latest) return <p className="text-sm text-navy-700">Not changed since setup.</p>
  return (
    <p className="text-sm text-navy-700">
      Last changed by {latest.by} on{' '}
      <time dateTime={latest.at}>
        {new Date(latest.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      .
    </p>
  )
}

export function latestChange(changes: Record<string, ChangeMark>, keys: string[]): ChangeMark | null {
  let latest: ChangeMark | null = null
  for (const [key, mark] of Object.entries(changes)) {
    const isIncluded = keys.some((wanted) => (wanted.endsWith('.') ? key.startsWith(wanted) : key === wanted))
    if (isIncluded && (!latest || mark.at > latest.at)) latest = mark
  }
  return latest
}

// The figures the first build printed in conflict with the catalog (DECISIONS §1), among them the
// sample commissions of its affiliate preview, compared as whole amounts so that the real $2,999
// does not count as 999.
const CONFLICTING_AMOUNTS = new Set([
  '849',
  '1049',
  '1349',
  '1699',
  '1849',
  '2049',
  '1249',
  '999',
  '2248',
  '179.80',
  '239.80',
  '139.80',
])

/** The conflicting figures found in `text` (none is the expected answer). */
export function conflictingFigures(text: string): string[] {
  const amounts = (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).filter((n) =>
    CONFLICTING_AMOUNTS.has(n.replaceAll(',', '')),
  )
  return [...amounts, ...(text.match(/save \$(350|399)/gi) ?? [])]
}

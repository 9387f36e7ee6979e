/** Formats integer cents as US dollars; whole-dollar amounts drop the cents unless asked to keep them. */
export function formatUsd(cents: number, options: { alwaysShowCents?: boolean } = {}): string {
  if (!Number.isInteger(cents)) throw new Error('Money amounts are integer cents')
  const hasCents = cents % 100 !== 0
  const digits = options.alwaysShowCents || hasCents ? 2 : 0
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100)
}

/**
 * Dollars as typed ('25', '1,250.5', '$10.00') in integer cents, or null when it is not an amount
 * with at most two decimals. Parsed from the digits, so 0.29 is 29 cents and not 28.999….
 */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const whole = Number(match[1]!.replaceAll(',', ''))
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  const total = whole * 100 + cents
  return Number.isSafeInteger(total) ? total : null
}

/** Cents as the dollars an input shows for editing: 299900 → '2999', 24992 → '249.92'. */
export function centsToDollarsInput(cents: number): string {
  const dollars = Math.trunc(cents / 100)
  const rest = Math.abs(cents % 100)
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0')}`
}

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

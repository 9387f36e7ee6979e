const CARD_NUMBER_MAX_DIGITS = 19

/** A card number as it is typed, in groups of four digits ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * An expiry date as it is typed, "MM / YY". The separator appears only once a year digit follows,
 * so deleting backwards never gets stuck on it; a first digit above 1 is a one-digit month.
 */
export function formatCardExpiry(value: string): string {
  let digits = value.replace(/\D/g, '').slice(0, 4)
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

/** Digits only, at most `max` of them (security code, ZIP code). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max)
}

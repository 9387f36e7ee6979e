// Lengths of time written in charges and sentence texts ('5 years', '18 mos', 'ninety days'),
// turned into years so a stated maximum or a custody term compares with the rules' thresholds.

const WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
}

const HALF = String.raw`(?:\s*½|\s+1\/2|\s+and\s+a\s+half)?`

/** A number in digits or a common word, perhaps with a half ('2½', 'two and a half'); capture group. */
export const NUMBER = String.raw`((?:\d{1,4}(?:\.\d{1,2})?|${Object.keys(WORDS).join('|')})${HALF})`
/** A unit of time; capture group. */
export const UNIT = String.raw`(years?|yrs?\.?|y\b|months?|mos?\.?|mths?\.?|weeks?|wks?\.?|days?|d\b)`
/** 'N unit' or 'N to M unit' (the larger bound counts); groups: low, high (optional), unit. */
export const SPAN = String.raw`${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?[\s-]*${UNIT}`

/** Years in 'N unit', to three decimals; undefined when the number is not one we read. */
export function toYears(amount: string, unit: string): number | undefined {
  const half = /(?:½|1\/2|and\s+a\s+half)$/i.exec(amount)
  const whole = half ? amount.slice(0, half.index).trim() : amount
  const base = WORDS[whole.toLowerCase()] ?? Number(whole)
  if (!Number.isFinite(base)) return undefined
  const n = half ? base + 0.5 : base
  const u = unit.toLowerCase()
  const perYear = u.startsWith('y') ? 1 : u.startsWith('m') ? 12 : u.startsWith('w') ? 52 : 365
  return Math.round((n / perYear) * 1000) / 1000
}

const UNIT_RANK: Readonly<Record<string, number>> = { y: 4, m: 3, w: 2, d: 1 }
const rankOf = (unit: string) => UNIT_RANK[unit[0]!.toLowerCase()] ?? 0
// '1 year and 1 day', '12 months and a day', '2 years, 6 months': a larger unit, then a smaller one.
const COMPOUND = new RegExp(
  String.raw`\b${NUMBER}[\s-]*${UNIT}\s*(?:,\s*|\s+and\s+|\s+plus\s+)(a|an|one|\d{1,4})[\s-]*${UNIT}`,
  'gi',
)

/**
 * The text with each compound length ('1 year and 1 day') written as its days ('366 days'), so it
 * reads as one term: a year and a day is more than a year, which is what the sentence proves.
 */
export function mergeCompoundLengths(text: string): string {
  if (!/\band\b|,|plus/i.test(text)) return text
  return text.replace(
    COMPOUND,
    (whole, first: string, firstUnit: string, second: string, secondUnit: string) => {
      if (rankOf(secondUnit) >= rankOf(firstUnit)) return whole
      const a = toYears(first, firstUnit)
      const b = toYears(/^an?$/i.test(second) ? '1' : second, secondUnit)
      if (a === undefined || b === undefined) return whole
      // Whole days, from the units as written (a month is a twelfth of a year).
      const days = Math.round(a * 365) + Math.round(b * 365)
      return `${days} days`
    },
  )
}

/** Years in a SPAN match's groups (low, high, unit): the longer bound of a range. */
export function spanYears(low: string, high: string | undefined, unit: string): number | undefined {
  return toYears(high ?? low, unit)
}

/** '3 years', '1.5 years', '18 months': a length in plain words for the reasoning. */
export function describeYears(years: number): string {
  if (years >= 1 && Number.isInteger(years)) return `${years} year${years === 1 ? '' : 's'}`
  const months = Math.round(years * 12)
  if (months >= 1 && Math.abs(years * 12 - months) < 0.01) return `${months} month${months === 1 ? '' : 's'}`
  const days = Math.round(years * 365)
  return `${days} day${days === 1 ? '' : 's'}`
}

/** True when the few words before `index` negate what follows ('no weapon', 'not a felony'). */
export function isNegatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 24), index)
  return /\b(?:no|not|never|non|without|denied|(?:not\s+|in)eligible\s+for|rejected\s+for)\b[\s-]*(?:(?:a|an|the|any|my|his|her|their)\s+)?$/i.test(
    before,
  )
}

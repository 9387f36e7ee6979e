import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allContent } from '#shared/content/index.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { seededFigures, seededProducts, seededSettings } from './test-support.ts'

// The specification's conflicting figures (issue 5, item 2). Bare numbers match only as whole
// amounts, so the real $2,999 does not count as 999.
const CONFLICTING_AMOUNTS = ['849', '1049', '1349', '1699', '1849', '2049', '1249', '999', '2248']
const CONFLICTING_PHRASES = [/save \$350/i, /save \$399/i, /\$350(?![\d,])/, /\$399(?![\d,])/]

function withThousands(digits: string): string {
  return digits.length > 3 ? `${digits.slice(0, -3)},${digits.slice(-3)}` : digits
}

/** The conflicting figures a text contains, as found. */
function conflictingFigures(text: string): string[] {
  const found: string[] = []
  for (const amount of CONFLICTING_AMOUNTS) {
    for (const form of new Set([amount, withThousands(amount)])) {
      const pattern = new RegExp(`(?<![\\d,.])${form.replace(',', '\\,')}(?![\\d]|[.,]\\d)`)
      const match = pattern.exec(text)
      if (match) found.push(`${form} in "…${text.slice(Math.max(0, match.index - 40), match.index + 20)}…"`)
    }
  }
  for (const phrase of CONFLICTING_PHRASES) if (phrase.test(text)) found.push(String(phrase))
  return found
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('content rendered with the seeded figures', () => {
  const figures = seededFigures()
  const texts = strings(allContent(figures))

  it('contains none of the specification’s conflicting figures', () => {
    expect(texts.length).toBeGreaterThan(200)
    expect(texts.flatMap(conflictingFigures)).toEqual([])
  })

  it('finds the conflicting figures when they are there (the check itself works)', () => {
    expect(conflictingFigures('Bundle price $2,049 (save $350)')).toHaveLength(3)
    expect(conflictingFigures('federal 1049, state 849')).toHaveLength(2)
    expect(conflictingFigures('only $999 today')).toHaveLength(1)
    expect(conflictingFigures('Federal $2,999, State $2,599, you save $599, $1,497 value')).toEqual([])
  })

  it('prints every catalog price and the fees from the settings', () => {
    const all = texts.join('\n')
    for (const product of seededProducts()) expect(all).toContain(formatUsd(product.priceCents))
    const settings = seededSettings()
    expect(all).toContain(formatUsd(settings.idVerificationFeeCents))
    expect(all).toContain(`${settings.affiliateHoldDays} days`)
    expect(all).toContain(formatUsd(figures.bundleSavingsCents))
  })
})

describe('content sources', () => {
  const dir = path.resolve('shared/content')
  const sources = readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    // Comments may show examples; only the code is checked.
    .map((name) => ({
      name,
      text: readFileSync(path.join(dir, name), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, ''),
    }))

  it('write no price, fee, percentage, hold period or time zone as a literal', () => {
    const literals = [
      /\$\d/, // a dollar amount
      /\b\d+%/, // a percentage
      /\b(?:2,?599|2,?999|4,?999|1,?497|997|497|150|37)\b/, // seeded prices, fee and hold days
      /America\/|\bE[SD]T\b|Eastern/, // a time zone
      /\b0?5:00 ?AM\b/, // the payout time
    ]
    const found = sources.flatMap(({ name, text }) =>
      literals.filter((re) => re.test(text)).map((re) => `${name}: ${re}`),
    )
    expect(found).toEqual([])
  })
})

import { contentFigures, type ContentFigures } from './figures.ts'
import { DEFAULT_FIGURES, DEFAULT_PRODUCTS, DEFAULT_SUPPORT_HOURS } from '../domain/business-defaults.ts'
import type { Settings } from '../domain/settings.ts'
import { parseWeeklyHours } from '../domain/support-hours.ts'

const seededHours = (() => {
  const parsed = parseWeeklyHours(DEFAULT_SUPPORT_HOURS)
  if ('error' in parsed) throw new Error(parsed.error)
  return parsed.hours
})()

/**
 * For tests: the figures of the seeded settings and catalog (DECISIONS §1) for a test
 * company, with any setting or catalog price (by product code) changed.
 */
export function testFigures(
  settings: Partial<Settings> = {},
  pricesCents: Partial<Record<string, number>> = {},
): ContentFigures {
  return contentFigures(
    {
      companyName: 'Acme Restore',
      companyAddress: '1 Main Street, Charleston, WV 25301',
      supportEmail: 'help@acme.example',
      supportPhone: null,
      supportHours: seededHours,
      ...DEFAULT_FIGURES,
      ...settings,
    },
    DEFAULT_PRODUCTS.map((product) => ({
      ...product,
      priceCents: pricesCents[product.code] ?? product.priceCents,
    })),
  )
}

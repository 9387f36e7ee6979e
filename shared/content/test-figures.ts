import { contentFigures, type ContentFigures } from './figures.ts'
import { DEFAULT_FIGURES, DEFAULT_PRODUCTS } from '../domain/business-defaults.ts'
import type { Settings } from '../domain/settings.ts'

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
      ...DEFAULT_FIGURES,
      ...settings,
    },
    DEFAULT_PRODUCTS.map((product) => ({
      ...product,
      priceCents: pricesCents[product.code] ?? product.priceCents,
    })),
  )
}

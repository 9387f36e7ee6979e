import { loadConfig } from '#server/config.ts'
import { DEFAULT_PRODUCTS, defaultSettings } from '#server/db/seed/business-defaults.ts'
import { contentFigures, type CatalogProduct, type ContentFigures } from '#shared/content/index.ts'
import type { Settings } from '#shared/domain/settings.ts'

/** The settings a fresh database is seeded with (DECISIONS §1), for the unit tests. */
export function seededSettings(): Settings {
  return defaultSettings(
    loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'unit-test-secret-that-is-long-enough',
      SSN_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
      FILE_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    }),
  )
}

/** The seeded catalog as the settings service lists it. */
export function seededProducts(): CatalogProduct[] {
  return DEFAULT_PRODUCTS.map(({ code, name, priceCents }) => ({ code, name, priceCents }))
}

export function seededFigures(): ContentFigures {
  return contentFigures(seededSettings(), seededProducts())
}

import type { Config } from '#server/config.ts'
import { DEFAULT_FIGURES } from '#shared/domain/business-defaults.ts'
import type { Settings } from '#shared/domain/settings.ts'

export { DEFAULT_PRODUCTS, type ProductSeed } from '#shared/domain/business-defaults.ts'

/** The settings seeded on first start: DECISIONS §1 figures plus the company details from config. */
export function defaultSettings(config: Config): Settings {
  return {
    companyName: config.company.name,
    companyAddress: config.company.address,
    supportEmail: config.company.supportEmail,
    supportPhone: config.company.supportPhone,
    supportHours: config.supportHours,
    ...DEFAULT_FIGURES,
  }
}

import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { DEFAULT_PRODUCTS, defaultSettings } from '#server/db/seed/business-defaults.ts'
import type { PublicSettings } from '#shared/contracts/settings.contract.ts'
import { SettingsSchema, type Settings } from '#shared/domain/settings.ts'
import {
  findProductByCode,
  insertMissingProducts,
  findLatestChange,
  insertMissingSettings,
  listActiveProducts,
  listSettingRows,
  updateSetting,
} from './settings.repository.ts'

export function createSettingsService({ db, config }: { db: Db; config: Config }) {
  /** Seeds the settings and catalog of DECISIONS §1 where they are missing; true on first start. */
  async function ensureDefaults(): Promise<boolean> {
    const added = await insertMissingSettings(db, defaultSettings(config))
    await insertMissingProducts(db, DEFAULT_PRODUCTS)
    return added === Object.keys(SettingsSchema.shape).length
  }

  /** Every setting, validated; a bad value in the database fails loudly rather than showing a wrong figure. */
  async function getSettings(): Promise<Settings> {
    const rows = await listSettingRows(db)
    return SettingsSchema.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])))
  }

  /** What the public site shows: company details, the deadline banner and the test-mode banner. */
  async function getPublicSettings(): Promise<PublicSettings> {
    const s = await getSettings()
    return {
      company: {
        name: s.companyName,
        address: s.companyAddress,
        supportEmail: s.supportEmail,
        supportPhone: s.supportPhone,
      },
      deadline: {
        deadlineAt: s.deadlineAt,
        isPostLawActive: s.isPostLawActive,
        postLawIncreaseCents: s.postLawIncreaseCents,
      },
      isTestMode: config.isTestMode,
    }
  }

  /** An active catalog product by code (FEDERAL, STATE, BUNDLE, CREDIT_*), or undefined. */
  async function getProduct(code: string): Promise<Product | undefined> {
    const row = await findProductByCode(db, code)
    return row?.isActive ? toProduct(row) : undefined
  }

  /** Every active product in display order. */
  async function listProducts(): Promise<Product[]> {
    return (await listActiveProducts(db)).map(toProduct)
  }

  /** When the figures the pages print last changed: the newest settings or catalog edit. */
  async function lastChangedAt(): Promise<Date | null> {
    return findLatestChange(db)
  }

  /** Changes one setting after checking the value against its schema. */
  async function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
    SettingsSchema.shape[key].parse(value)
    await updateSetting(db, key, value)
  }

  return {
    ensureDefaults,
    getSettings,
    setSetting,
    getPublicSettings,
    getProduct,
    listProducts,
    lastChangedAt,
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>

export type Product = {
  code: string
  name: string
  kind: 'RESTORATION' | 'CREDIT_REPAIR'
  priceCents: number
}

function toProduct(row: Product): Product {
  return { code: row.code, name: row.name, kind: row.kind, priceCents: row.priceCents }
}

import { AppError } from '#server/lib/app-error.ts'
import { contentFigures, IncompleteCatalogError, type ContentFigures } from '#shared/content/figures.ts'
import {
  productChangeKey,
  type ProductChange,
  type SettingsChangeInput,
} from '#shared/contracts/settings.contract.ts'
import type { ProductKind } from '#shared/domain/packages.ts'
import { SETTING_KEYS, SettingsSchema, type SettingKey, type Settings } from '#shared/domain/settings.ts'

/** A catalog product as the change rules need it. */
export type CatalogRow = {
  code: string
  name: string
  kind: ProductKind
  priceCents: number
  isActive: boolean
}

export type ValueChange = { key: string; before: unknown; after: unknown }
export type ProductFieldChange = ValueChange & { code: string; field: keyof ProductChange }

export type AppliedChange = {
  settings: Settings
  products: CatalogRow[]
  /** Only the values that differ from the stored ones, in the editor's order. */
  settingChanges: (ValueChange & { key: SettingKey })[]
  productChanges: ProductFieldChange[]
  /** The figures every page renders from once the change is saved. */
  figures: ContentFigures
}

export const RESTORATION_ALWAYS_OFFERED =
  'The restoration packages are always offered: every page and checkout quotes them'
const UNKNOWN_PRODUCT = 'There is no such product in the catalog'

/**
 * Applies a change to the stored settings and catalog without saving it: each value is checked
 * with its field's message, then the rules across fields on the result, then that every page can
 * still be rendered. Throws validation_failed naming each refused field; returns what differs.
 */
export function applyChange(
  current: Settings,
  catalog: readonly CatalogRow[],
  input: SettingsChangeInput,
): AppliedChange {
  const { products: productInput, ...settingsInput } = input
  const fields: Record<string, string> = {}

  const merged = SettingsSchema.safeParse({ ...current, ...settingsInput })
  if (!merged.success) {
    for (const issue of merged.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
  }

  const products = catalog.map((row) => ({ ...row }))
  const productChanges: ProductFieldChange[] = []
  for (const [code, change] of Object.entries(productInput ?? {})) {
    const product = products.find((row) => row.code === code)
    if (!product) {
      fields[`products.${code}`] = UNKNOWN_PRODUCT
      continue
    }
    if (change.isActive === false && product.kind === 'RESTORATION') {
      fields[productChangeKey(code, 'isActive')] = RESTORATION_ALWAYS_OFFERED
      continue
    }
    for (const field of ['priceCents', 'name', 'isActive'] as const) {
      const after = change[field]
      if (after === undefined || after === product[field]) continue
      productChanges.push({ key: productChangeKey(code, field), code, field, before: product[field], after })
      Object.assign(product, { [field]: after })
    }
  }

  if (!merged.success || Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', Object.values(fields)[0] ?? 'Please check the values.', fields)
  }

  let figures: ContentFigures
  try {
    figures = contentFigures(
      merged.data,
      products.filter((row) => row.isActive),
    )
  } catch (error) {
    if (error instanceof IncompleteCatalogError) {
      throw new AppError('validation_failed', RESTORATION_ALWAYS_OFFERED, {
        products: RESTORATION_ALWAYS_OFFERED,
      })
    }
    throw error
  }

  const settingChanges = SETTING_KEYS.filter((key) => !sameValue(current[key], merged.data[key])).map(
    (key) => ({ key, before: current[key], after: merged.data[key] }),
  )
  return { settings: merged.data, products, settingChanges, productChanges, figures }
}

/** Equal as JSON values, whatever the order of object keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b)
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : item,
  )
}

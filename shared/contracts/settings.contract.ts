import { z } from 'zod'
import { ContentFiguresSchema } from '../content/figures.ts'
import { PRODUCT_KINDS } from '../domain/packages.ts'
import {
  MAX_SETTING_CENTS,
  SETTING_KINDS,
  SettingsFieldsSchema,
  type SettingKey,
} from '../domain/settings.ts'
import { singleLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'

export const PublicSettingsSchema = z.object({
  company: z.object({
    name: z.string(),
    address: z.string(),
    supportEmail: z.string(),
    supportPhone: z.string().nullable(),
    /** The support hours on one line ('Mon-Fri 8am-8pm, Sat 9am-5pm Eastern Time; Sun closed'), or null. */
    hours: z.string().nullable(),
  }),
  deadline: z.object({
    deadlineAt: z.string(),
    isPostLawActive: z.boolean(),
    postLawIncreaseCents: z.number().int(),
  }),
  /** No real money moves (sandbox or Stripe test keys): every page shows the test-mode banner. */
  isTestMode: z.boolean(),
})
export type PublicSettings = z.infer<typeof PublicSettingsSchema>

export const PRODUCT_PRICE_MESSAGES = {
  whole: 'Price must be a whole number of cents',
  range: 'Price must be between $1 and $1,000,000',
} as const

/** A catalog price: at least a dollar (a payment of nothing cannot be taken), at most $1,000,000. */
export const ProductPriceCentsSchema = z
  .number({ error: 'Price is required' })
  .int(PRODUCT_PRICE_MESSAGES.whole)
  .min(100, PRODUCT_PRICE_MESSAGES.range)
  .max(MAX_SETTING_CENTS, PRODUCT_PRICE_MESSAGES.range)

/** A change to one catalog product; fields left out keep their value. */
export const ProductChangeSchema = z.strictObject({
  priceCents: ProductPriceCentsSchema.optional(),
  name: singleLineText({ error: 'Product name is required' })
    .trim()
    .min(1, 'Product name is required')
    .max(120, 'Product name must be at most 120 characters')
    .optional(),
  isActive: z.boolean({ error: 'Choose whether the product is offered' }).optional(),
})
export type ProductChange = z.infer<typeof ProductChangeSchema>

export const ProductPatchInputSchema = ProductChangeSchema.required({ priceCents: true })
export type ProductPatchInput = z.infer<typeof ProductPatchInputSchema>

export const ProductCodeParamsSchema = z.object({
  code: z.string().min(1, 'Product not found').max(40, 'Product not found'),
})

/**
 * A change to the settings and the catalog, saved (or previewed) as one: any subset of the
 * settings, each checked with its message, and catalog products by code.
 */
export const SettingsChangeInputSchema = z.strictObject({
  ...SettingsFieldsSchema.partial().shape,
  products: z.record(z.string(), ProductChangeSchema).optional(),
})
export type SettingsChangeInput = z.infer<typeof SettingsChangeInputSchema>

export const AdminProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  priceCents: z.number().int(),
  /** Off: not sold and not shown. The restoration packages are always on (every page quotes them). */
  isActive: z.boolean(),
})
export type AdminProduct = z.infer<typeof AdminProductSchema>

/** Who made a change and when. */
export const ChangeMarkSchema = z.object({ by: z.string(), at: z.string() })
export type ChangeMark = z.infer<typeof ChangeMarkSchema>

export const AdminSettingsSchema = z.object({
  settings: SettingsFieldsSchema,
  products: z.array(AdminProductSchema),
  groups: z.array(z.object({ id: z.string(), label: z.string() })),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      group: z.string(),
      kind: z.enum(SETTING_KINDS),
      hint: z.string().nullable(),
    }),
  ),
  /**
   * The latest change of each setting (by key) and each product field (`products.FEDERAL.priceCents`)
   * that was ever changed, from the audit log.
   */
  changes: z.record(z.string(), ChangeMarkSchema),
  /** The latest change of all, or null before any. */
  lastChange: ChangeMarkSchema.extend({ key: z.string() }).nullable(),
})
export type AdminSettings = z.infer<typeof AdminSettingsSchema>

export const SettingsChangeResultSchema = z.object({
  /** The keys that changed (settings keys, `products.CODE.field`); empty when nothing did. */
  changed: z.array(z.string()),
  editor: AdminSettingsSchema,
})
export type SettingsChangeResult = z.infer<typeof SettingsChangeResultSchema>

export const SettingsPreviewSchema = z.object({
  /** The figures every page would be rendered from after the change. */
  figures: ContentFiguresSchema,
  /** Each figure as the pages word it, now and after the change. */
  lines: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      before: z.string(),
      after: z.string(),
      isChanged: z.boolean(),
    }),
  ),
})
export type SettingsPreview = z.infer<typeof SettingsPreviewSchema>

/** The audit log's actions for a changed setting and a changed catalog product field. */
export const SETTING_CHANGED_ACTION = 'SETTING_CHANGED'
export const PRODUCT_CHANGED_ACTION = 'PRODUCT_CHANGED'

/** The key a product field's change is recorded under: `products.FEDERAL.priceCents`. */
export function productChangeKey(code: string, field: keyof ProductChange): string {
  return `products.${code}.${field}`
}

export type SettingChangeKey = SettingKey | `products.${string}`

export const settingsContract = {
  publicSettings: {
    method: 'GET',
    path: '/api/settings/public',
    summary: 'Company details, the deadline banner and test mode, as the public site shows them',
    access: 'public',
    response: PublicSettingsSchema,
  },
  adminSettings: {
    method: 'GET',
    path: '/api/admin/settings',
    summary:
      'Every setting and catalog product, with the labels and sections of the editor and who changed each last',
    access: 'admin',
    response: AdminSettingsSchema,
  },
  changeSettings: {
    method: 'PATCH',
    path: '/api/admin/settings',
    summary:
      'Changes some settings (and catalog products) in one transaction, one audit entry per changed value; effective at once',
    access: 'admin',
    body: SettingsChangeInputSchema,
    response: SettingsChangeResultSchema,
  },
  changeProduct: {
    method: 'PATCH',
    path: '/api/admin/products/:code',
    summary:
      "Changes a catalog product's price (and name or whether it is offered), audited; effective at once",
    access: 'admin',
    params: ProductCodeParamsSchema,
    body: ProductPatchInputSchema,
    response: SettingsChangeResultSchema,
  },
  previewSettings: {
    method: 'POST',
    path: '/api/admin/settings/preview',
    summary: 'The figures the pages would show after a change, without saving it',
    access: 'admin',
    body: SettingsChangeInputSchema,
    response: SettingsPreviewSchema,
  },
} as const satisfies ContractTable

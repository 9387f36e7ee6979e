import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { DEFAULT_PRODUCTS, defaultSettings } from '#server/db/seed/business-defaults.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import { timeZoneLabel } from '#shared/content/figures.ts'
import { figuresSummary } from '#shared/content/figures-summary.ts'
import { formatSupportHours } from '#shared/content/help.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  PRODUCT_CHANGED_ACTION,
  SETTING_CHANGED_ACTION,
  type AdminSettings,
  type ChangeMark,
  type ProductChange,
  type PublicSettings,
  type SettingsChangeInput,
  type SettingsChangeResult,
  type SettingsPreview,
} from '#shared/contracts/settings.contract.ts'
import type { ProductKind } from '#shared/domain/packages.ts'
import {
  SETTING_FIELDS,
  SETTING_GROUPS,
  SETTING_KEYS,
  SettingsSchema,
  type SettingKey,
  type Settings,
} from '#shared/domain/settings.ts'
import { applyChange, type CatalogRow } from './settings.changes.ts'
import {
  findLatestChange,
  findLatestChangesByKey,
  findProductByCode,
  insertMissingProducts,
  insertMissingSettings,
  listActiveProducts,
  listAllProducts,
  listSettingRows,
  lockAllProducts,
  lockSettingRows,
  updateProduct,
  updateSetting,
  type LatestChangeRow,
} from './settings.repository.ts'

type SettingsServiceDeps = { db: Db; config: Config; audit: Pick<AuditService, 'record'> }

/** Who changes a setting: an admin, or the system (a script, a test) when null. */
export type SettingsActor = Pick<User, 'id'> | null

export function createSettingsService({ db, config, audit }: SettingsServiceDeps) {
  /** Seeds the settings and catalog of DECISIONS §1 where they are missing; true on first start. */
  async function ensureDefaults(): Promise<boolean> {
    const added = await insertMissingSettings(db, defaultSettings(config))
    await insertMissingProducts(db, DEFAULT_PRODUCTS)
    return added === SETTING_KEYS.length
  }

  /** Every setting, validated; a bad value in the database fails loudly rather than showing a wrong figure. */
  async function getSettings(): Promise<Settings> {
    return parseRows(await listSettingRows(db))
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
        hours: s.supportHours
          ? formatSupportHours(s.supportHours, timeZoneLabel(s.payoutTimeZone)).summary
          : null,
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

  /**
   * When the figures the pages print last changed: the newest settings or catalog edit. Caches of
   * anything built from the settings compare it rather than wait for an expiry, so a change made on
   * any server process is served at once by all of them (docs/decisions/037-settings-editor.md).
   */
  async function lastChangedAt(): Promise<Date | null> {
    return findLatestChange(db)
  }

  /** Everything the settings editor shows: values, catalog, sections, labels and who changed what. */
  async function getAdminSettings(): Promise<AdminSettings> {
    const [values, catalog, latest] = await Promise.all([
      getSettings(),
      listAllProducts(db),
      findLatestChangesByKey(db, [SETTING_CHANGED_ACTION, PRODUCT_CHANGED_ACTION]),
    ])
    const changes: Record<string, ChangeMark> = {}
    let lastChange: AdminSettings['lastChange'] = null
    for (const row of latest) {
      const mark = { by: changedBy(row), at: row.at.toISOString() }
      changes[row.key] = mark
      if (!lastChange || mark.at > lastChange.at) lastChange = { ...mark, key: row.key }
    }
    return {
      settings: values,
      products: catalog.map(toCatalogRow),
      groups: SETTING_GROUPS.map(({ id, label }) => ({ id, label })),
      fields: (Object.keys(SETTING_FIELDS) as SettingKey[]).map((key) => {
        const { label, group, kind, hint } = SETTING_FIELDS[key]
        return { key, label, group, kind, hint: hint ?? null }
      }),
      changes,
      lastChange,
    }
  }

  /**
   * Saves a change to settings and catalog products in one transaction: the stored values are
   * locked and read, the change is checked against them (nothing is written if any value is
   * refused), and each value that really changes is written with its own audit entry (who, before,
   * after). Unchanged values write nothing. The pages read the new values on their next request.
   */
  async function changeSettings(
    actor: SettingsActor,
    input: SettingsChangeInput,
  ): Promise<SettingsChangeResult> {
    const changed = await db.transaction(async (tx) => {
      const rows = await lockSettingRows(tx)
      const catalog = await lockAllProducts(tx)
      const applied = applyChange(parseRows(rows), catalog.map(toCatalogRow), input)
      const at = new Date()
      const entry = {
        caseId: null,
        actor: actor ? ('ADMIN' as const) : ('SYSTEM' as const),
        actorUserId: actor?.id,
      }
      for (const change of applied.settingChanges) {
        await updateSetting(tx, change.key, change.after, at)
        await audit.record(
          {
            ...entry,
            action: SETTING_CHANGED_ACTION,
            detail: { key: change.key, before: change.before, after: change.after },
          },
          tx,
        )
      }
      for (const change of applied.productChanges) {
        await updateProduct(tx, change.code, { [change.field]: change.after }, at)
        await audit.record(
          {
            ...entry,
            action: PRODUCT_CHANGED_ACTION,
            detail: {
              key: change.key,
              code: change.code,
              field: change.field,
              before: change.before,
              after: change.after,
            },
          },
          tx,
        )
      }
      return [...applied.settingChanges, ...applied.productChanges].map((change) => change.key)
    })
    return { changed, editor: await getAdminSettings() }
  }

  /** Changes one catalog product (404 for a code the catalog does not have). */
  async function changeProduct(
    actor: SettingsActor,
    code: string,
    change: ProductChange,
  ): Promise<SettingsChangeResult> {
    if (!(await findProductByCode(db, code))) throw new AppError('not_found', 'Product not found')
    return changeSettings(actor, { products: { [code]: change } })
  }

  /** The figures the pages would show after a change, and each summary line before and after; saves nothing. */
  async function previewSettings(input: SettingsChangeInput): Promise<SettingsPreview> {
    const [values, catalog] = await Promise.all([getSettings(), listAllProducts(db)])
    const rows = catalog.map(toCatalogRow)
    const now = applyChange(values, rows, {})
    const next = applyChange(values, rows, input)
    const before = new Map(figuresSummary(now.figures).map((line) => [line.id, line.value]))
    return {
      figures: next.figures,
      lines: figuresSummary(next.figures).map((line) => {
        const was = before.get(line.id) ?? ''
        return {
          id: line.id,
          label: line.label,
          before: was,
          after: line.value,
          isChanged: was !== line.value,
        }
      }),
    }
  }

  /** Changes one setting, checked and audited like the editor's changes (actor null: the system). */
  async function setSetting<K extends keyof Settings>(
    key: K,
    value: Settings[K],
    actor: SettingsActor = null,
  ): Promise<void> {
    await changeSettings(actor, { [key]: value } as SettingsChangeInput)
  }

  return {
    ensureDefaults,
    getSettings,
    setSetting,
    getPublicSettings,
    getProduct,
    listProducts,
    lastChangedAt,
    getAdminSettings,
    changeSettings,
    changeProduct,
    previewSettings,
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>

export type Product = {
  code: string
  name: string
  kind: ProductKind
  priceCents: number
}

function toProduct(row: Product): Product {
  return { code: row.code, name: row.name, kind: row.kind, priceCents: row.priceCents }
}

function toCatalogRow(row: CatalogRow): CatalogRow {
  return {
    code: row.code,
    name: row.name,
    kind: row.kind,
    priceCents: row.priceCents,
    isActive: row.isActive,
  }
}

function parseRows(rows: { key: string; value: unknown }[]): Settings {
  return SettingsSchema.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])))
}

// The name staff know a colleague by; changes made by no one in particular are the system's.
function changedBy(row: LatestChangeRow): string {
  if (row.actor === 'SYSTEM') return 'System'
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim()
  return name || row.email || 'A deleted account'
}

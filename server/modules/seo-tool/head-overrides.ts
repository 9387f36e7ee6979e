import type { Db } from '#server/db/client.ts'
import type { SeoHead } from '#shared/contracts/seo-tool.contract.ts'
import { listOverrides, readOverridesVersion } from './seo-tool.repository.ts'

/**
 * Other instances see an override change within this time: each checks the overrides' version at
 * most this often, and reloads them only when it moved (docs/decisions/041-seo-tool.md).
 */
export const OVERRIDES_VERSION_CHECK_MS = 2_000

/** The overrides held in memory for the page renderer. */
export function createHeadOverrides(db: Db) {
  let cached: { version: string; heads: Record<string, SeoHead>; checkedAt: number } | null = null

  function requireOverridesReload() {
    cached = null
  }

  /**
   * The overrides by page with their version, for the page renderer: answered from memory, the
   * version re-read at most every OVERRIDES_VERSION_CHECK_MS, the rows only when it changed.
   */
  async function headOverrides(): Promise<{ version: string; heads: Readonly<Record<string, SeoHead>> }> {
    const now = Date.now()
    if (cached && now - cached.checkedAt < OVERRIDES_VERSION_CHECK_MS) return cached
    const version = await readOverridesVersion(db)
    if (cached?.version !== version) {
      const rows = await listOverrides(db)
      cached = { version, heads: Object.fromEntries(rows.map((row) => [row.path, row.head])), checkedAt: now }
    } else {
      cached.checkedAt = now
    }
    return cached
  }

  return { headOverrides, requireOverridesReload }
}

import type { Llm } from '#server/adapters/llm/index.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  SEO_HEAD_FIELDS,
  SEO_PAGE_PATHS,
  SEO_TEXTS,
  type SeoAudit,
  type SeoBackup,
  type SeoDiffEntry,
  type SeoHead,
  type SeoStatus,
  type UpdateSeoPageInput,
} from '#shared/contracts/seo-tool.contract.ts'
import type { SeoOverrideSource } from '#shared/domain/publishing.ts'
import { suggestHead } from './llm-suggestions.ts'
import {
  auditPage,
  isDescriptionGood,
  isTitleGood,
  readPage,
  type PageFacts,
  type SiteFiles,
} from './page-audit.ts'
import { isSameHead, ruleOverride, withoutOwnValues, type RulePage } from './seo-rules.ts'
import {
  deleteOverrides,
  findBackupByNumber,
  insertBackup,
  listBackups,
  listOverrides,
  readOverridesVersion,
  summarizeBackups,
  upsertOverride,
  type SeoBackupRow,
} from './seo-tool.repository.ts'

/**
 * How the tool reaches the site as visitors get it: the page renderer and the server's own
 * robots.txt and sitemap.xml. Null on a server without a client build (there is no HTML then).
 */
export type SiteSource = {
  /** A prerendered page's HTML as a signed-out visitor gets it, overrides applied. */
  renderPage(path: string): Promise<string>
  /** A text the server answers at `path` (robots.txt, sitemap.xml). */
  fetchText(path: string): Promise<string>
  /** The page's own title and description, before any override. */
  ownHead(path: string): Promise<{ title: string; description: string } | null>
}

type SeoToolDeps = {
  db: Db
  audit: AuditService
  llm: Llm | null
  publicUrl: string
  log: Logger
}

/**
 * Other instances see an override change within this time: each checks the overrides' version at
 * most this often, and reloads them only when it moved (docs/decisions/041-seo-tool.md).
 */
export const OVERRIDES_VERSION_CHECK_MS = 2_000

// Pages asked of the language model at once.
const LLM_CONCURRENCY = 4

const toBackup = (row: SeoBackupRow): SeoBackup => ({
  id: row.number,
  timestamp: row.createdAt.toISOString(),
  reason: row.reason,
  pageCount: row.pageCount,
})

const isEmptyHead = (head: SeoHead) => SEO_HEAD_FIELDS.every((field) => head[field] === undefined)

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export function createSeoToolService({ db, audit, llm, publicUrl, log }: SeoToolDeps) {
  let site: SiteSource | null = null
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

  async function readSite(): Promise<{ pages: { path: string; facts: PageFacts }[]; files: SiteFiles }> {
    if (!site) return { pages: [], files: { robots: '', sitemap: '' } }
    const source = site
    const [robots, sitemap] = await Promise.all([
      source.fetchText('/robots.txt'),
      source.fetchText('/sitemap.xml'),
    ])
    const pages = []
    // One page at a time: rendering is CPU work, and the screen waits for all of them anyway.
    for (const path of SEO_PAGE_PATHS) pages.push({ path, facts: readPage(await source.renderPage(path)) })
    return { pages, files: { robots, sitemap } }
  }

  /** The four cards of the SEO screen. */
  async function getStatus(): Promise<SeoStatus> {
    const backups = await summarizeBackups(db)
    return {
      htmlFilesFound: site ? SEO_PAGE_PATHS.length : 0,
      availableBackups: backups.total,
      openaiConfigured: llm !== null,
      lastBackup: backups.newestAt?.toISOString() ?? null,
    }
  }

  /** Every backup, newest first. */
  async function listAllBackups(): Promise<SeoBackup[]> {
    return (await listBackups(db)).map(toBackup)
  }

  /** Checks every prerendered page as it is served and lists what passed and what did not. */
  async function auditSite(): Promise<SeoAudit> {
    const [{ pages, files }, overrides] = await Promise.all([readSite(), listOverrides(db)])
    const byPath = new Map(overrides.map((row) => [row.path, row]))
    const audited = pages.map(({ path, facts }) => {
      const findings = auditPage(path, facts, { publicUrl, site: files })
      const passed = findings.filter((f) => f.isPassed).length
      const override = byPath.get(path)
      return {
        path,
        title: facts.title,
        description: facts.description,
        override: override?.head ?? null,
        overrideSource: override?.source ?? null,
        findings,
        passed,
        failed: findings.length - passed,
      }
    })
    return {
      pages: audited,
      passed: audited.reduce((sum, page) => sum + page.passed, 0),
      failed: audited.reduce((sum, page) => sum + page.failed, 0),
    }
  }

  /**
   * Writes a backup of every override, then stores the rules' fixes (and the model's title and
   * description where `withLlm` and a key allow) as overrides. optimizedFiles: pages changed.
   */
  async function optimize(actor: User, { withLlm }: { withLlm: boolean }) {
    if (withLlm && !llm) throw new AppError('conflict', SEO_TEXTS.keyMissing)
    const [{ pages }, overrides] = await Promise.all([readSite(), listOverrides(db)])
    const current = new Map(overrides.map((row) => [row.path, row.head]))
    const source = site
    const proposals = await mapLimited(pages, LLM_CONCURRENCY, async ({ path, facts }) => {
      const page: RulePage = {
        path,
        facts,
        override: current.get(path) ?? null,
        own: source ? await source.ownHead(path) : null,
      }
      const head = ruleOverride(page, publicUrl)
      let origin: SeoOverrideSource = 'RULES'
      if (withLlm && llm && (!isTitleGood(facts.title) || !isDescriptionGood(facts.description))) {
        const suggested = await suggestHead(llm, path, facts, (error) =>
          log.warn({ err: error, path }, 'LLM suggestion failed; the rules stand'),
        )
        if (!isTitleGood(facts.title) && suggested.title) head.title = suggested.title
        if (!isDescriptionGood(facts.description) && suggested.description)
          head.description = suggested.description
        if (suggested.title || suggested.description) origin = 'LLM'
      }
      return { path, head: withoutOwnValues(head, page.own, `${publicUrl}${path}`), origin }
    })
    const result = await db.transaction(async (tx) => {
      const before = await listOverrides(tx)
      const backup = await insertBackup(tx, {
        reason: 'OPTIMIZE',
        overrides: Object.fromEntries(before.map((row) => [row.path, row.head])),
        createdByUserId: actor.id,
      })
      const beforeByPath = new Map(before.map((row) => [row.path, row.head]))
      let optimizedFiles = 0
      for (const { path, head, origin } of proposals) {
        const previous = beforeByPath.get(path) ?? null
        if (isSameHead(previous, isEmptyHead(head) ? null : head)) continue
        optimizedFiles += 1
        if (isEmptyHead(head)) await deleteOverrides(tx, [path])
        else await upsertOverride(tx, { path, head, source: origin, updatedByUserId: actor.id })
      }
      await audit.record(
        {
          caseId: null,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: 'SEO_OPTIMIZED',
          detail: { optimizedFiles, backup: backup.number, withLlm },
        },
        tx,
      )
      return { optimizedFiles, backupId: backup.number }
    })
    requireOverridesReload()
    return result
  }

  async function findBackup(number: number, executor: Db = db): Promise<SeoBackupRow> {
    const backup = await findBackupByNumber(executor, number)
    if (!backup) throw new AppError('not_found', SEO_TEXTS.backupNotFound)
    return backup
  }

  /** Writes a backup of the overrides now, then makes the backup's set the overrides (others go). */
  async function restore(actor: User, number: number) {
    const result = await db.transaction(async (tx) => {
      const backup = await findBackup(number, tx)
      const before = await listOverrides(tx)
      const safety = await insertBackup(tx, {
        reason: 'RESTORE',
        overrides: Object.fromEntries(before.map((row) => [row.path, row.head])),
        createdByUserId: actor.id,
      })
      await deleteOverrides(
        tx,
        before.map((row) => row.path),
      )
      for (const [path, head] of Object.entries(backup.overrides)) {
        await upsertOverride(tx, { path, head, source: 'RESTORE', updatedByUserId: actor.id })
      }
      await audit.record(
        {
          caseId: null,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: 'SEO_BACKUP_RESTORED',
          detail: { backup: backup.number, safetyBackup: safety.number },
        },
        tx,
      )
      return { restoredPages: Object.keys(backup.overrides).length, backupId: safety.number }
    })
    requireOverridesReload()
    return result
  }

  /** Each page and field whose override differs between the backup and now (null: the page's own). */
  async function diffBackup(number: number): Promise<{ backup: SeoBackup; changes: SeoDiffEntry[] }> {
    const [backup, overrides] = await Promise.all([findBackup(number), listOverrides(db)])
    const now = new Map(overrides.map((row) => [row.path, row.head]))
    const paths = [...new Set([...Object.keys(backup.overrides), ...now.keys()])].sort()
    const changes: SeoDiffEntry[] = []
    for (const path of paths) {
      for (const field of SEO_HEAD_FIELDS) {
        const backupValue = backup.overrides[path]?.[field] ?? null
        const currentValue = now.get(path)?.[field] ?? null
        if (backupValue !== currentValue) changes.push({ path, field, backupValue, currentValue })
      }
    }
    return { backup: toBackup(backup), changes }
  }

  /** Replaces one page's override as an admin typed it, after a backup; an empty head removes it. */
  async function updatePage(actor: User, { path, head }: UpdateSeoPageInput) {
    await db.transaction(async (tx) => {
      const before = await listOverrides(tx)
      await insertBackup(tx, {
        reason: 'EDIT',
        overrides: Object.fromEntries(before.map((row) => [row.path, row.head])),
        createdByUserId: actor.id,
      })
      if (isEmptyHead(head)) await deleteOverrides(tx, [path])
      else await upsertOverride(tx, { path, head, source: 'ADMIN', updatedByUserId: actor.id })
      await audit.record(
        {
          caseId: null,
          actor: 'ADMIN',
          actorUserId: actor.id,
          action: 'SEO_PAGE_EDITED',
          detail: { label: path, fields: SEO_HEAD_FIELDS.filter((field) => head[field] !== undefined) },
        },
        tx,
      )
    })
    requireOverridesReload()
    return { path, head }
  }

  return {
    /** Late-bound: the page renderer is built after the services, from them (server/app.ts). */
    connectSite(source: SiteSource | null) {
      site = source
    },
    headOverrides,
    getStatus,
    listAllBackups,
    auditSite,
    optimize,
    restore,
    diffBackup,
    updatePage,
  }
}

export type SeoToolService = ReturnType<typeof createSeoToolService>

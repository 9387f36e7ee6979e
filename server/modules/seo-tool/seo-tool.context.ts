import type { Llm } from '#server/adapters/llm/index.ts'
import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { SEO_HEAD_FIELDS, type SeoHead } from '#shared/contracts/seo-tool.contract.ts'
import { insertBackup, listOverrides, type SeoBackupReason } from './seo-tool.repository.ts'

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

export type SeoToolDeps = {
  db: Db
  audit: AuditService
  llm: Llm | null
  publicUrl: string
  log: Logger
}

/** The deps as the use cases get them, with the site connected late and the overrides' reload. */
export type SeoToolContext = SeoToolDeps & {
  /** The site as connected now (server/app.ts connects it after the services are built). */
  site(): SiteSource | null
  /** Called after every change to the overrides, so the page renderer reads them again. */
  requireOverridesReload(): void
}

export const isEmptyHead = (head: SeoHead) => SEO_HEAD_FIELDS.every((field) => head[field] === undefined)

/** Writes a backup of every override as it is now; every change to them starts with one. */
export async function backUpOverrides(tx: Db, reason: SeoBackupReason, actor: User) {
  const before = await listOverrides(tx)
  const backup = await insertBackup(tx, {
    reason,
    overrides: Object.fromEntries(before.map((row) => [row.path, row.head])),
    createdByUserId: actor.id,
  })
  return { before, backup }
}

import { createHeadOverrides } from './head-overrides.ts'
import { createOptimizeSite } from './optimize-site.ts'
import { createSeoBackups } from './seo-backups.ts'
import type { SeoToolDeps, SiteSource } from './seo-tool.context.ts'
import { createSiteAudit } from './site-audit.ts'

export { OVERRIDES_VERSION_CHECK_MS } from './head-overrides.ts'
export type { SiteSource } from './seo-tool.context.ts'

/**
 * The SEO tool (docs/decisions/041-seo-tool.md): audits the prerendered pages as served, and keeps
 * head overrides (the rules', the model's or an admin's), each change after a backup.
 */
export function createSeoToolService(deps: SeoToolDeps) {
  let site: SiteSource | null = null
  const overrides = createHeadOverrides(deps.db)
  const context = {
    ...deps,
    site: () => site,
    requireOverridesReload: overrides.requireOverridesReload,
  }
  const siteAudit = createSiteAudit(context)
  const backups = createSeoBackups(context)

  return {
    /** Late-bound: the page renderer is built after the services, from them (server/app.ts). */
    connectSite(source: SiteSource | null) {
      site = source
    },
    headOverrides: overrides.headOverrides,
    getStatus: siteAudit.getStatus,
    listAllBackups: backups.listAllBackups,
    auditSite: siteAudit.auditSite,
    optimize: createOptimizeSite(context, siteAudit.readSite),
    restore: backups.restore,
    diffBackup: backups.diffBackup,
    updatePage: backups.updatePage,
  }
}

export type SeoToolService = ReturnType<typeof createSeoToolService>

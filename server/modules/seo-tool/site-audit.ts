import { SEO_PAGE_PATHS, type SeoAudit, type SeoStatus } from '#shared/contracts/seo-tool.contract.ts'
import { auditPage, readPage, type PageFacts, type SiteFiles } from './page-audit.ts'
import type { SeoToolContext } from './seo-tool.context.ts'
import { listOverrides, summarizeBackups } from './seo-tool.repository.ts'

export type SitePages = { pages: { path: string; facts: PageFacts }[]; files: SiteFiles }

/** Reading the site as it is served, and the screen's status cards and audit. */
export function createSiteAudit({ db, llm, publicUrl, site }: SeoToolContext) {
  async function readSite(): Promise<SitePages> {
    const source = site()
    if (!source) return { pages: [], files: { robots: '', sitemap: '' } }
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
      htmlFilesFound: site() ? SEO_PAGE_PATHS.length : 0,
      availableBackups: backups.total,
      openaiConfigured: llm !== null,
      lastBackup: backups.newestAt?.toISOString() ?? null,
    }
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

  return { readSite, getStatus, auditSite }
}

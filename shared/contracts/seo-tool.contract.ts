import { z } from 'zod'
import { SEO_BACKUP_REASONS, SEO_OVERRIDE_SOURCES } from '../domain/publishing.ts'
import { indexablePaths, isPrerenderedPage } from '../domain/site-pages.ts'
import { singleLineText } from '../domain/text-fields.ts'
import type { ContractTable } from './contract.ts'

/** The SEO screen's words (spec 002 §2.8, §5, §8), spelled once here. */
export const SEO_TEXTS = {
  optimizeButton: 'Optimize SEO',
  optimizing: 'Optimizing...',
  optimizedTitle: 'SEO Optimization Complete',
  optimized: (count: number) => `Successfully optimized ${count} HTML files.`,
  optimizeFailedTitle: 'SEO Optimization Failed',
  optimizeFailed: 'There was an error during optimization. Check console for details.',
  keyMissingTitle: 'OpenAI Not Configured',
  keyMissing: 'OPENAI_API_KEY environment variable is required for SEO optimization.',
  keyRequiredBadge: 'OpenAI API Key Required',
  restoredTitle: 'Backup Restored',
  restored: 'Successfully restored from backup.',
  restoreFailedTitle: 'Restore Failed',
  restoreFailed: 'Failed to restore from backup.',
  restoreConfirm: (id: number) =>
    `Are you sure you want to restore from backup ${id}? This will overwrite current HTML files.`,
  noBackups: 'No backups available. Run SEO optimization to create your first backup.',
  backupNotFound: 'Backup not found',
  pageNotFound: 'Choose one of the prerendered pages',
} as const

/** Where a good title and description fall, in characters (docs/decisions/041-seo-tool.md). */
export const SEO_TITLE_LENGTH = { min: 30, max: 60 } as const
export const SEO_DESCRIPTION_LENGTH = { min: 70, max: 160 } as const

/** The pages the server prerenders: the only ones the tool audits and overrides. */
export const SEO_PAGE_PATHS = indexablePaths().filter(isPrerenderedPage) as [string, ...string[]]

/** The head fields an override may replace; a missing field keeps the page's own. */
export const SEO_HEAD_FIELDS = [
  'title',
  'description',
  'canonical',
  'ogTitle',
  'ogDescription',
  'ogImage',
] as const
export type SeoHeadField = (typeof SEO_HEAD_FIELDS)[number]

export const SEO_HEAD_FIELD_NAMES: Record<SeoHeadField, string> = {
  title: 'Title',
  description: 'Description',
  canonical: 'Canonical URL',
  ogTitle: 'Open Graph title',
  ogDescription: 'Open Graph description',
  ogImage: 'Open Graph image',
}

const headText = (max: number) => singleLineText().trim().max(max, `At most ${max} characters`)
const absoluteUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, 'The address is too long')
    .pipe(z.url({ protocol: /^https?$/, error: message }))

/** A page's head override as stored and edited: an empty text empties the field on the page. */
export const SeoHeadSchema = z.object({
  title: headText(200).optional(),
  description: headText(500).optional(),
  canonical: absoluteUrl('Enter an address starting with http:// or https://').optional(),
  ogTitle: headText(200).optional(),
  ogDescription: headText(500).optional(),
  ogImage: absoluteUrl('Enter an image address starting with http:// or https://').optional(),
})
export type SeoHead = z.infer<typeof SeoHeadSchema>

export const SeoStatusSchema = z.object({
  /** Prerendered pages the server serves as HTML. */
  htmlFilesFound: z.number().int(),
  availableBackups: z.number().int(),
  openaiConfigured: z.boolean(),
  /** When the newest backup was written, or null. */
  lastBackup: z.string().nullable(),
})
export type SeoStatus = z.infer<typeof SeoStatusSchema>

export const SeoBackupSchema = z.object({
  /** The backup's readable number ("backup 12"). */
  id: z.number().int(),
  timestamp: z.string(),
  /** What was about to change when it was written. */
  reason: z.enum(SEO_BACKUP_REASONS),
  /** Pages that had an override then. */
  pageCount: z.number().int(),
})
export type SeoBackup = z.infer<typeof SeoBackupSchema>

/** The checks of the audit, in the order the screen lists them. */
export const SEO_CHECKS = [
  'title',
  'description',
  'headings',
  'canonical',
  'openGraph',
  'jsonLd',
  'imageAlt',
  'internalLinks',
  'sitemap',
  'robots',
] as const
export type SeoCheck = (typeof SEO_CHECKS)[number]

export const SEO_CHECK_NAMES: Record<SeoCheck, string> = {
  title: 'Title',
  description: 'Description',
  headings: 'Headings',
  canonical: 'Canonical URL',
  openGraph: 'Open Graph',
  jsonLd: 'Structured data (JSON-LD)',
  imageAlt: 'Image alt text',
  internalLinks: 'Internal links',
  sitemap: 'Sitemap',
  robots: 'robots.txt',
}

export const SeoFindingSchema = z.object({
  check: z.enum(SEO_CHECKS),
  isPassed: z.boolean(),
  /** What was found, in words ('The description is missing.'). */
  message: z.string(),
})
export type SeoFinding = z.infer<typeof SeoFindingSchema>

export const SeoPageAuditSchema = z.object({
  path: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** The stored override, or null when the page is served with its own head. */
  override: SeoHeadSchema.nullable(),
  overrideSource: z.enum(SEO_OVERRIDE_SOURCES).nullable(),
  findings: z.array(SeoFindingSchema),
  passed: z.number().int(),
  failed: z.number().int(),
})
export type SeoPageAudit = z.infer<typeof SeoPageAuditSchema>

export const SeoAuditSchema = z.object({
  pages: z.array(SeoPageAuditSchema),
  passed: z.number().int(),
  failed: z.number().int(),
})
export type SeoAudit = z.infer<typeof SeoAuditSchema>

export const SeoDiffEntrySchema = z.object({
  path: z.string(),
  field: z.enum(SEO_HEAD_FIELDS),
  /** The override's value in the backup; null when the page used its own. */
  backupValue: z.string().nullable(),
  currentValue: z.string().nullable(),
})
export type SeoDiffEntry = z.infer<typeof SeoDiffEntrySchema>

export const OptimizeQuerySchema = z.object({
  /** Ask the language model for titles and descriptions too (needs OPENAI_API_KEY). */
  llm: z.enum(['true', 'false']).default('false'),
})

export const UpdateSeoPageInputSchema = z.object({
  path: z.enum(SEO_PAGE_PATHS, { error: SEO_TEXTS.pageNotFound }),
  /** The page's whole override: fields left out go back to the page's own; {} removes it. */
  head: SeoHeadSchema,
})
export type UpdateSeoPageInput = z.infer<typeof UpdateSeoPageInputSchema>

const BackupParamsSchema = z.object({
  backupId: z.coerce
    .number({ error: SEO_TEXTS.backupNotFound })
    .int(SEO_TEXTS.backupNotFound)
    .min(1, SEO_TEXTS.backupNotFound)
    .max(2_147_483_647, SEO_TEXTS.backupNotFound),
})

export const seoToolContract = {
  status: {
    method: 'GET',
    path: '/api/seo/status',
    summary: 'The SEO screen cards: prerendered pages, backups, whether an LLM key is set, the last backup',
    access: 'admin',
    response: z.object({ status: SeoStatusSchema }),
  },
  backups: {
    method: 'GET',
    path: '/api/seo/backups',
    summary: 'Every backup of the head overrides, newest first',
    access: 'admin',
    response: z.object({ backups: z.array(SeoBackupSchema) }),
  },
  optimize: {
    method: 'POST',
    path: '/api/seo/optimize',
    summary:
      'Backs up the head overrides, then fixes every prerendered page by the rules (and the LLM with ?llm=true); answers 409 when the LLM is asked for without a key',
    access: 'admin',
    query: OptimizeQuerySchema,
    response: z.object({ optimizedFiles: z.number().int(), backupId: z.number().int() }),
  },
  restore: {
    method: 'POST',
    path: '/api/seo/restore/:backupId',
    summary: 'Backs up the head overrides, then replaces them all with the backup’s',
    access: 'admin',
    params: BackupParamsSchema,
    response: z.object({ restoredPages: z.number().int(), backupId: z.number().int() }),
  },
  audit: {
    method: 'GET',
    path: '/api/seo/audit',
    summary: 'Checks every prerendered page as served (overrides applied) and lists the findings per page',
    access: 'admin',
    response: SeoAuditSchema,
  },
  diff: {
    method: 'GET',
    path: '/api/seo/backups/:backupId/diff',
    summary: 'Each page and head field whose override differs between a backup and now',
    access: 'admin',
    params: BackupParamsSchema,
    response: z.object({ backup: SeoBackupSchema, changes: z.array(SeoDiffEntrySchema) }),
  },
  updatePage: {
    method: 'PUT',
    path: '/api/seo/pages',
    summary: 'Replaces one page’s head override (after a backup); an empty head removes it',
    access: 'admin',
    body: UpdateSeoPageInputSchema,
    response: z.object({ page: z.object({ path: z.string(), head: SeoHeadSchema }) }),
  },
} as const satisfies ContractTable

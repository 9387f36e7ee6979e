import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { SEO_TEXTS } from '#shared/contracts/seo-tool.contract.ts'
import type { SeoOverrideSource } from '#shared/domain/publishing.ts'
import { suggestHead } from './llm-suggestions.ts'
import { isDescriptionGood, isTitleGood } from './page-audit.ts'
import { isSameHead, ruleOverride, withoutOwnValues, type RulePage } from './seo-rules.ts'
import { backUpOverrides, isEmptyHead, type SeoToolContext } from './seo-tool.context.ts'
import { deleteOverrides, listOverrides, upsertOverride } from './seo-tool.repository.ts'
import type { SitePages } from './site-audit.ts'

// Pages asked of the language model at once.
const LLM_CONCURRENCY = 4

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

/**
 * Writes a backup of every override, then stores the rules' fixes (and the model's title and
 * description where `withLlm` and a key allow) as overrides. optimizedFiles: pages changed.
 */
export function createOptimizeSite(
  { db, audit, llm, publicUrl, log, site, requireOverridesReload }: SeoToolContext,
  readSite: () => Promise<SitePages>,
) {
  return async function optimize(actor: User, { withLlm }: { withLlm: boolean }) {
    if (withLlm && !llm) throw new AppError('conflict', SEO_TEXTS.keyMissing)
    const [{ pages }, overrides] = await Promise.all([readSite(), listOverrides(db)])
    const current = new Map(overrides.map((row) => [row.path, row.head]))
    const source = site()
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
      const { before, backup } = await backUpOverrides(tx, 'OPTIMIZE', actor)
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
}

import { SEO_TEXTS } from '#shared/contracts/seo-tool.contract.ts'
import { CardSection } from '#client/components/ui/card.tsx'
import { EmptyNote, PlainSection } from '#client/components/ui/plain-section.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useSeoAudit, useSeoBackups, useSeoStatus } from '#client/features/seo-tool/seo-tool.queries.ts'
import { AuditFindings } from '#client/features/seo-tool/components/audit-findings.tsx'
import { BackupsList } from '#client/features/seo-tool/components/backups-list.tsx'
import { OptimizePanel } from '#client/features/seo-tool/components/optimize-panel.tsx'
import { SeoStatusCards } from '#client/features/seo-tool/components/seo-status-cards.tsx'

/**
 * /admin/seo (admins only): the cards, Optimize SEO with its progress bar, the backups with Restore
 * and Compare (spec 002 §2.8), and the audit of every prerendered page with Edit head.
 */
export function AdminSeoRoute() {
  const status = useSeoStatus()
  const backups = useSeoBackups()
  const audit = useSeoAudit()

  return (
    <div className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">SEO</h1>
      {status.isError ? (
        <QueryState query={status} loadingLabel="" errorText="We could not load the SEO status.">
          {() => null}
        </QueryState>
      ) : (
        <SeoStatusCards status={status.data} />
      )}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <CardSection id="optimize" title={SEO_TEXTS.optimizeButton}>
          <OptimizePanel isLlmReady={status.data?.openaiConfigured} />
        </CardSection>
        <PlainSection id="backups" title="Backups" isBusy={backups.isFetching}>
          <QueryState
            query={backups}
            loadingLabel="Loading the backups…"
            errorText="We could not load the backups."
            isEmpty={(list) => list.length === 0}
            empty={<EmptyNote>{SEO_TEXTS.noBackups}</EmptyNote>}
          >
            {(list) => <BackupsList backups={list} />}
          </QueryState>
        </PlainSection>
      </div>

      <PlainSection id="findings" title="Findings per page" isBusy={audit.isFetching}>
        <QueryState
          query={audit}
          loadingLabel="Checking every page…"
          errorText="We could not check the pages."
          isEmpty={(data) => data.pages.length === 0}
          empty={
            <EmptyNote>This server has no prerendered pages to check (the client is not built).</EmptyNote>
          }
        >
          {(data) => <AuditFindings audit={data} />}
        </QueryState>
      </PlainSection>
    </div>
  )
}

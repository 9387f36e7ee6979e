import { CheckCircle2, Pencil, XCircle } from 'lucide-react'
import { useState } from 'react'
import {
  SEO_CHECK_NAMES,
  type SeoAudit,
  type SeoFinding,
  type SeoPageAudit,
} from '#shared/contracts/seo-tool.contract.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { PageHeadDialog } from './page-head-dialog.tsx'

const SOURCE_NAMES: Record<NonNullable<SeoPageAudit['overrideSource']>, string> = {
  RULES: 'by the rules',
  LLM: 'by the LLM',
  ADMIN: 'by an admin',
  RESTORE: 'from a backup',
}

/** Each prerendered page with its failed checks in words, its passed ones folded, and Edit head. */
export function AuditFindings({ audit }: { audit: SeoAudit }) {
  const [editing, setEditing] = useState<SeoPageAudit | null>(null)
  return (
    <div className="grid gap-3">
      <p className="text-sm text-navy-800">
        {audit.pages.length} pages checked: {audit.passed} checks passed, {audit.failed} failed. Headings,
        images and links live in the pages’ content; the head fields can be fixed here.
      </p>
      <ul className="grid gap-3">
        {pagesWithProblemsFirst(audit.pages).map((page) => {
          const failed = page.findings.filter((f) => !f.isPassed)
          const passed = page.findings.filter((f) => f.isPassed)
          const headingId = `seo-page-${page.path.replace(/[^a-z0-9]+/gi, '-')}`
          return (
            <li key={page.path}>
              <article
                aria-labelledby={headingId}
                className="grid gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={headingId} className="font-mono text-base font-semibold text-navy-950">
                    {page.path}
                  </h3>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={failed.length ? 'orange' : 'green'}>
                      {page.passed} passed, {page.failed} failed
                    </Badge>
                    {page.overrideSource ? (
                      <Badge variant="secondary">Head set {SOURCE_NAMES[page.overrideSource]}</Badge>
                    ) : null}
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit head of ${page.path}`}
                      onClick={() => setEditing(page)}
                    >
                      <Pencil aria-hidden="true" />
                      Edit head
                    </Button>
                  </div>
                </div>
                <p className="text-sm break-words text-navy-800">
                  <span className="font-medium text-navy-950">{page.title || '(no title)'}</span>
                  {' — '}
                  {page.description || '(no description)'}
                </p>
                {failed.length ? (
                  <FindingList
                    findings={failed}
                    isPassed={false}
                    className="text-sm"
                    label={`Problems on ${page.path}`}
                  />
                ) : null}
                <details className="text-sm">
                  <summary className="cursor-pointer text-navy-800">{passed.length} checks passed</summary>
                  <FindingList findings={passed} isPassed className="mt-1" />
                </details>
              </article>
            </li>
          )
        })}
      </ul>
      <PageHeadDialog page={editing} onClose={() => setEditing(null)} />
    </div>
  )
}

/** Checks of one page, each with its name and message: red with a cross, or green with a tick. */
function FindingList({
  findings,
  isPassed,
  className,
  label,
}: {
  findings: SeoFinding[]
  isPassed: boolean
  className?: string
  label?: string
}) {
  const Icon = isPassed ? CheckCircle2 : XCircle
  return (
    <ul className={cn('grid gap-1', className)} aria-label={label}>
      {findings.map((finding) => (
        <li key={finding.check} className={cn('flex gap-2', isPassed ? 'text-green-800' : 'text-red-800')}>
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{SEO_CHECK_NAMES[finding.check]}:</span> {finding.message}
          </span>
        </li>
      ))}
    </ul>
  )
}

// Pages with a failed check first, each group in the site's order.
function pagesWithProblemsFirst(pages: SeoPageAudit[]): SeoPageAudit[] {
  return [...pages.filter((page) => page.failed > 0), ...pages.filter((page) => page.failed === 0)]
}

import { caseStatusView } from '#shared/domain/case-status.ts'
import { Badge } from '#client/components/ui/badge.tsx'

/** The status label in its colour, from the one shared mapping. */
export function CaseStatusBadge({ status }: { status: string }) {
  const view = caseStatusView(status)
  return <Badge variant={view.color}>{view.label}</Badge>
}

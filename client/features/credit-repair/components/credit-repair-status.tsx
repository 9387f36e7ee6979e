import { BadgeCheck, Bot, FileText, Settings, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  CREDIT_REPAIR_MESSAGES,
  type CreditRepairOverview,
} from '#shared/contracts/credit-repair.contract.ts'
import { BUREAU_LABELS, CREDIT_REPAIR_STEPS } from '#shared/domain/credit-repair.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { formatCalendarDate } from '#client/lib/dates.ts'
import { casePath, pagePaths, plannedPaths } from '#client/lib/paths.ts'
import { CREDIT_REPAIR_TEXTS } from '../credit-repair-texts.ts'
import { useCreditRepairOverview } from '../credit-repair.queries.ts'
import { ProgressSteps } from './progress-steps.tsx'

/** Where the Credit Monitoring tile leads: the monitoring section of the credit repair page. */
export const MONITORING_SECTION_ID = 'monitoring'

/** The next date something is expected: a bureau's answer, else the next free report. */
export function nextUpdate(overview: CreditRepairOverview): { on: string; what: string } | null {
  const due = overview.progress.nextDue
  if (due) {
    const bureau = BUREAU_LABELS[due.bureau]
    return {
      on: due.on,
      what:
        due.kind === 'RESULTS' ? `${bureau}’s answer to your dispute` : `${bureau}’s method of verification`,
    }
  }
  const next = [...overview.bureaus].sort((a, b) => a.nextFreeReportOn.localeCompare(b.nextFreeReportOn))[0]
  return next ? { on: next.nextFreeReportOn, what: `your next free ${next.label} report` } : null
}

type CreditRepairStatusProps = {
  /** Opens the help assistant's chat (composed by the route, which mounts it). */
  onOpenChat: () => void
}

/**
 * The verified customer's credit repair on the dashboard (seed 002 §2.11, with live values): status,
 * step N of 5 with its percent, verification, the next update, the five steps and the four tiles.
 * A customer without a paid package is told it comes with one.
 */
export function CreditRepairStatus({ onOpenChat }: CreditRepairStatusProps) {
  const query = useCreditRepairOverview()
  if (query.data === null) {
    return (
      <p className="text-sm text-navy-800">
        {CREDIT_REPAIR_MESSAGES.noPaidPackage}{' '}
        <Link to={plannedPaths.pricing} className="font-semibold underline underline-offset-2">
          See the packages
        </Link>
      </p>
    )
  }
  return (
    <QueryState
      query={query}
      loadingLabel="Loading your credit repair…"
      errorText="We could not load your credit repair."
    >
      {(overview) => overview && <StatusView overview={overview} onOpenChat={onOpenChat} />}
    </QueryState>
  )
}

function StatusView({ overview, onOpenChat }: { overview: CreditRepairOverview; onOpenChat: () => void }) {
  const { progress } = overview
  const isComplete = progress.currentStep === null
  const update = nextUpdate(overview)
  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term="Process status">{isComplete ? 'Complete' : 'Active'}</Fact>
        <Fact term="Progress">
          Step {progress.stepsDone} of {CREDIT_REPAIR_STEPS.length} ({progress.percent}%)
        </Fact>
        <Fact term="Verification">
          {overview.isIdentityVerified ? (
            <span className="flex flex-wrap items-center gap-2">
              Verified
              <Badge variant="green">
                <BadgeCheck aria-hidden="true" className="mr-1 size-3.5" />
                ID Confirmed
              </Badge>
            </span>
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              Not verified yet
              <Link to={pagePaths.verify} className="font-semibold underline underline-offset-2">
                Verify your identity
              </Link>
            </span>
          )}
        </Fact>
        <Fact term="Next update">
          {update ? `${formatCalendarDate(update.on)}: ${update.what}` : 'Nothing is awaited'}
        </Fact>
      </dl>
      <Progress value={progress.percent} label="Credit repair progress" />
      <ProgressSteps steps={progress.steps} />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <li>
          <Button variant="outline" className="h-auto w-full justify-start py-3" onClick={onOpenChat}>
            <Bot aria-hidden="true" />
            AI Support Chat
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" className="h-auto w-full justify-start py-3">
            <Link to={`${casePath(overview.caseId)}#case-files-heading`}>
              <FileText aria-hidden="true" />
              View Documents
            </Link>
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" className="h-auto w-full justify-start py-3">
            <Link to={`${pagePaths.creditRepair}#${MONITORING_SECTION_ID}`}>
              <ShieldCheck aria-hidden="true" />
              Credit Monitoring
            </Link>
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" className="h-auto w-full justify-start py-3">
            <Link to={pagePaths.accountSettings}>
              <Settings aria-hidden="true" />
              Account Settings
            </Link>
          </Button>
        </li>
      </ul>
      <Button asChild className="justify-self-start">
        <Link to={pagePaths.creditRepair}>Open {CREDIT_REPAIR_TEXTS.title}</Link>
      </Button>
    </div>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-navy-50 px-3 py-2">
      <dt className="text-sm text-navy-700">{term}</dt>
      <dd className="font-semibold text-navy-950">{children}</dd>
    </div>
  )
}

import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import {
  CREDIT_REPAIR_MESSAGES,
  type CreditRepairOverview,
} from '#shared/contracts/credit-repair.contract.ts'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { CardSection } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { pagePaths, plannedPaths } from '#client/lib/paths.ts'
import { CREDIT_REPAIR_TEXTS } from '../credit-repair-texts.ts'
import { useDeleteCreditItem, useGenerateLetters, useRecordItemResult } from '../credit-repair.mutations.ts'
import { useCreditRepairOverview } from '../credit-repair.queries.ts'
import { AddItemForm } from './add-item-form.tsx'
import { BureauPanel } from './bureau-panel.tsx'
import { MONITORING_SECTION_ID } from './credit-repair-status.tsx'
import { MonitoringPanel } from './monitoring-panel.tsx'
import { ProgressSteps } from './progress-steps.tsx'
import { ReportUpload } from './report-upload.tsx'

/** The customer's credit repair: reports, items, letters, results and monitoring. */
export function CreditRepairPage() {
  const query = useCreditRepairOverview()
  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-8 sm:py-10">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-navy-950">{CREDIT_REPAIR_TEXTS.title}</h1>
          <p className="text-navy-800">{CREDIT_REPAIR_TEXTS.lettersNote}</p>
        </div>
        {query.data === null ? (
          <p className="text-navy-900">
            {CREDIT_REPAIR_MESSAGES.noPaidPackage}{' '}
            <Link to={plannedPaths.pricing} className="font-semibold underline underline-offset-2">
              See the packages
            </Link>
          </p>
        ) : (
          <QueryState
            query={query}
            loadingLabel="Loading your credit repair…"
            errorText="We could not load your credit repair."
          >
            {(overview) => overview && <Sections overview={overview} />}
          </QueryState>
        )}
      </div>
    </div>
  )
}

function Sections({ overview }: { overview: CreditRepairOverview }) {
  const { hash } = useLocation()
  // The dashboard's Credit Monitoring tile links to its section: scroll there once it is drawn.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash])
  const generate = useGenerateLetters()
  const recordResult = useRecordItemResult()
  const removeItem = useDeleteCreditItem()
  const hasLetters = overview.bureaus.some((bureau) => bureau.letters.length > 0)
  return (
    <>
      <CardSection id="credit-progress" title="Your progress">
        <p className="text-navy-900">
          Step {overview.progress.stepsDone} of {overview.progress.steps.length} ({overview.progress.percent}
          %)
        </p>
        <ProgressSteps steps={overview.progress.steps} />
        {overview.isIdentityVerified ? null : (
          <p className="text-sm text-navy-800">
            {CREDIT_REPAIR_MESSAGES.identityNotVerified}{' '}
            <Link to={pagePaths.verify} className="font-semibold underline underline-offset-2">
              Verify your identity
            </Link>
          </p>
        )}
      </CardSection>
      <CardSection id="credit-reports" title="Upload a credit report">
        <ReportUpload caseId={overview.caseId} />
      </CardSection>
      <CardSection id="credit-add-item" title="Add an item by hand">
        <AddItemForm />
      </CardSection>
      <CardSection id="credit-items" title="Your disputed items and letters">
        <div className="grid gap-2">
          <Button
            className="justify-self-start"
            disabled={!overview.canGenerateLetters || generate.isPending}
            aria-describedby={overview.generateBlockedReason ? 'credit-generate-blocked' : undefined}
            onClick={() =>
              generate
                .mutateAsync()
                .then(({ letters }) =>
                  toastDone('Letters generated', `${letters.length} letter(s) ready to print.`),
                )
                .catch((error: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: 'No letters generated',
                    description: failureText(error),
                  }),
                )
            }
          >
            {generate.isPending ? 'Generating…' : 'Generate letters'}
          </Button>
          {overview.generateBlockedReason ? (
            <p id="credit-generate-blocked" className="text-sm text-navy-700">
              {overview.generateBlockedReason}
            </p>
          ) : null}
        </div>
        {hasLetters ? (
          <div className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
            <p className="font-semibold">How to mail your letters</p>
            <p>{CREDIT_REPAIR_TEXTS.mailing}</p>
          </div>
        ) : null}
        <div className="grid gap-4">
          {overview.bureaus.map((bureau) => (
            <BureauPanel
              key={bureau.bureau}
              bureau={bureau}
              isCustomer
              onRecordResult={(itemId, result) => recordResult.mutateAsync({ itemId, result })}
              onRemove={(itemId) => removeItem.mutateAsync(itemId)}
            />
          ))}
        </div>
      </CardSection>
      <CardSection id={MONITORING_SECTION_ID} title="Credit Monitoring">
        <MonitoringPanel overview={overview} />
      </CardSection>
    </>
  )
}

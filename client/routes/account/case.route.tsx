import { useParams } from 'react-router'
import type { User } from '#shared/contracts/auth.contract.ts'
import { CaseIdParamsSchema } from '#shared/contracts/cases.contract.ts'
import type { QuestionReply } from '#shared/domain/wizard-eligibility.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { RequireUser, SignedOutRedirect } from '#client/features/auth/components/require-user.tsx'
import { useCase } from '#client/features/cases/cases.queries.ts'
import { CaseHeader } from '#client/features/cases/components/case-header.tsx'
import { CaseNotFound } from '#client/features/cases/components/case-not-found.tsx'
import { CaseSummaryCard } from '#client/features/cases/components/case-summary-card.tsx'
import { useRecheckEligibility } from '#client/features/cases/cases.mutations.ts'
import { CasePackageChooser } from '#client/features/cases/components/case-package-chooser.tsx'
import { CaseTracker } from '#client/features/cases/components/case-tracker.tsx'
import { NotEligibleCard } from '#client/features/cases/components/not-eligible-card.tsx'
import { ReviewAcknowledgementCard } from '#client/features/cases/components/review-acknowledgement-card.tsx'
import { DocumentsCard } from '#client/features/documents/components/documents-card.tsx'
import { EligibilityResultPanel } from '#client/features/eligibility/components/eligibility-result-panel.tsx'
import { caseOrder } from '#client/features/orders/case-order.ts'
import { useUserOrders } from '#client/features/orders/orders.queries.ts'
import { CaseOrderCard } from '#client/features/payments/components/case-order-card.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError, hasStatus } from '#client/lib/api-client.ts'
import { casePath, checkoutPath } from '#client/lib/paths.ts'

export function CaseRoute() {
  const { id = '' } = useParams()
  return <RequireUser>{(user) => <CasePage caseId={id} user={user} />}</RequireUser>
}

function CasePage({ caseId, user }: { caseId: string; user: User }) {
  // An id that cannot be a case id is answered here, without asking the server.
  const isPossibleId = CaseIdParamsSchema.safeParse({ id: caseId }).success
  const query = useCase(caseId, { isEnabled: isPossibleId })
  const orders = useUserOrders(isPossibleId ? user.id : undefined)
  const recheck = useRecheckEligibility(caseId)

  if (!isPossibleId || hasStatus(query.error, 400, 404)) return <CaseNotFound />
  if (hasStatus(query.error, 401)) return <SignedOutRedirect />
  if (query.isPending) return <Spinner label="Loading your case…" />
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-navy-900">We could not load this case. Please try again.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  }

  const item = query.data
  const order = orders.data ? caseOrder(orders.data.orders, item.id) : undefined
  const verdict = item.eligibility.verdict
  // Answers to the open questions are stored on the case and judged again on the server
  // (docs/decisions/021-case-follows-verdict.md); the new verdict replaces the one shown.
  const onRecheck = async (replies: QuestionReply[]) => {
    try {
      await recheck.mutateAsync(replies.map((reply) => ({ field: reply.field, value: String(reply.value) })))
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? error.message)
            : 'Failed to check eligibility. Please try again.',
      })
    }
  }
  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-10 sm:py-12">
        <CaseHeader item={item} />
        <CaseTracker
          status={item.status}
          documentCount={item.documentCount}
          fingerprintCount={item.fingerprintCount}
          isEligibilityInReview={verdict === 'MANUAL_REVIEW'}
        />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            {orders.isError ? (
              <Card role="alert" className="grid justify-items-start gap-3">
                <p className="text-sm text-navy-900">We could not load your order.</p>
                <Button variant="outline" size="sm" onClick={() => void orders.refetch()}>
                  Try again
                </Button>
              </Card>
            ) : order === undefined ? (
              <Card>
                <Spinner label="Loading your order…" className="py-8" />
              </Card>
            ) : (
              <CaseOrderCard
                orderId={order?.id ?? null}
                checkoutHref={checkoutPath({ product: item.packageCode, case: item.id })}
                returnUrl={`${window.location.origin}${casePath(item.id)}`}
                checkoutRefusal={item.checkoutRefusal}
              />
            )}
            {verdict === 'NOT_ELIGIBLE' ? <NotEligibleCard item={item} /> : null}
            {verdict === 'MANUAL_REVIEW' ? <ReviewAcknowledgementCard item={item} /> : null}
            <Card>
              <section aria-labelledby="case-eligibility-heading" className="grid gap-4">
                <h2 id="case-eligibility-heading" className="text-xl font-semibold text-navy-950">
                  Your eligibility check
                </h2>
                <EligibilityResultPanel
                  result={item.eligibility}
                  onRecheck={item.status === 'INTAKE' ? onRecheck : undefined}
                  busy={recheck.isPending}
                />
                {verdict === 'NOT_ELIGIBLE' ? null : <CasePackageChooser item={item} />}
              </section>
            </Card>
            <DocumentsCard caseId={item.id} />
          </div>
          <CaseSummaryCard item={item} />
        </div>
      </div>
    </div>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router'
import type { User } from '#shared/contracts/auth.contract.ts'
import { CaseIdParamsSchema, type CaseDetail } from '#shared/contracts/cases.contract.ts'
import { effectiveEligibility, uploadsClosedReason } from '#shared/domain/case-status.ts'
import type { QuestionReply } from '#shared/domain/wizard-eligibility.ts'
import { Card } from '#client/components/ui/card.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { Tabs } from '#client/components/ui/tabs.tsx'
import { RequireUser, SignedOutRedirect } from '#client/features/auth/components/require-user.tsx'
import { casesKeys, useCase } from '#client/features/cases/cases.queries.ts'
import { useRecheckEligibility } from '#client/features/cases/cases.mutations.ts'
import { CaseActivity } from '#client/features/cases/components/case-activity.tsx'
import { CaseDecisionCard } from '#client/features/cases/components/case-decision-card.tsx'
import { CaseHeader } from '#client/features/cases/components/case-header.tsx'
import { CaseNotFound } from '#client/features/cases/components/case-not-found.tsx'
import { CasePackageChooser } from '#client/features/cases/components/case-package-chooser.tsx'
import { CaseSummaryCard } from '#client/features/cases/components/case-summary-card.tsx'
import { CaseTracker } from '#client/features/cases/components/case-tracker.tsx'
import { NeedHelpCard } from '#client/features/cases/components/need-help-card.tsx'
import { NotEligibleCard } from '#client/features/cases/components/not-eligible-card.tsx'
import { QuickActionsCard } from '#client/features/cases/components/quick-actions-card.tsx'
import { ReviewAcknowledgementCard } from '#client/features/cases/components/review-acknowledgement-card.tsx'
import { StaffReviewFinding } from '#client/features/cases/components/staff-review-finding.tsx'
import { SubmitCaseCard } from '#client/features/cases/components/submit-case-card.tsx'
import { DocumentStatusCard } from '#client/features/documents/components/document-status-card.tsx'
import { DocumentsList } from '#client/features/documents/components/documents-list.tsx'
import { EligibilityResultPanel } from '#client/features/eligibility/components/eligibility-result-panel.tsx'
import { FingerprintUploadCard } from '#client/features/fingerprints/components/fingerprint-upload-card.tsx'
import { FingerprintsList } from '#client/features/fingerprints/components/fingerprints-list.tsx'
import { MobileUpload } from '#client/features/fingerprints/components/mobile-upload.tsx'
import { caseOrder } from '#client/features/orders/case-order.ts'
import { ordersKeys, useUserOrders } from '#client/features/orders/orders.queries.ts'
import { CaseOrderCard } from '#client/features/payments/components/case-order-card.tsx'
import { usePublicSettings } from '#client/features/settings/settings.queries.ts'
import { ContactSupportButton } from '#client/features/support/components/contact-support-button.tsx'
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
  const [isSignedOut, setIsSignedOut] = useState(false)

  if (!isPossibleId || hasStatus(query.error, 400, 404)) return <CaseNotFound />
  if (isSignedOut || hasStatus(query.error, 401)) return <SignedOutRedirect />
  // As tall as the screen, so the footer is below it until the case is shown instead of jumping
  // down when it is (a layout shift).
  if (query.isPending) return <Spinner label="Loading your case…" className="min-h-dvh" />
  if (query.isError) {
    return (
      <LoadFailed
        layout="page"
        text="We could not load this case. Please try again."
        onRetry={query.refetch}
      />
    )
  }
  return <CaseView item={query.data} user={user} onSignedOut={() => setIsSignedOut(true)} />
}

function CaseView({ item, user, onSignedOut }: { item: CaseDetail; user: User; onSignedOut: () => void }) {
  const queryClient = useQueryClient()
  const orders = useUserOrders(user.id)
  const settings = usePublicSettings()
  const recheck = useRecheckEligibility(item.id)
  const order = orders.data ? caseOrder(orders.data.orders, item.id) : undefined
  // A staff review replaces the check's verdict everywhere on the page (docs/decisions/050-staff-review-and-case-entry.md).
  const eligibility = effectiveEligibility(item.eligibility.verdict, item.staffReview?.finding)
  const isPaid = item.status !== 'INTAKE'
  // Files are taken from payment until the case is submitted: the server's rule (decision 060).
  const closedReason = uploadsClosedReason(item.status)

  // An upload may move the case on (DOCS_PENDING → FINGERPRINTS_PENDING → READY_TO_SEND), so the
  // case, its activity and the order (a paid balance) are read again.
  const onCaseChanged = () => {
    void queryClient.invalidateQueries({ queryKey: casesKeys.detail(item.id) })
    void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
  }

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

  const orderCard = orders.isError ? (
    <Card>
      <LoadFailed text="We could not load your order." onRetry={orders.refetch} />
    </Card>
  ) : order === undefined ? (
    <Card>
      <Spinner label="Loading your order…" className="py-8" />
    </Card>
  ) : (
    <CaseOrderCard
      orderId={order?.id ?? null}
      checkoutHref={checkoutPath({ product: item.packageCode, case: item.id })}
      returnUrl={casePath(item.id)}
      checkoutRefusal={item.checkoutRefusal}
    />
  )

  const eligibilityCard = (
    <Card>
      <section aria-labelledby="case-eligibility-heading" className="grid gap-4">
        <h2 id="case-eligibility-heading" className="text-xl font-semibold text-navy-950">
          Your eligibility check
        </h2>
        {item.staffReview ? (
          <>
            <StaffReviewFinding review={item.staffReview} />
            <p className="text-sm text-navy-700">
              Below is our automated check as it was given. Our team&rsquo;s review above replaces it.
            </p>
          </>
        ) : null}
        <EligibilityResultPanel
          result={item.eligibility}
          // Staff settled what the check left open: its questions are no longer asked.
          onRecheck={item.status === 'INTAKE' && !item.staffReview ? onRecheck : undefined}
          busy={recheck.isPending}
        />
        {eligibility === 'NOT_ELIGIBLE' ? null : <CasePackageChooser item={item} />}
      </section>
    </Card>
  )

  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-10 sm:py-12">
        <CaseHeader item={item} />
        <CaseTracker
          status={item.status}
          eligibility={eligibility}
          isDocumentsComplete={item.isDocumentsComplete}
          fingerprintCount={item.fingerprintCount}
        />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid min-w-0 gap-6 lg:col-span-2">
            {item.decision ? <CaseDecisionCard caseId={item.id} decision={item.decision} /> : null}
            {item.status === 'READY_TO_SEND' && item.canSubmit ? (
              <SubmitCaseCard caseId={item.id} onSignedOut={onSignedOut} />
            ) : null}
            {item.status === 'FINGERPRINTS_PENDING' ? (
              <FingerprintUploadCard caseId={item.id} onCaseChanged={onCaseChanged} />
            ) : null}
            {isPaid ? null : orderCard}
            {eligibility === 'NOT_ELIGIBLE' ? <NotEligibleCard item={item} /> : null}
            {eligibility === 'MANUAL_REVIEW' ? <ReviewAcknowledgementCard item={item} /> : null}
            {isPaid ? null : eligibilityCard}
            <DocumentStatusCard caseId={item.id} closedReason={closedReason} onCaseChanged={onCaseChanged} />
            <Card>
              <section aria-labelledby="case-files-heading" className="grid gap-4">
                <h2 id="case-files-heading" className="sr-only">
                  Case files and activity
                </h2>
                <Tabs
                  label="Case files and activity"
                  items={[
                    { id: 'documents', label: 'Documents', panel: <DocumentsList caseId={item.id} /> },
                    {
                      id: 'fingerprints',
                      label: 'Fingerprints',
                      panel: <FingerprintsList caseId={item.id} />,
                    },
                    { id: 'activity', label: 'Activity', panel: <CaseActivity caseId={item.id} /> },
                  ]}
                />
              </section>
            </Card>
            {isPaid ? orderCard : null}
            {isPaid ? eligibilityCard : null}
          </div>
          <div className="grid min-w-0 content-start gap-6">
            <CaseSummaryCard item={item} />
            <QuickActionsCard caseId={item.id} isPacketReady={isPaid && item.balanceDueCents === 0}>
              <ContactSupportButton caseId={item.id} />
              {/* Fingerprints come after payment and before submission; otherwise the QR code invites a wasted trip. */}
              {closedReason ? null : <MobileUpload caseId={item.id} />}
            </QuickActionsCard>
            <NeedHelpCard supportEmail={settings?.company.supportEmail ?? null} />
          </div>
        </div>
      </div>
    </div>
  )
}

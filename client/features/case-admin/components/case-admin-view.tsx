import { ArrowLeft } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { AdminCaseDetail, AdminOrderSummary } from '#shared/contracts/admin-cases.contract.ts'
import type { RequirementCode } from '#shared/domain/fulfilment/types.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { CardSection } from '#client/components/ui/card.tsx'
import { pagePaths } from '#client/lib/paths.ts'
import { VERDICT_BADGES, VERDICT_NAMES } from '../case-labels.ts'
import { ActivityPanel } from './activity-panel.tsx'
import { AnswersPanel } from './answers-panel.tsx'
import { StatusBadge } from './case-list-table.tsx'
import { CaseSummaryPanel, DecisionPanel, StaffReviewsPanel } from './case-summary-panel.tsx'
import { ChecklistPanel } from './checklist-panel.tsx'
import { DocumentsPanel } from './documents-panel.tsx'
import { FileViewerDialog, type ViewedFile } from './file-viewer-dialog.tsx'
import { FingerprintMailPanel } from './fingerprint-mail-panel.tsx'
import { FingerprintsPanel } from './fingerprints-panel.tsx'
import { MoveStatusDialog } from './move-status-dialog.tsx'
import { OrdersPanel } from './orders-panel.tsx'
import { RecordDecisionDialog } from './record-decision-dialog.tsx'
import { RefundOrderDialog } from './refund-order-dialog.tsx'
import { RequestDocumentDialog } from './request-document-dialog.tsx'
import { ReviewDialog, type ReviewTarget } from './review-dialog.tsx'
import { StaffReviewDialog } from './staff-review-dialog.tsx'

type OpenDialog =
  | { name: 'request'; requirementCode?: RequirementCode | undefined }
  | { name: 'move' }
  | { name: 'staff-review' }
  | { name: 'decision' }
  | null

type CaseAdminViewProps = {
  item: AdminCaseDetail
  /** The eligibility verdict as the case page shows it (composed by the route). */
  verdictPanel: ReactNode
  /** The customer's credit repair with recording results (composed by the route). */
  creditRepairPanel: ReactNode
}

/**
 * One case as staff work it: who and what, the answers and the verdict, the checklist with
 * requests, documents and fingerprints with a viewer, orders and activity, and the actions, each in
 * its own dialog.
 */
export function CaseAdminView({ item, verdictPanel, creditRepairPanel }: CaseAdminViewProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [reviewTarget, setReviewTarget] = useState<ReviewTarget | null>(null)
  const [viewedFile, setViewedFile] = useState<ViewedFile | null>(null)
  const [refundTarget, setRefundTarget] = useState<AdminOrderSummary | null>(null)
  const close = () => setDialog(null)
  const canRecordDecision = item.status === 'SUBMITTED'
  const isReviewable = item.eligibility.verdict === 'MANUAL_REVIEW'

  return (
    <div className="mx-auto grid w-full max-w-7xl content-start gap-6 px-4 py-6 sm:py-8">
      <Link
        to={pagePaths.adminCases}
        className="flex items-center gap-1 justify-self-start text-sm font-medium text-navy-800 underline underline-offset-2"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All cases
      </Link>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Case #{item.caseNumber}</h1>
          <StatusBadge status={item.status} />
          <Badge variant={VERDICT_BADGES[item.eligibility.verdict]}>
            {VERDICT_NAMES[item.eligibility.verdict]}
          </Badge>
          {item.needsReview ? <Badge variant="orange">Needs review</Badge> : null}
        </div>
        <p className="text-navy-800">
          {item.customer.firstName} {item.customer.lastName} ·{' '}
          <span className="break-all">{item.customer.email}</span>
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        {/* First in reading order, so a phone shows the actions and the summary before the long answers. */}
        <div className="grid min-w-0 gap-6 lg:col-start-3 lg:row-start-1">
          <CardSection id="case-actions" title="Actions">
            <div className="grid gap-2">
              <Button variant="outline" onClick={() => setDialog({ name: 'request' })}>
                Request a document
              </Button>
              <Button variant="outline" onClick={() => setDialog({ name: 'move' })}>
                Move status
              </Button>
              {isReviewable ? (
                <Button variant="outline" onClick={() => setDialog({ name: 'staff-review' })}>
                  Record eligibility review
                </Button>
              ) : null}
              <Button
                onClick={() => setDialog({ name: 'decision' })}
                disabled={!canRecordDecision}
                aria-describedby={canRecordDecision ? undefined : 'decision-hint'}
              >
                Record decision
              </Button>
              {canRecordDecision ? null : (
                <p id="decision-hint" className="text-xs text-navy-700">
                  {item.status === 'DECISION'
                    ? 'The decision is recorded.'
                    : 'Available once the customer has submitted the case.'}
                </p>
              )}
            </div>
          </CardSection>
          <CardSection id="case-summary" title="Summary">
            <CaseSummaryPanel item={item} />
          </CardSection>
          <CardSection id="case-decision" title="Decision">
            <DecisionPanel item={item} />
          </CardSection>
          <CardSection id="case-staff-reviews" title="Staff reviews">
            <StaffReviewsPanel item={item} />
          </CardSection>
          <CardSection id="case-orders" title="Orders">
            <OrdersPanel orders={item.orders} onRefund={setRefundTarget} />
          </CardSection>
        </div>
        <div className="grid min-w-0 gap-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <CardSection id="case-answers" title="Answers">
            <AnswersPanel answers={item.answers} />
          </CardSection>
          <CardSection id="case-verdict" title="Eligibility verdict">
            {verdictPanel}
          </CardSection>
          <CardSection id="case-checklist" title="Checklist and requests">
            <ChecklistPanel
              caseId={item.id}
              onRequest={(requirementCode) => setDialog({ name: 'request', requirementCode })}
            />
          </CardSection>
          <CardSection id="case-documents" title="Documents">
            <DocumentsPanel caseId={item.id} onView={setViewedFile} onReview={setReviewTarget} />
          </CardSection>
          <CardSection id="case-fingerprints" title="Fingerprints">
            <FingerprintsPanel caseId={item.id} onView={setViewedFile} onReview={setReviewTarget} />
          </CardSection>
          <CardSection id="case-fingerprint-mail" title="E-mail to the fingerprint address">
            <FingerprintMailPanel caseId={item.id} />
          </CardSection>
          <CardSection id="case-credit-repair" title="Credit repair">
            {creditRepairPanel}
          </CardSection>
          <CardSection id="case-activity" title="Activity">
            <ActivityPanel caseId={item.id} />
          </CardSection>
        </div>
      </div>

      <RequestDocumentDialog
        caseId={item.id}
        isOpen={dialog?.name === 'request'}
        requirementCode={dialog?.name === 'request' ? dialog.requirementCode : undefined}
        onClose={close}
      />
      <MoveStatusDialog
        caseId={item.id}
        status={item.status}
        isOpen={dialog?.name === 'move'}
        onClose={close}
      />
      <StaffReviewDialog
        caseId={item.id}
        status={item.status}
        isOpen={dialog?.name === 'staff-review'}
        onClose={close}
      />
      <RecordDecisionDialog caseId={item.id} isOpen={dialog?.name === 'decision'} onClose={close} />
      <ReviewDialog caseId={item.id} target={reviewTarget} onClose={() => setReviewTarget(null)} />
      <FileViewerDialog file={viewedFile} onClose={() => setViewedFile(null)} />
      <RefundOrderDialog caseId={item.id} order={refundTarget} onClose={() => setRefundTarget(null)} />
    </div>
  )
}

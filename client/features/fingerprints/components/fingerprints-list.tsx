import { Fingerprint } from 'lucide-react'
import { fingerprintDownloadPath } from '#shared/contracts/fingerprints.contract.ts'
import { fingerprintBadge, qualityPercent } from '#shared/domain/fingerprints.ts'
import { FileDownloadButton, FileReviewBadge, FileRow, FileRows } from '#client/components/ui/file-rows.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { useCaseFingerprints } from '../fingerprints.queries.ts'

/** The Fingerprints tab: each file with its type, source, TCN, ORI, quality, issues and review. */
export function FingerprintsList({ caseId }: { caseId: string }) {
  const fingerprints = useCaseFingerprints(caseId)
  return (
    <QueryState
      query={fingerprints}
      loadingLabel="Loading your fingerprints…"
      errorText="We could not load your fingerprints."
      isEmpty={(data) => data.fingerprints.length === 0}
      empty={
        <p className="text-sm text-navy-700">
          No fingerprints yet. Upload a photo or scan of your FD-258 card or your live scan receipt.
        </p>
      }
    >
      {(data) => (
        <FileRows>
          {data.fingerprints.map((item) => {
            const quality = qualityPercent(item.qualityScore)
            return (
              <FileRow key={item.id}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="flex min-w-0 items-start gap-3">
                    <Fingerprint aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                    <div className="grid min-w-0 gap-0.5">
                      <p className="font-medium text-navy-950">{item.typeLabel}</p>
                      <p className="text-sm break-all text-navy-700">{item.filename}</p>
                      <p className="text-sm text-navy-700">
                        {item.sourceLabel} · {formatLocalDate(item.createdAt)}
                      </p>
                    </div>
                  </div>
                  <FileReviewBadge {...fingerprintBadge(item)} />
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  <Fact term="TCN" value={item.tcn} />
                  <Fact term="ORI" value={item.ori} />
                  <Fact term="Quality" value={quality} />
                  <Fact term="Captured" value={formatLocalDate(item.capturedAt)} />
                </dl>
                {item.issues.length > 0 ? (
                  <ul className="list-disc pl-5 text-sm text-red-800">
                    {item.issues.map((issue) => (
                      <li key={issue}>{issue}</li>
                    ))}
                  </ul>
                ) : null}
                {item.reviewStatus === 'REJECTED' && item.reviewReason ? (
                  <p className="text-sm text-yellow-900">Rejected by our staff: {item.reviewReason}</p>
                ) : null}
                <FileDownloadButton href={fingerprintDownloadPath(item.id)} filename={item.filename} />
              </FileRow>
            )
          })}
        </FileRows>
      )}
    </QueryState>
  )
}

function Fact({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-navy-700">{term}</dt>
      <dd className="break-all text-navy-950">{value ?? '—'}</dd>
    </div>
  )
}

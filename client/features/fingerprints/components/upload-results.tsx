import { CircleAlert, CircleCheck } from 'lucide-react'
import type { UploadResult } from '#shared/contracts/fingerprints.contract.ts'
import { FINGERPRINT_TYPE_LABELS } from '#shared/domain/fingerprints.ts'
import { DOCUMENT_VALIDATION_FAILED } from '#shared/domain/uploads.ts'

/** What the analysis found in each uploaded file: its type in words, TCN, ORI, or the issues. */
export function UploadResults({ results }: { results: UploadResult[] }) {
  if (results.length === 0) return null
  return (
    <section aria-labelledby="upload-results-heading" className="grid gap-3">
      <h2 id="upload-results-heading" className="text-lg font-semibold text-navy-950">
        Results
      </h2>
      <ul className="grid gap-3">
        {results.map((result, index) => (
          <li
            key={`${result.filename}-${index}`}
            className="grid gap-1 rounded-lg border border-navy-100 p-3"
          >
            <p className="flex items-start gap-2 font-medium break-all text-navy-950">
              {result.valid ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-800" />
              ) : (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-800" />
              )}
              {result.filename}
            </p>
            {result.valid ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-navy-700">Type</dt>
                <dd className="text-navy-950">{FINGERPRINT_TYPE_LABELS[result.artifact.type]}</dd>
                {/* A photo of prints carries no numbers; a card or receipt says when it lacks them. */}
                {result.artifact.type === 'OTHER' ? null : (
                  <>
                    <dt className="text-navy-700">TCN</dt>
                    <dd className="break-all text-navy-950">{result.artifact.tcn ?? 'Not found'}</dd>
                    <dt className="text-navy-700">ORI</dt>
                    <dd className="text-navy-950">{result.artifact.ori ?? 'Not found'}</dd>
                  </>
                )}
              </dl>
            ) : (
              <div className="text-sm text-red-800">
                <p className="font-semibold">{DOCUMENT_VALIDATION_FAILED}</p>
                <ul className="list-disc pl-5">
                  {result.issues.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

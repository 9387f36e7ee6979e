import { useId } from 'react'
import { documentDownloadPath } from '#shared/contracts/documents.contract.ts'
import type { BureauOverview } from '#shared/contracts/credit-repair.contract.ts'
import { formatCalendarDate } from '#client/lib/dates.ts'
import { CreditItemsList, type RecordResult } from './credit-items-list.tsx'
import { LetterCard } from './letter-card.tsx'

type BureauPanelProps = {
  bureau: BureauOverview
  onRecordResult: RecordResult
  onRemove?: ((itemId: string) => Promise<unknown>) | undefined
  isCustomer: boolean
}

/** One bureau: its reports, the disputed items with their status, its letters and where to mail them. */
export function BureauPanel({ bureau, onRecordResult, onRemove, isCustomer }: BureauPanelProps) {
  const headingId = useId()
  const address = bureau.mailingAddress
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-navy-200 p-4">
      <h3 id={headingId} className="text-lg font-semibold text-navy-950">
        {bureau.label}
      </h3>
      {bureau.reports.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {bureau.reports.map((report) => (
            <li key={report.id}>
              {report.documentId ? (
                <a
                  href={documentDownloadPath(report.documentId)}
                  className="font-semibold text-navy-800 underline underline-offset-2"
                >
                  {bureau.label} report of {formatCalendarDate(report.reportDate)}
                </a>
              ) : (
                `${bureau.label} report of ${formatCalendarDate(report.reportDate)}`
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-navy-700">No {bureau.label} report on file yet.</p>
      )}
      <CreditItemsList
        items={bureau.items}
        letters={bureau.letters}
        onRecordResult={onRecordResult}
        onRemove={onRemove}
      />
      {bureau.letters.length > 0 ? (
        <div className="grid gap-3">
          {bureau.letters.map((letter) => (
            <LetterCard key={letter.id} letter={letter} items={bureau.items} isCustomer={isCustomer} />
          ))}
          <div className="grid gap-1 text-sm text-navy-900">
            <p className="font-semibold">Mail to {bureau.label}:</p>
            <address className="not-italic">
              {address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="text-xs text-navy-700">
              Address from{' '}
              <a
                href={address.sourceUrl}
                className="underline underline-offset-2"
                rel="noreferrer"
                target="_blank"
              >
                {new URL(address.sourceUrl).hostname}
              </a>
              , checked {formatCalendarDate(address.checkedOn)}.
            </p>
          </div>
        </div>
      ) : null}
    </section>
  )
}

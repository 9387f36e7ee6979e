import { Link } from 'react-router'
import type { AuditLogEntry } from '#shared/contracts/audit.contract.ts'
import { adminCasePath, adminPersonPath } from '#client/lib/paths.ts'
import { formatLocalDateTime } from '#client/lib/dates.ts'

const when = formatLocalDateTime

/** The log's entries, newest first: one row each on wide screens, stacked on a phone. */
export function AuditEntries({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <ol aria-label="Audit entries" className="grid gap-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="grid gap-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-navy-100 md:grid-cols-[12rem_14rem_1fr] md:gap-4"
        >
          <time dateTime={entry.createdAt} className="text-navy-700">
            {when(entry.createdAt)}
          </time>
          <span className="min-w-0 break-words">
            {entry.actorUserId && entry.actorName ? (
              <Link
                to={adminPersonPath(entry.actorUserId)}
                className="font-semibold text-navy-800 underline underline-offset-2"
              >
                {entry.actorLabel}
              </Link>
            ) : (
              <span className="font-semibold text-navy-950">{entry.actorLabel}</span>
            )}
            {entry.actorEmail ? (
              <span className="block break-all text-navy-700">{entry.actorEmail}</span>
            ) : null}
          </span>
          <div className="grid min-w-0 gap-1">
            {/* The action's name, unless the sentence already begins with it. */}
            {entry.label.startsWith(entry.actionLabel) ? null : (
              <span className="text-xs font-semibold tracking-wide text-navy-700">{entry.actionLabel}</span>
            )}
            <span className="break-words text-navy-950">{entry.label}</span>
            {entry.caseId && entry.caseNumber ? (
              <Link to={adminCasePath(entry.caseId)} className="text-navy-800 underline underline-offset-2">
                Case #{entry.caseNumber}
              </Link>
            ) : null}
            {entry.detailWords.length > 0 ? (
              <details className="text-navy-800">
                <summary className="cursor-pointer font-medium">Details</summary>
                <dl className="mt-2 grid gap-1">
                  {entry.detailWords.map((item) => (
                    <div key={item.key} className="grid gap-x-2 sm:grid-cols-[10rem_1fr]">
                      <dt className="font-medium text-navy-700">{item.name}</dt>
                      <dd className="break-words">{item.text}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}

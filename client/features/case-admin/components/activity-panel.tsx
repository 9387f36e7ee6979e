import { ActivityByline } from '#client/components/ui/activity-byline.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useCaseActivity } from '../case-admin.queries.ts'

/** The case's activity, newest first: what happened, who did it and when. */
export function ActivityPanel({ caseId }: { caseId: string }) {
  const activity = useCaseActivity(caseId)
  return (
    <QueryState
      query={activity}
      loadingLabel="Loading the activity…"
      errorText="We could not load the activity."
      isEmpty={(data) => data.entries.length === 0}
      empty={<p className="text-sm text-navy-700">Nothing has happened yet.</p>}
    >
      {(data) => (
        <ol className="grid gap-3">
          {data.entries.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 border-l-2 border-navy-200 pl-3">
              <p className="text-sm font-medium text-navy-950">{entry.label}</p>
              <p className="text-xs text-navy-600">
                <ActivityByline actor={entry.actor} createdAt={entry.createdAt} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  )
}

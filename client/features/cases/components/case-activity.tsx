import { Bot, ShieldCheck, User } from 'lucide-react'
import { ActivityByline } from '#client/components/ui/activity-byline.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useCaseActivity } from '../cases.queries.ts'

const ACTOR_ICONS = { USER: User, SYSTEM: Bot, ADMIN: ShieldCheck } as const

/** The Activity tab: what happened to the case, newest first, by whom and when. */
export function CaseActivity({ caseId }: { caseId: string }) {
  const activity = useCaseActivity(caseId)
  return (
    <QueryState
      query={activity}
      loadingLabel="Loading the activity…"
      errorText="We could not load the activity."
      isEmpty={(data) => data.entries.length === 0}
      empty={<p className="text-sm text-navy-700">No activity yet.</p>}
    >
      {(data) => (
        <ol className="grid gap-4">
          {data.entries.map((entry) => {
            const Icon = ACTOR_ICONS[entry.actor]
            return (
              <li key={entry.id} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium break-words text-navy-950">{entry.label}</p>
                  <p className="text-sm text-navy-700">
                    <ActivityByline actor={entry.actor} createdAt={entry.createdAt} />
                  </p>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </QueryState>
  )
}

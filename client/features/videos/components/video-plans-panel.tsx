import { QueryState } from '#client/components/ui/query-state.tsx'
import { useTodayPlan, useVideoPlans } from '../videos.queries.ts'
import { VideoPlanCard } from './video-plan-card.tsx'

const emptyText = 'rounded-xl bg-white p-6 text-center text-navy-800 shadow-sm ring-1 ring-navy-100'

/** Manage Videos: today's plan from the daily job, then every plan with Post Now or Retry. */
export function VideoPlansPanel() {
  const today = useTodayPlan()
  const plans = useVideoPlans()
  return (
    <div className="grid gap-6">
      <section aria-labelledby="today-plan" className="grid min-w-0 gap-3">
        <h2 id="today-plan" className="text-xl font-semibold text-navy-950">
          {"Today's plan"}
        </h2>
        <QueryState
          query={today}
          loadingLabel="Loading today's plan…"
          errorText="We could not load today's plan."
        >
          {(data) =>
            data.plan ? (
              <VideoPlanCard plan={data.plan} />
            ) : (
              <p className={emptyText}>The daily job has not planned today&apos;s video yet.</p>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby="all-plans" aria-busy={plans.isFetching} className="grid min-w-0 gap-3">
        <h2 id="all-plans" className="text-xl font-semibold text-navy-950">
          Video plans
        </h2>
        <QueryState
          query={plans}
          loadingLabel="Loading the video plans…"
          errorText="We could not load the video plans."
          isEmpty={(data) => data.plans.length === 0}
          empty={<p className={emptyText}>No video has been planned yet.</p>}
        >
          {(data) => (
            <ul className="grid gap-4">
              {data.plans.map((plan) => (
                <li key={plan.id}>
                  <VideoPlanCard plan={plan} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  )
}

import { EmptyNote, PlainSection } from '#client/components/ui/plain-section.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useTodayPlan, useVideoPlans } from '../videos.queries.ts'
import { VideoPlanCard } from './video-plan-card.tsx'

/** Manage Videos: today's plan from the daily job, then every plan with Post Now or Retry. */
export function VideoPlansPanel() {
  const today = useTodayPlan()
  const plans = useVideoPlans()
  return (
    <div className="grid gap-6">
      <PlainSection id="today-plan" title="Today's plan">
        <QueryState
          query={today}
          loadingLabel="Loading today's plan…"
          errorText="We could not load today's plan."
        >
          {(data) =>
            data.plan ? (
              <VideoPlanCard plan={data.plan} />
            ) : (
              <EmptyNote>The daily job has not planned today&apos;s video yet.</EmptyNote>
            )
          }
        </QueryState>
      </PlainSection>
      <PlainSection id="all-plans" title="Video plans" isBusy={plans.isFetching}>
        <QueryState
          query={plans}
          loadingLabel="Loading the video plans…"
          errorText="We could not load the video plans."
          isEmpty={(data) => data.plans.length === 0}
          empty={<EmptyNote>No video has been planned yet.</EmptyNote>}
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
      </PlainSection>
    </div>
  )
}

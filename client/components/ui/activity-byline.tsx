import { ACTOR_NAMES } from '#shared/domain/case-labels.ts'
import { formatLocalDateTime } from '#client/lib/dates.ts'

/** Who did an activity entry and when, in the reader's local time: "Staff · 3/4/2026, 10:00:00 AM". */
export function ActivityByline({ actor, createdAt }: { actor: keyof typeof ACTOR_NAMES; createdAt: string }) {
  return (
    <>
      {ACTOR_NAMES[actor]} · <time dateTime={createdAt}>{formatLocalDateTime(createdAt)}</time>
    </>
  )
}

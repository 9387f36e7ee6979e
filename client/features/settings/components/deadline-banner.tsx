import { Fragment, useEffect, useState } from 'react'
import type { PublicSettings } from '#shared/contracts/settings.contract.ts'
import { COUNTDOWN_UNITS, countdownPart, deadlineState, type DeadlineState } from '#shared/domain/deadline.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { useRenderTime } from '../render-time.ts'

type CountingState = Extract<DeadlineState, { kind: 'counting' }>

/**
 * Counts down to the pricing deadline each second; with the post-law flag on, says what changed and
 * since when; once the deadline has passed with the flag off, shows nothing
 * (docs/decisions/054-deadline-banner.md).
 */
export function DeadlineBanner({ deadline }: { deadline: PublicSettings['deadline'] | undefined }) {
  // Drawn first at the time the server drew the page, then, from the next frame, at the browser's.
  const [now, setNow] = useState(useRenderTime())
  useEffect(() => {
    const frame = requestAnimationFrame(() => setNow(new Date()))
    return () => cancelAnimationFrame(frame)
  }, [])
  const state = deadline ? deadlineState(now, deadline.deadlineAt, deadline.isPostLawActive) : null
  const isCounting = state?.kind === 'counting'

  useEffect(() => {
    if (!isCounting) return
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [isCounting])

  if (state?.kind === 'hidden') return null
  return (
    <div className="min-h-10 bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-navy-950">
      {!deadline || !state ? null : state.kind === 'post-law' ? (
        <p>{postLawNotice(deadline, now)}</p>
      ) : (
        <Countdown
          state={state}
          deadlineAt={deadline.deadlineAt}
          increase={formatUsd(deadline.postLawIncreaseCents)}
        />
      )}
    </div>
  )
}

/** 'Post-law pricing is now active: prices rose by $400 on December 31, 2025.' (DECISIONS §7). */
function postLawNotice(deadline: PublicSettings['deadline'], now: Date): string {
  const rose = `Post-law pricing is now active: prices rose by ${formatUsd(deadline.postLawIncreaseCents)}`
  const at = new Date(deadline.deadlineAt)
  // The flag may be switched on before the deadline: then the rise is dated today, not in the future.
  const day = Number.isNaN(at.getTime()) || at > now ? now : at
  const date = day.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
  return `${rose} on ${date}.`
}

function Countdown({
  state,
  deadlineAt,
  increase,
}: {
  state: CountingState
  deadlineAt: string
  increase: string
}) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
      <span>Prices rise by {increase} when the new law passes.</span>
      {/* data-deadline: the page's first script ticks it until the page is hydrated (client/app/boot.ts). */}
      <span role="timer" className="tabular-nums" data-deadline={deadlineAt}>
        {COUNTDOWN_UNITS.map((unit, index) => (
          <Fragment key={unit}>
            {index > 0 ? ' ' : null}
            {/* The server rendered its own second of the countdown; the browser's replaces it. */}
            <span className="whitespace-nowrap" data-unit={unit} suppressHydrationWarning>
              {countdownPart(state, unit)}
            </span>
          </Fragment>
        ))}
      </span>
    </p>
  )
}

export type DeadlineState =
  { kind: 'counting'; days: number; hours: number; minutes: number; seconds: number } | { kind: 'post-law' }

/**
 * The deadline banner's state at `now`: counting down, or post-law once the flag is on or the
 * deadline has passed (DECISIONS §1), after which it no longer ticks.
 */
export function deadlineState(now: Date, deadlineAt: string, isPostLawActive: boolean): DeadlineState {
  const remainingMs = Date.parse(deadlineAt) - now.getTime()
  if (isPostLawActive || !(remainingMs > 0)) return { kind: 'post-law' }
  const totalSeconds = Math.floor(remainingMs / 1000)
  return {
    kind: 'counting',
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  }
}

/** The countdown's parts, largest first, each shown as "07 hours". */
export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number]

/**
 * One part of the countdown as the banner shows it. One string, so that the script that ticks it
 * before the page is hydrated (client/app/boot.ts) and the banner write the same single text node.
 */
export function countdownPart(
  state: Extract<DeadlineState, { kind: 'counting' }>,
  unit: CountdownUnit,
): string {
  return `${String(state[unit]).padStart(2, '0')} ${unit}`
}

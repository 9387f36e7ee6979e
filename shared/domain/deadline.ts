export type DeadlineState =
  | { kind: 'counting'; days: number; hours: number; minutes: number; seconds: number }
  | { kind: 'post-law' }
  | { kind: 'hidden' }

/**
 * The deadline banner's state at `now` (docs/decisions/054-deadline-banner.md): post-law whenever
 * the flag is on; counting down while the deadline is ahead; hidden once it has passed with the
 * flag off, since a passed deadline nobody replaced announces nothing.
 */
export function deadlineState(now: Date, deadlineAt: string, isPostLawActive: boolean): DeadlineState {
  const remainingMs = Date.parse(deadlineAt) - now.getTime()
  if (isPostLawActive) return { kind: 'post-law' }
  if (!(remainingMs > 0)) return { kind: 'hidden' }
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

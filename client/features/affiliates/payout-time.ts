/** The parts of an instant on the wall clock of `timeZone` (en-US names). */
function partsIn(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, ...options }).formatToParts(at)
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? ''
}

/** A calendar date in `timeZone`: 'Mar 6, 2026'; the text itself when it is not a timestamp. */
export function formatDateIn(timestamp: string, timeZone: string): string {
  const at = new Date(timestamp)
  if (Number.isNaN(at.getTime())) return timestamp
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium' }).format(at)
}

/**
 * The next payout as the affiliate reads it, on the clock of the zone the schedule is kept in (not
 * the visitor's): 'Friday, March 6, 2026 at 5:00 AM EST', with the zone's everyday name
 * ('Eastern Time') to print beside it.
 */
export function formatPayoutMoment(timestamp: string, timeZone: string): { when: string; zone: string } {
  const at = new Date(timestamp)
  if (Number.isNaN(at.getTime())) return { when: timestamp, zone: timeZone }
  const get = partsIn(at, timeZone, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZoneName: 'short',
  })
  const when = `${get('weekday')}, ${get('month')} ${get('day')}, ${get('year')} at ${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()} ${get('timeZoneName')}`
  const zone = partsIn(at, timeZone, { timeZoneName: 'longGeneric' })('timeZoneName') || timeZone
  return { when, zone }
}

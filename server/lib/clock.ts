// Building an Intl.DateTimeFormat costs far more than using one, and every eligibility question
// asks for today's date (docs/decisions/019-fast-signed-in-api.md): one formatter per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** Today's calendar date (YYYY-MM-DD) in an IANA time zone: the business's day, not the server's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter.format(now)
}

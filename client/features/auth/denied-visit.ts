// A signed-in user without the ADMIN role is warned, sent to /api/login after 500 ms and shown
// Access Denied (spec 002 §6, §8). /api/login sends a signed-in user straight back to the page, so
// the page must know it already made that trip, or it would make it again forever
// (docs/decisions/034-live-admin-dashboard.md). The mark lives in this tab only, for a minute.

const KEY = 'rightsrestore:admin-denied'
const FRESH_MS = 60_000

/**
 * Whether `path` is where the trip to sign in started a moment ago ('returned'), a first visit
 * ('first'), or a browser that keeps no session storage ('no-storage': no trip, or it would loop).
 */
export function deniedVisitState(path: string): 'returned' | 'first' | 'no-storage' {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    if (!raw) return 'first'
    const mark = JSON.parse(raw) as { path?: unknown; at?: unknown }
    const isFresh = typeof mark.at === 'number' && Date.now() - mark.at < FRESH_MS
    return mark.path === path && isFresh ? 'returned' : 'first'
  } catch {
    return 'no-storage'
  }
}

/** Notes, before the trip to sign in, the page it starts from. */
export function markDeniedVisit(path: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }))
  } catch {
    // Without storage deniedVisitState says so, and no trip is made.
  }
}

/** Forgets the mark once Access Denied is shown: a later visit warns again. */
export function clearDeniedVisit(): void {
  try {
    window.sessionStorage.removeItem(KEY)
  } catch {
    // Nothing was stored.
  }
}

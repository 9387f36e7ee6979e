import { AUDIT_ACTORS, type AuditActor, type AuditLogQuery } from '#shared/contracts/audit.contract.ts'

/** The audit log's filters as the page's address keeps them (so a filtered log can be shared). */
export type AuditFilters = {
  action: string | null
  actor: AuditActor | null
  actorUserId: string | null
  caseId: string | null
  /** Days, YYYY-MM-DD, both counted in full. */
  from: string | null
  to: string | null
  cursor: string | null
}

export const AUDIT_PER_PAGE = 50

const DAY = /^\d{4}-\d{2}-\d{2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/

const matching = (value: string | null, pattern: RegExp) => (value && pattern.test(value) ? value : null)

/** Reads the filters from the address; anything malformed is left out, never an error. */
export function readAuditFilters(search: URLSearchParams): AuditFilters {
  const actor = search.get('actor')
  return {
    action: matching(search.get('action'), /^[A-Z_]{1,60}$/),
    actor: (AUDIT_ACTORS as readonly string[]).includes(actor ?? '') ? (actor as AuditActor) : null,
    actorUserId: matching(search.get('actorUserId'), TOKEN),
    caseId: matching(search.get('caseId'), UUID),
    from: matching(search.get('from'), DAY),
    to: matching(search.get('to'), DAY),
    cursor: matching(search.get('cursor'), UUID),
  }
}

/** The address query of `filters`: only what is set. */
export function auditFiltersSearch(filters: AuditFilters): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value)
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The endpoint's query. Days are the admin's own: each is sent as its local midnight, and the last
 * day as the next day's midnight, so 'to' counts in full wherever the admin is.
 */
export function auditQueryOf(filters: AuditFilters): AuditLogQuery {
  const localMidnight = (day: string, plusDays = 0) => {
    const [y, m, d] = day.split('-').map(Number)
    return new Date(y!, m! - 1, d! + plusDays).toISOString()
  }
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.actorUserId ? { actorUserId: filters.actorUserId } : {}),
    ...(filters.caseId ? { caseId: filters.caseId } : {}),
    ...(filters.from ? { from: localMidnight(filters.from) } : {}),
    // An instant 'to' is exclusive on the server: the next day's start.
    ...(filters.to ? { to: localMidnight(filters.to, 1) } : {}),
    ...(filters.cursor ? { cursor: filters.cursor } : {}),
    limit: AUDIT_PER_PAGE,
  }
}

import { describe, expect, it } from 'vitest'
import { auditFiltersSearch, auditQueryOf, readAuditFilters } from './audit-filters.ts'

describe('audit filters in the address', () => {
  it('keep what is valid and drop the rest', () => {
    const filters = readAuditFilters(
      new URLSearchParams('action=ROLE_CHANGED&actor=ROBOT&from=2026-01-02&to=yesterday&caseId=nope'),
    )
    expect(filters).toEqual({
      action: 'ROLE_CHANGED',
      actor: null,
      actorUserId: null,
      caseId: null,
      from: '2026-01-02',
      to: null,
      cursor: null,
    })
    expect(readAuditFilters(new URLSearchParams(auditFiltersSearch(filters)))).toEqual(filters)
  })

  it('send the last day in full, as the next local midnight', () => {
    const query = auditQueryOf({
      action: null,
      actor: 'ADMIN',
      actorUserId: null,
      caseId: null,
      from: '2026-01-02',
      to: '2026-01-02',
      cursor: null,
    })
    expect(new Date(query.to!).getTime() - new Date(query.from!).getTime()).toBe(24 * 60 * 60 * 1000)
    expect(query.actor).toBe('ADMIN')
  })
})

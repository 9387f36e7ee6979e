import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { auditContract, type AuditLogQuery } from '#shared/contracts/audit.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditLogQuery) => [...auditLogKeys.all, query] as const,
}

/** One page of the audit log; the page shown stays while the next one loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => api(auditContract.list, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

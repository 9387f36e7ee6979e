import { AppError } from '#server/lib/app-error.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { AffiliateManagementRow } from '#shared/contracts/affiliate-management.contract.ts'
import { findAffiliateById } from '../affiliates.repository.ts'
import type { ManagementTable } from '../reports/management-table.ts'
import { insertEntry } from './ledger.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

export type AdjustBalanceDeps = Pick<UseCaseDeps, 'db' | 'clock'> & {
  audit: Pick<AuditService, 'record'>
  table: Pick<ManagementTable, 'managementRow'>
}

/** An admin's credit or debit to an affiliate's balance: a ledger entry with the reason, available now. */
export function createAdjustBalance(deps: AdjustBalanceDeps) {
  return async function adjustBalance(
    admin: { id: string },
    affiliateId: string,
    input: { amountCents: number; reason: string },
  ): Promise<AffiliateManagementRow> {
    const affiliate = await findAffiliateById(deps.db, affiliateId)
    if (!affiliate) throw new AppError('not_found', 'Affiliate not found')
    const now = await deps.clock.now()
    const entry = await insertEntry(deps.db, {
      affiliateId,
      kind: 'ADJUSTMENT',
      amountCents: input.amountCents,
      reason: input.reason,
      uniqueKey: `adjustment:${crypto.randomUUID()}`,
      actorUserId: admin.id,
      availableAt: now,
      createdAt: now,
    })
    await deps.audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: admin.id,
      action: 'AFFILIATE_BALANCE_ADJUSTED',
      detail: { affiliateId, entryId: entry?.id, amountCents: input.amountCents, reason: input.reason },
    })
    return deps.table.managementRow(affiliateId)
  }
}

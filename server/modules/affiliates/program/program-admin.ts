import { AppError } from '#server/lib/app-error.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { AffiliateManagementRow } from '#shared/contracts/affiliate-management.contract.ts'
import type { AffiliateStatus } from '#shared/domain/affiliates.ts'
import { findAffiliateById, updateAffiliate } from '../affiliates.repository.ts'
import type { ManagementTable } from '../reports/management-table.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

export type ProgramAdminDeps = Pick<UseCaseDeps, 'db' | 'clock'> & {
  audit: Pick<AuditService, 'record'>
  settings: Pick<SettingsService, 'setSetting'>
  table: Pick<ManagementTable, 'managementRow'>
}

/** The admin's say over the program: who is in it, and whether it takes sign-ups. */
export function createProgramAdmin(deps: ProgramAdminDeps) {
  /** Deactivates or reactivates an affiliate, with the admin's reason in the audit log. */
  async function setStatus(
    admin: { id: string },
    affiliateId: string,
    status: AffiliateStatus,
    reason: string,
  ): Promise<AffiliateManagementRow> {
    const affiliate = await findAffiliateById(deps.db, affiliateId)
    if (!affiliate) throw new AppError('not_found', 'Affiliate not found')
    const now = await deps.clock.now()
    await updateAffiliate(deps.db, affiliateId, {
      status,
      statusReason: reason,
      statusChangedAt: now,
      // A reactivated affiliate starts afresh: the inactivity grace counts from now (activeSince).
      inactivityWarnedAt: null,
    })
    await deps.audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: admin.id,
      action: status === 'ACTIVE' ? 'AFFILIATE_REACTIVATED' : 'AFFILIATE_DEACTIVATED',
      detail: { affiliateId, reason },
    })
    return deps.table.managementRow(affiliateId)
  }

  /** Opens or closes sign-ups (the launch list shows while closed); audited as the admin's setting change. */
  async function setProgramOpen(
    admin: { id: string },
    affiliatesPublic: boolean,
  ): Promise<{ affiliatesPublic: boolean }> {
    await deps.settings.setSetting('affiliatesPublic', affiliatesPublic, admin)
    return { affiliatesPublic }
  }

  return { setStatus, setProgramOpen }
}

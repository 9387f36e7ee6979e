import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import { dayCount } from '#shared/content/format.ts'
import { findAffiliateById, updateAffiliate } from '../affiliates.repository.ts'
import { deactivatedEmail, inactivityWarningEmail } from '../affiliates.emails.ts'
import type { Ledger } from '../affiliates.ledger.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

const DAY_MS = 86_400_000

export type DailySweepDeps = UseCaseDeps & {
  config: Pick<Config, 'publicUrl' | 'company'>
  mailer: Mailer
  audit: Pick<AuditService, 'record'>
  ledger: Pick<Ledger, 'catchUpIdBonuses' | 'deactivationDates'>
}

/**
 * The daily sweep: verified-ID bonuses earned late, then inactivity: a warning e-mail a week
 * before deactivation, and deactivation once a sale is overdue.
 */
export function createDailySweep(deps: DailySweepDeps) {
  const { db } = deps

  return async function runDailySweep(): Promise<void> {
    await deps.ledger.catchUpIdBonuses()
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    const company = deps.config.company
    for (const [affiliateId, dueAt] of await deps.ledger.deactivationDates()) {
      const affiliate = await findAffiliateById(db, affiliateId)
      if (!affiliate || affiliate.status !== 'ACTIVE') continue
      if (now.getTime() >= dueAt.getTime()) {
        const reason = `No direct sale in ${dayCount(s.affiliateInactivityDays)}.`
        await updateAffiliate(db, affiliateId, {
          status: 'DEACTIVATED',
          statusReason: reason,
          statusChangedAt: now,
        })
        await deps.audit.record({
          caseId: null,
          actor: 'SYSTEM',
          action: 'AFFILIATE_DEACTIVATED',
          detail: { affiliateId, reason },
        })
        await deps.mailer.send(
          deactivatedEmail({ to: affiliate.email, name: affiliate.name, reason, company }),
        )
        continue
      }
      const warnFrom = dueAt.getTime() - s.affiliateInactivityWarningDays * DAY_MS
      if (now.getTime() >= warnFrom && !affiliate.inactivityWarnedAt) {
        await deps.mailer.send(
          inactivityWarningEmail({
            to: affiliate.email,
            name: affiliate.name,
            dueAt,
            days: s.affiliateInactivityDays,
            timeZone: s.payoutTimeZone,
            dashboardUrl: `${deps.config.publicUrl}/affiliate`,
            company,
          }),
        )
        await updateAffiliate(db, affiliateId, { inactivityWarnedAt: now })
      }
    }
  }
}

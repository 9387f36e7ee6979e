import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { AffiliateProfile } from '#shared/contracts/affiliates.contract.ts'
import { connectStatus, deactivationDueAt, normalizeAffiliateCode } from '#shared/domain/affiliates.ts'
import * as repo from '../affiliates.repository.ts'
import { activeSince } from '../ledger/inactivity.ts'
import { listStandingSaleDates } from '../ledger/ledger.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

export type AffiliateProfileDeps = Pick<UseCaseDeps, 'db' | 'settings'>

/** Who an affiliate account belongs to, and the profile its owner sees. */
export function createAffiliateProfiles(deps: AffiliateProfileDeps) {
  const { db } = deps

  /** The signed-in customer's affiliate account; 404 before they join. */
  async function ownAffiliate(actor: User): Promise<repo.AffiliateRow> {
    const row = await repo.findAffiliateByUserId(db, actor.id)
    if (!row) throw new AppError('not_found', 'You are not an affiliate yet.')
    return row
  }

  /** The affiliate of a code, for its own account or an admin; anyone else is told it does not exist. */
  async function affiliateForActor(actor: User, rawCode: string): Promise<repo.AffiliateRow> {
    const code = normalizeAffiliateCode(rawCode)
    const row = code ? await repo.findAffiliateByCode(db, code) : undefined
    if (!row || !canActFor(actor, row.userId, 'affiliate'))
      throw new AppError('not_found', 'Affiliate not found')
    return row
  }

  /** The customer's own profile, or null before they join (an answer, not an error: decision 057). */
  async function getOwnProfile(actor: User): Promise<{ profile: AffiliateProfile | null }> {
    const row = await repo.findAffiliateByUserId(db, actor.id)
    return { profile: row ? await toProfile(row) : null }
  }

  /** An affiliate's profile as of now: status, W-9, payout account, recruiter and recruits. */
  async function toProfile(row: repo.AffiliateRow): Promise<AffiliateProfile> {
    const [s, taxForm, account, recruiter, recruits, lastSales] = await Promise.all([
      deps.settings.getSettings(),
      repo.findTaxForm(db, row.id),
      repo.findPayoutAccount(db, row.id),
      row.recruitedById ? repo.findAffiliateById(db, row.recruitedById) : undefined,
      repo.countRecruits(db, row.id),
      listStandingSaleDates(db, row.id),
    ])
    const lastSaleAt = lastSales.at(-1) ?? null
    return {
      code: row.code,
      name: row.name,
      email: row.email,
      status: row.status,
      signedUpAt: row.signedUpAt.toISOString(),
      deactivationDueAt:
        row.status === 'ACTIVE'
          ? deactivationDueAt(activeSince(row), lastSaleAt, s.affiliateInactivityDays).toISOString()
          : null,
      monsterLevel: { isActive: row.isMonsterLevel, since: row.monsterLevelSince?.toISOString() ?? null },
      recruitedByCode: recruiter?.code ?? null,
      recruits,
      w9: {
        isOnFile: Boolean(taxForm),
        tinLast4: taxForm?.tinLast4 ?? null,
        legalName: taxForm?.legalName ?? null,
      },
      payoutAccount: account
        ? { provider: account.provider, status: connectStatus(account), last4: account.last4 }
        : null,
    }
  }

  return { ownAffiliate, affiliateForActor, getOwnProfile, toProfile }
}

export type AffiliateProfiles = ReturnType<typeof createAffiliateProfiles>

import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { AffiliateProfile } from '#shared/contracts/affiliates.contract.ts'
import * as repo from '../affiliates.repository.ts'
import type { AffiliateProfiles } from './affiliate-profile.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

export type MonsterLevelDeps = Pick<UseCaseDeps, 'db' | 'clock'> & {
  profiles: Pick<AffiliateProfiles, 'ownAffiliate' | 'toProfile'>
}

/** Starts or stops Monster Level; its monthly fee is taken from the first payout of each month. */
export function createSetMonsterLevel(deps: MonsterLevelDeps) {
  return async function setMonsterLevel(actor: User, isActive: boolean): Promise<AffiliateProfile> {
    const row = await deps.profiles.ownAffiliate(actor)
    if (isActive && row.status !== 'ACTIVE') {
      throw new AppError('conflict', 'A deactivated affiliate cannot start Monster Level.')
    }
    const now = await deps.clock.now()
    const updated = await repo.updateAffiliate(deps.db, row.id, {
      isMonsterLevel: isActive,
      monsterLevelSince: isActive ? (row.isMonsterLevel ? row.monsterLevelSince : now) : null,
    })
    return deps.profiles.toProfile(updated ?? row)
  }
}

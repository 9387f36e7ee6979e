import { randomInt } from 'node:crypto'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  LAUNCH_LIST_DUPLICATE_MESSAGE,
  type AffiliateSignupInput,
  type EnvConfig,
} from '#shared/contracts/affiliates.contract.ts'
import * as repo from '../affiliates.repository.ts'
import type { Referral } from '../referral-cookie.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

// No 0/O or 1/I: codes are read aloud and typed from videos.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8

export type JoinProgramDeps = UseCaseDeps

/** Applying to the program: whether it is open, the launch list while it is not, and sign-up. */
export function createJoinProgram(deps: JoinProgramDeps) {
  const { db } = deps

  /** Whether the program is open for sign-ups (GET /api/env/config). */
  async function getEnvConfig(): Promise<EnvConfig> {
    return { affiliatesPublic: (await deps.settings.getSettings()).affiliatesPublic }
  }

  /** Adds an e-mail to the launch list; 409 when it is on it already. */
  async function joinLaunchList(email: string): Promise<void> {
    if (!(await repo.insertLaunchLead(db, email)))
      throw new AppError('conflict', LAUNCH_LIST_DUPLICATE_MESSAGE)
  }

  /**
   * Makes the signed-in customer an affiliate, recruited by the affiliate of their referral
   * cookie (if any); signing up again returns the same code.
   */
  async function signUp(actor: User, input: AffiliateSignupInput, referral: Referral | null) {
    const existing = await repo.findAffiliateByUserId(db, actor.id)
    if (existing) return { affiliate: { code: existing.code } }
    if (!(await deps.settings.getSettings()).affiliatesPublic) {
      throw new AppError('conflict', 'The affiliate program is not open for sign-ups yet.')
    }
    const recruiter = referral ? await repo.findAffiliateByCode(db, referral.code) : undefined
    const now = await deps.clock.now()
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await repo.insertAffiliate(db, {
        userId: actor.id,
        code: newCode(),
        name: input.name,
        email: input.email,
        recruitedById: recruiter?.status === 'ACTIVE' ? recruiter.id : null,
        signedUpAt: now,
      })
      if (row) return { affiliate: { code: row.code } }
      // The user signed up in a concurrent request: that profile is the answer.
      const raced = await repo.findAffiliateByUserId(db, actor.id)
      if (raced) return { affiliate: { code: raced.code } }
    }
    throw new Error('could not find a free affiliate code')
  }

  return { getEnvConfig, joinLaunchList, signUp }
}

function newCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

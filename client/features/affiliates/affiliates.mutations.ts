import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  affiliatesContract,
  type AffiliateProfile,
  type AffiliateSignupInput,
  type LaunchLeadInput,
  type SandboxPayoutAccountInput,
  type W9Input,
} from '#shared/contracts/affiliates.contract.ts'
import { authContract, type User } from '#shared/contracts/auth.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { affiliateProfileQuery, affiliatesKeys } from './affiliates.queries.ts'
import { splitFullName } from './full-name.ts'

/** Adds an e-mail to the launch list; the server answers 409 when it is already on it. */
export function useJoinLaunchList() {
  return useMutation({
    mutationFn: (body: LaunchLeadInput) => api(affiliatesContract.launchLead, { body }),
  })
}

/** The sign-up's e-mail already has an account: no session came back, its owner was e-mailed. */
export class AccountExistsError extends Error {
  override name = 'AccountExistsError'
}

/** Creating the customer account failed (its `cause` says why, field by field when it can). */
export class AccountSignUpError extends Error {
  override name = 'AccountSignUpError'
}

/** The account was made (and is signed in) but the affiliate profile was not. */
export class AffiliateSignupError extends Error {
  override name = 'AffiliateSignupError'
  constructor(
    readonly newUser: User | null,
    options: ErrorOptions,
  ) {
    super('The affiliate sign-up failed', options)
  }
}

export type JoinProgramInput = AffiliateSignupInput & {
  /** Set when the visitor is signed out: their customer account is created first with it. */
  password?: string
}

/**
 * Makes the visitor an affiliate: a signed-out visitor's customer account is created first (the
 * name split into first and last), then the affiliate profile. The profile is fetched before this
 * resolves, so the page goes straight to the dashboard; `newUser` is the account made, if any.
 */
export function useJoinAffiliateProgram(currentUser: User | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ password, ...body }: JoinProgramInput) => {
      let newUser: User | null = null
      if (!currentUser) {
        if (password === undefined) throw new Error('A signed-out visitor needs a password')
        const created = await api(authContract.signUp, {
          body: { ...splitFullName(body.name), email: body.email, password },
        }).catch((cause: unknown) => {
          throw new AccountSignUpError('The account could not be created', { cause })
        })
        if (!created.user) throw new AccountExistsError()
        newUser = created.user
      }
      const userId = (newUser ?? currentUser)?.id ?? ''
      try {
        const { affiliate } = await api(affiliatesContract.signup, { body })
        // Fetched before the page switches to the dashboard; should it fail, the page asks again.
        await queryClient.fetchQuery({ ...affiliateProfileQuery(userId), staleTime: 0 }).catch(() => null)
        return { code: affiliate.code, newUser }
      } catch (cause) {
        throw new AffiliateSignupError(newUser, { cause })
      }
    },
  })
}

// The profile-changing endpoints answer with the new profile: it replaces the cached one.
function useProfileMutation<I>(userId: string, call: (input: I) => Promise<AffiliateProfile>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => queryClient.setQueryData(affiliatesKeys.me(userId), profile),
  })
}

/** Stores the affiliate's W-9; only the TIN's last four digits come back. */
export function useSubmitW9(userId: string) {
  return useProfileMutation(userId, (body: W9Input) => api(affiliatesContract.submitW9, { body }))
}

/** The sandbox provider's onboarding form: the bank account payouts go to. */
export function useSaveSandboxPayoutAccount(userId: string) {
  return useProfileMutation(userId, (body: SandboxPayoutAccountInput) =>
    api(affiliatesContract.sandboxPayoutAccount, { body }),
  )
}

/** Starts or stops the Monster Level subscription. */
export function useSetMonsterLevel(userId: string, code: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (isActive: boolean) => api(affiliatesContract.monsterLevel, { body: { isActive } }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(affiliatesKeys.me(userId), profile)
      // Its fee shows among the ledger entries.
      await queryClient.invalidateQueries({ queryKey: affiliatesKeys.payouts(code) })
    },
  })
}

/**
 * Asks for the payout account's set-up page and goes there: the provider's own (Stripe), or the
 * sandbox form of this site. The page is left, so nothing is cached.
 */
export function useStartPayoutOnboarding() {
  return useMutation({
    mutationFn: () => api(affiliatesContract.startPayoutOnboarding),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}

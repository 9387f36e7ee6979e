import { useLocation, useSearchParams } from 'react-router'
import type { SessionState } from '#client/components/layout/account-actions.tsx'
import { useCurrentUser } from '#client/features/auth/auth.queries.ts'
import { signInAgain } from '#client/features/auth/sign-in-again.ts'
import { useCreateCase } from '#client/features/cases/cases.mutations.ts'
import { CaseWizard } from '#client/features/eligibility/components/wizard/case-wizard.tsx'
import { useWizardStarted } from '#client/features/eligibility/eligibility.mutations.ts'
import type { WizardKind } from '#client/features/eligibility/components/wizard/wizard-form.ts'
import { pagePaths, withReturnTo } from '#client/lib/paths.ts'

/** /start/federal; ?bundle=true starts the complete bundle (federal and state in one case). */
export function StartFederalRoute() {
  const [searchParams] = useSearchParams()
  return <StartWizard key="FEDERAL" kind="FEDERAL" isBundle={searchParams.get('bundle') === 'true'} />
}

export function StartStateRoute() {
  return <StartWizard key="STATE" kind="STATE" isBundle={false} />
}

function StartWizard({ kind, isBundle }: { kind: WizardKind; isBundle: boolean }) {
  const currentUser = useCurrentUser()
  const createCase = useCreateCase()
  useWizardStarted()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const session: SessionState = currentUser.isPending
    ? 'loading'
    : currentUser.data
      ? 'signed-in'
      : 'signed-out'

  return (
    <CaseWizard
      kind={kind}
      isBundle={isBundle}
      session={session}
      signInPath={withReturnTo(pagePaths.signIn, here)}
      onSessionLost={() => signInAgain(here)}
      createCase={createCase.mutateAsync}
    />
  )
}

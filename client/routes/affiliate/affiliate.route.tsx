import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { normalizeAffiliateCode } from '#shared/domain/affiliates.ts'
import { PageHero } from '#client/components/layout/page-hero.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { programIntro } from '#client/features/affiliates/affiliate-content.ts'
import { useAffiliateProfile, useEnvConfig } from '#client/features/affiliates/affiliates.queries.ts'
import { CODE_QUERY, TAB_QUERY } from '#client/features/affiliates/affiliate-paths.ts'
import {
  AffiliateDashboard,
  DASHBOARD_TABS,
  type DashboardTab,
} from '#client/features/affiliates/components/affiliate-dashboard.tsx'
import { CodeLookup } from '#client/features/affiliates/components/code-lookup.tsx'
import { JoinProgram } from '#client/features/affiliates/components/join-program.tsx'
import { LaunchList } from '#client/features/affiliates/components/launch-list.tsx'
import { AffiliateHelpChat } from '#client/features/assistants/components/affiliate-help-chat.tsx'
import { currentUserQuery, useCurrentUser } from '#client/features/auth/auth.queries.ts'
import { PASSWORD_HINT } from '#client/features/auth/password-hint.ts'
import { ContentFiguresGate } from '#client/features/content/components/content-figures-gate.tsx'

/**
 * /affiliate (spec 001 §2): the launch list while the program is closed, else sign-up and the code
 * field, else the affiliate's dashboard. It depends on who is visiting, so the prerendered page is
 * the heading over a loading state, and the browser fills it in.
 */
export function AffiliateRoute() {
  return (
    <div className="flex grow flex-col bg-navy-50">
      <ContentFiguresGate>
        {(figures) => (
          <>
            <PageHero heading="Affiliate Program" intro={programIntro(figures)} />
            <div className="mx-auto grid w-full max-w-6xl content-start gap-8 px-4 py-10 sm:py-12">
              <AffiliatePage figures={figures} />
            </div>
          </>
        )}
      </ContentFiguresGate>
    </div>
  )
}

function AffiliatePage({ figures }: { figures: ContentFigures }) {
  const env = useEnvConfig()
  const currentUser = useCurrentUser()
  const user = currentUser.data ?? null
  const isOpen = env.data?.affiliatesPublic === true
  const profile = useAffiliateProfile(isOpen && user ? user.id : null)
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()

  if (env.isPending) return <Spinner label="Loading the affiliate program…" />
  if (env.isError)
    return (
      <LoadFailed layout="page" text="The affiliate program could not be loaded." onRetry={env.refetch} />
    )
  if (!env.data.affiliatesPublic) return <LaunchList figures={figures} />

  if (currentUser.isPending) return <Spinner label="Loading your account…" />
  if (currentUser.isError) {
    return <LoadFailed layout="page" text="We could not load your account." onRetry={currentUser.refetch} />
  }
  if (user && profile.isPending) return <Spinner label="Loading your affiliate account…" />
  if (user && profile.isError) {
    return (
      <LoadFailed layout="page" text="We could not load your affiliate account." onRetry={profile.refetch} />
    )
  }

  const helpChat = <AffiliateHelpChat figures={figures} />
  if (user && profile.data) {
    const tab = searchParams.get(TAB_QUERY)
    const initialTab = DASHBOARD_TABS.find((id): id is DashboardTab => id === tab)
    return (
      <>
        <AffiliateDashboard
          userId={user.id}
          profile={profile.data}
          figures={figures}
          initialTab={initialTab}
        />
        {helpChat}
      </>
    )
  }

  const code = normalizeAffiliateCode(searchParams.get(CODE_QUERY) ?? '')
  async function storeSignedInUser(newUser: User) {
    // A user query still in flight would otherwise put the signed-out answer back.
    await queryClient.cancelQueries({ queryKey: currentUserQuery().queryKey })
    queryClient.setQueryData(currentUserQuery().queryKey, newUser)
  }
  return (
    <>
      {user && code ? <CodeLookup code={code} email={user.email} /> : null}
      <JoinProgram
        user={user}
        figures={figures}
        onAccountCreated={storeSignedInUser}
        passwordHint={PASSWORD_HINT}
      />
      {helpChat}
    </>
  )
}

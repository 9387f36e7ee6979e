import { Outlet, ScrollRestoration } from 'react-router'
import { useReferralClick } from '#client/features/affiliates/use-referral-click.ts'
import { useCurrentUser } from '#client/features/auth/auth.queries.ts'
import { DeadlineBanner } from '#client/features/settings/components/deadline-banner.tsx'
import { useRenderTime } from '#client/features/settings/render-time.ts'
import { usePublicSettings } from '#client/features/settings/settings.queries.ts'
import type { SessionState } from '#client/components/layout/account-actions.tsx'
import { SiteFooter } from '#client/components/layout/site-footer.tsx'
import { SiteHeader } from '#client/components/layout/site-header.tsx'
import { TestModeBanner } from '#client/components/layout/test-mode-banner.tsx'
import { MAIN_CONTENT_ID, SkipLink } from '#client/components/layout/skip-link.tsx'
import { useDocumentTitle } from './use-document-title.ts'

/** Header with the test-mode and deadline banners, the page, and the footer: the frame of every page. */
export function RootLayout() {
  const settings = usePublicSettings()
  const currentUser = useCurrentUser()
  const session: SessionState = currentUser.isPending
    ? 'loading'
    : currentUser.data
      ? 'signed-in'
      : 'signed-out'
  useDocumentTitle(settings?.company.name)
  const renderTime = useRenderTime()
  useReferralClick()

  return (
    <div className="flex min-h-dvh flex-col bg-white text-navy-950">
      <SkipLink />
      <SiteHeader
        companyName={settings?.company.name}
        session={session}
        banner={
          <>
            <TestModeBanner isTestMode={settings?.isTestMode} />
            <DeadlineBanner deadline={settings?.deadline} />
          </>
        }
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex grow flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter company={settings?.company} year={renderTime.getFullYear()} />
      <ScrollRestoration />
    </div>
  )
}

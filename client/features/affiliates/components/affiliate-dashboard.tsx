import { CircleAlert, Info } from 'lucide-react'
import type { AffiliateProfile } from '#shared/contracts/affiliates.contract.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { Tabs } from '#client/components/ui/tabs.tsx'
import { formatDateIn } from '../payout-time.ts'
import { PayoutsPanel } from './payouts-panel.tsx'
import { PerformancePanel } from './performance-panel.tsx'
import { TrackingLinksPanel } from './tracking-links-panel.tsx'

export const DASHBOARD_TABS = ['links', 'performance', 'payouts'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]

type AffiliateDashboardProps = {
  userId: string
  profile: AffiliateProfile
  figures: ContentFigures
  /** The tab to open first (the payout set-up returns to Payouts). */
  initialTab?: DashboardTab
}

/** The affiliate's own dashboard: their code and standing, then Tracking Links, Performance, Payouts. */
export function AffiliateDashboard({ userId, profile, figures, initialTab }: AffiliateDashboardProps) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-2xl font-bold break-words text-navy-950">Welcome, {profile.name}</h2>
          <p className="text-navy-700">
            Your affiliate code:{' '}
            <span className="rounded bg-white px-2 py-0.5 font-mono font-semibold text-navy-950 ring-1 ring-navy-200">
              {profile.code}
            </span>
          </p>
        </div>
      </div>
      <StandingNotice profile={profile} timeZone={figures.timeZone} />
      <Tabs
        label="Affiliate dashboard"
        defaultSelected={initialTab}
        items={[
          {
            id: 'links',
            label: 'Tracking Links',
            panel: <TrackingLinksPanel code={profile.code} cookieDays={figures.affiliate.cookieDays} />,
          },
          { id: 'performance', label: 'Performance', panel: <PerformancePanel code={profile.code} /> },
          {
            id: 'payouts',
            label: 'Payouts',
            panel: <PayoutsPanel userId={userId} profile={profile} figures={figures} />,
          },
        ]}
      />
    </div>
  )
}

/** Deactivated, or the date by which a direct sale keeps the affiliate active. */
function StandingNotice({ profile, timeZone }: { profile: AffiliateProfile; timeZone: string }) {
  if (profile.status === 'DEACTIVATED') {
    return (
      <div role="alert" className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          Your affiliate account is deactivated because there was no direct sale in time. Your links no longer
          earn commission; contact support to be reactivated.
        </p>
      </div>
    )
  }
  if (!profile.deactivationDueAt) return null
  return (
    <div className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-blue-950">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>Make a direct sale by {formatDateIn(profile.deactivationDueAt, timeZone)} to stay active.</p>
    </div>
  )
}

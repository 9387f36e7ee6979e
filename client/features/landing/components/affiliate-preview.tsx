import {
  ArrowRight,
  CalendarCheck,
  Hourglass,
  MousePointerClick,
  Percent,
  type LucideIcon,
} from 'lucide-react'
import { Link } from 'react-router'
import { formatUsd } from '#shared/domain/money.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import type { LandingContent, SellingPoint } from '../landing-content.ts'
import type { SampleAffiliateDashboard, SampleReferralStatus } from '../sample-referrals.ts'
import { IconTile, SectionIntro } from './landing-section.tsx'

const POINT_ICONS: Record<SellingPoint['id'], LucideIcon> = {
  commission: Percent,
  cookie: MousePointerClick,
  payouts: CalendarCheck,
  hold: Hourglass,
}

const STATUS_BADGES: Record<SampleReferralStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'yellow' },
  available: { label: 'Available', variant: 'blue' },
  paid: { label: 'Paid', variant: 'green' },
}

/** The affiliate program's selling points beside a sample dashboard, clearly marked as one. */
export function AffiliatePreview({ affiliate }: { affiliate: LandingContent['affiliate'] }) {
  return (
    <section aria-labelledby="affiliate-heading" className="bg-navy-800 py-16 text-white sm:py-20">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="grid content-start gap-6">
          <SectionIntro
            headingId="affiliate-heading"
            eyebrow={affiliate.eyebrow}
            heading={affiliate.heading}
            intro={affiliate.intro}
            isInverse
          />
          <ul className="grid gap-5 sm:grid-cols-2">
            {affiliate.sellingPoints.map((point) => (
              <li key={point.id} className="flex gap-3">
                <IconTile
                  icon={POINT_ICONS[point.id]}
                  className="size-10 rounded-lg bg-white/10 text-amber-300"
                />
                <div className="grid min-w-0 content-start gap-1">
                  <p className="font-semibold text-white">{point.title}</p>
                  <p className="text-sm text-navy-100">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Button asChild variant="accent" size="lg" className="justify-self-start">
            <Link to={affiliate.cta.path}>
              {affiliate.cta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <SampleDashboard sample={affiliate.sample} />
      </div>
    </section>
  )
}

function SampleDashboard({ sample }: { sample: LandingContent['affiliate']['sample'] }) {
  const { dashboard } = sample
  return (
    <figure
      aria-labelledby="sample-dashboard-caption"
      className="grid min-w-0 gap-5 rounded-2xl bg-white p-5 text-navy-950 shadow-xl ring-1 ring-white/20 sm:p-6"
    >
      <figcaption
        id="sample-dashboard-caption"
        className="flex flex-wrap items-center justify-between gap-2 border-b border-navy-100 pb-4"
      >
        <span className="font-semibold">{sample.caption}</span>
        <Badge variant="orange" className="tracking-wide uppercase">
          Sample
        </Badge>
      </figcaption>
      <SampleStats dashboard={dashboard} />
      <div className="grid gap-3">
        <p className="text-sm font-semibold text-navy-800">Recent referrals</p>
        <ul className="grid gap-2">
          {dashboard.referrals.map((referral) => {
            const status = STATUS_BADGES[referral.status]
            return (
              <li
                key={referral.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg bg-navy-50 px-4 py-3"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-semibold">{referral.packageName}</span>
                  <span className="text-sm text-navy-700">{referral.breakdown}</span>
                </div>
                <div className="flex items-center gap-3">
                  <Badge variant={status.variant}>{status.label}</Badge>
                  <span className="text-lg font-bold tabular-nums">
                    {formatUsd(referral.commissionCents)}
                  </span>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
      <p className="text-xs text-navy-700">{sample.note}</p>
    </figure>
  )
}

function SampleStats({ dashboard }: { dashboard: SampleAffiliateDashboard }) {
  const stats = [
    { label: 'Clicks', value: String(dashboard.clicks) },
    { label: 'Conversions', value: String(dashboard.conversions) },
    { label: 'Revenue', value: formatUsd(dashboard.revenueCents) },
    { label: 'Earned', value: formatUsd(dashboard.earnedCents) },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3">
      {stats.map((stat) => (
        <div key={stat.label} className="grid gap-0.5 rounded-lg p-3 ring-1 ring-navy-100">
          <dt className="text-xs font-medium text-navy-700 uppercase">{stat.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

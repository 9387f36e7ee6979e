import { ListChecks, Plug, Users } from 'lucide-react'
import type { NewsletterSettings, NewsletterStats } from '#shared/contracts/newsletters.contract.ts'
import { StatTile } from '#client/components/ui/stat-tile.tsx'

/** Statistics: whether Mailchimp is configured, total lists and total subscribers (002 §2.6). */
export function NewsletterStatsCards({
  stats,
  settings,
}: {
  stats: NewsletterStats | undefined
  settings: NewsletterSettings | undefined
}) {
  const configured = stats?.configured
  return (
    <div className="grid gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <StatTile
          label="Mailchimp"
          value={configured === undefined ? null : configured ? 'Configured' : 'Not configured'}
          icon={Plug}
        />
        <StatTile label="Total lists" value={stats ? String(stats.totalLists) : null} icon={ListChecks} />
        <StatTile
          label="Total subscribers"
          value={stats ? stats.totalSubscribers.toLocaleString() : null}
          icon={Users}
        />
      </dl>
      {configured === false ? (
        <p className="rounded-lg bg-navy-50 p-3 text-sm text-navy-800">
          Our own lists, double opt-in, one-click unsubscribe and sending work without Mailchimp. To mirror
          lists, members and campaigns to Mailchimp and see its member counts here, set{' '}
          {(settings?.mailchimp.missing ?? ['MAILCHIMP_API_KEY']).join(', ')} on the server.
        </p>
      ) : null}
      {configured ? (
        <p className="text-sm text-navy-700">
          Lists are kept here and mirrored to Mailchimp every hour and after each change; member counts marked
          “Mailchimp” are Mailchimp’s own.
        </p>
      ) : null}
      {stats?.mailchimpError ? (
        <p role="status" className="text-sm text-red-800">
          Mailchimp’s counts could not be read ({stats.mailchimpError}); our own are shown.
        </p>
      ) : null}
    </div>
  )
}

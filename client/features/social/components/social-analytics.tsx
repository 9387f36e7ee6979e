import { Eye, Megaphone, MousePointerClick } from 'lucide-react'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { StatTile } from '#client/components/ui/stat-tile.tsx'
import { formatRate } from '../social-labels.ts'
import { useSocialMetrics } from '../social.queries.ts'

const count = (n: number) => n.toLocaleString('en-US')

/** The three figures of the spec, what each is made of, and how they are defined. */
export function SocialAnalytics() {
  const metrics = useSocialMetrics()
  return (
    <QueryState
      query={metrics}
      loadingLabel="Loading the analytics…"
      errorText="We could not load the analytics."
    >
      {(m) => (
        <div className="grid gap-6">
          <dl className="grid gap-4 sm:grid-cols-3">
            <StatTile label="Total posts" value={count(m.totalPosts)} icon={Megaphone} />
            <StatTile label="Engagement rate" value={formatRate(m.engagementRate)} icon={MousePointerClick} />
            <StatTile label="Total reach" value={count(m.totalReach)} icon={Eye} />
          </dl>
          <section aria-labelledby="social-metrics-definitions" className="grid gap-3 text-sm text-navy-800">
            <h3 id="social-metrics-definitions" className="text-base font-semibold text-navy-950">
              How these are counted
            </h3>
            <ul className="grid list-disc gap-2 pl-5">
              <li>
                <strong>Total posts</strong>: posts published ({count(m.pendingPosts)} waiting,{' '}
                {count(m.failedPosts)} failed, not counted).
              </li>
              <li>
                <strong>Total reach</strong>: how many times the published posts were shown on this site
                (listed on the news page or the home page&apos;s news: {count(m.site.impressions)})
                {m.buffer.isConfigured
                  ? `, plus the reach Buffer reports (${count(m.buffer.reach)}, read every 30 minutes)`
                  : ''}
                .
              </li>
              <li>
                <strong>Engagement rate</strong>: openings of the posts on this site ({count(m.site.clicks)})
                {m.buffer.isConfigured
                  ? ` plus Buffer's clicks, likes, comments and shares (${count(m.buffer.engagements)})`
                  : ''}
                , divided by the total reach; 0% while nothing has been shown.
              </li>
            </ul>
            {m.buffer.isConfigured ? null : (
              <p>Buffer is not set up, so these figures are this site&apos;s own counts only.</p>
            )}
          </section>
        </div>
      )}
    </QueryState>
  )
}

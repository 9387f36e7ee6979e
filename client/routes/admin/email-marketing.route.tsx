import { CardSection } from '#client/components/ui/card.tsx'
import { PlainSection } from '#client/components/ui/plain-section.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { AddSubscriberForm } from '#client/features/newsletters/components/add-subscriber-form.tsx'
import { CampaignsTable } from '#client/features/newsletters/components/campaigns-table.tsx'
import { CreateCampaignForm } from '#client/features/newsletters/components/create-campaign-form.tsx'
import { ListsOverview } from '#client/features/newsletters/components/lists-overview.tsx'
import { NewsletterStatsCards } from '#client/features/newsletters/components/newsletter-stats.tsx'
import {
  useCampaigns,
  useNewsletterSettings,
  useNewsletterStats,
} from '#client/features/newsletters/newsletters.queries.ts'

/**
 * /email-marketing (002 §2.6): statistics, add subscriber, create campaign and the list overview,
 * with the campaigns and their sending progress below.
 */
export function EmailMarketingRoute() {
  const stats = useNewsletterStats()
  const settings = useNewsletterSettings()
  const campaigns = useCampaigns()

  return (
    <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">E-mail marketing</h1>
      <PlainSection id="statistics" title="Statistics">
        {stats.isError ? (
          <QueryState query={stats} loadingLabel="" errorText="We could not load the figures.">
            {() => null}
          </QueryState>
        ) : (
          <NewsletterStatsCards stats={stats.data} settings={settings.data} />
        )}
      </PlainSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <CardSection id="add-subscriber" title="Add subscriber">
          <QueryState
            query={stats}
            loadingLabel="Loading the lists…"
            errorText="We could not load the lists."
          >
            {(data) => <AddSubscriberForm lists={data.lists} />}
          </QueryState>
        </CardSection>
        <CardSection id="list-overview" title="List overview">
          <QueryState
            query={stats}
            loadingLabel="Loading the lists…"
            errorText="We could not load the lists."
          >
            {(data) => <ListsOverview lists={data.lists} isMailchimp={data.configured} />}
          </QueryState>
        </CardSection>
      </div>
      <CardSection id="create-campaign" title="Create campaign">
        <QueryState query={stats} loadingLabel="Loading the form…" errorText="We could not load the lists.">
          {(data) => (
            <QueryState
              query={settings}
              loadingLabel="Loading the form…"
              errorText="We could not load the campaign defaults."
            >
              {(defaults) => <CreateCampaignForm lists={data.lists} defaults={defaults.defaults} />}
            </QueryState>
          )}
        </QueryState>
      </CardSection>
      <CardSection id="campaigns" title="Campaigns">
        <QueryState
          query={campaigns}
          loadingLabel="Loading the campaigns…"
          errorText="We could not load the campaigns."
          isEmpty={(data) => data.campaigns.length === 0}
          empty={<p className="text-sm text-navy-700">No campaigns yet.</p>}
        >
          {(data) => <CampaignsTable campaigns={data.campaigns} />}
        </QueryState>
      </CardSection>
    </div>
  )
}

import { useQuery } from '@tanstack/react-query'
import type { CampaignRecipientStatus } from '#shared/domain/publishing.ts'
import { newslettersContract, type Campaign } from '#shared/contracts/newsletters.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const newslettersKeys = {
  all: ['newsletters'] as const,
  stats: () => [...newslettersKeys.all, 'stats'] as const,
  settings: () => [...newslettersKeys.all, 'settings'] as const,
  campaigns: () => [...newslettersKeys.all, 'campaigns'] as const,
  recipients: (campaignId: string, status: CampaignRecipientStatus | undefined) =>
    [...newslettersKeys.campaigns(), campaignId, 'recipients', status ?? 'ALL'] as const,
}

/** Whether a campaign is still going out (its row is refreshed while it is). */
export function isSending(campaign: Pick<Campaign, 'status'>): boolean {
  return campaign.status === 'QUEUED' || campaign.status === 'SENDING'
}

/** Configured, totals and each list with its counts (GET /api/mailchimp/stats). */
export function useNewsletterStats() {
  return useQuery({
    queryKey: newslettersKeys.stats(),
    queryFn: ({ signal }) => api(newslettersContract.stats, { signal }),
    staleTime: 0,
  })
}

/** The campaign form's defaults and what Mailchimp still needs. */
export function useNewsletterSettings() {
  return useQuery({
    queryKey: newslettersKeys.settings(),
    queryFn: ({ signal }) => api(newslettersContract.settings, { signal }),
    staleTime: 60_000,
  })
}

/** Campaigns with their progress; refreshed every two seconds while one is sending. */
export function useCampaigns() {
  return useQuery({
    queryKey: newslettersKeys.campaigns(),
    queryFn: ({ signal }) => api(newslettersContract.campaigns, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.campaigns.some(isSending) ? 2000 : false),
  })
}

/** One campaign's recipients and their delivery status (first 100). */
export function useCampaignRecipients(campaignId: string, status: CampaignRecipientStatus | undefined) {
  return useQuery({
    queryKey: newslettersKeys.recipients(campaignId, status),
    queryFn: ({ signal }) =>
      api(newslettersContract.campaignRecipients, {
        params: { id: campaignId },
        query: { limit: 100, ...(status ? { status } : {}) },
        signal,
      }),
    staleTime: 0,
  })
}

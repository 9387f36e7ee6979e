/**
 * An outside mailing service our own lists are mirrored to (docs/decisions/040-email-marketing.md).
 * Our lists stay the source of truth: the provider is told about lists, members and campaigns, and
 * asked only for its own counts. Mailchimp's Marketing API is the one implementation, on when
 * MAILCHIMP_API_KEY is set.
 */

export type ProviderAudience = { id: string; name: string; memberCount: number }

/** A member as the provider keeps it; `status` in Mailchimp's words. */
export type ProviderMember = {
  email: string
  firstName: string
  lastName: string
  status: 'subscribed' | 'unsubscribed' | 'cleaned' | 'pending'
}

export type ProviderContact = {
  company: string
  address: string
  fromName: string
  fromEmail: string
}

export interface NewsletterProvider {
  readonly name: 'mailchimp'
  /** Every audience with its member count. */
  listAudiences(): Promise<ProviderAudience[]>
  /** Creates an audience for one of our lists; returns its id. */
  createAudience(name: string, contact: ProviderContact): Promise<string>
  /** Adds or updates members (at most 500 per call); returns the addresses the provider refused. */
  upsertMembers(audienceId: string, members: ProviderMember[]): Promise<{ refused: string[] }>
  /** Records a campaign (as a draft with its content); returns its id. */
  createCampaign(
    audienceId: string,
    campaign: { subject: string; html: string; fromName: string; replyTo: string },
  ): Promise<string>
}

/** A provider call that failed: the provider's name and its own short reason, nothing else. */
export class NewsletterProviderError extends Error {
  override name = 'NewsletterProviderError'
}

/** The most members one upsert call takes (Mailchimp's batch subscribe limit). */
export const PROVIDER_MEMBER_BATCH = 500

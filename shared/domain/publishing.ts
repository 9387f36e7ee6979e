/**
 * Value lists of the publishing screens (social posts, videos, e-mail marketing, SEO), spelled once
 * here: the database schema, the contracts and the screens all read them.
 */

/** A social post waits as PENDING until its job publishes it (PUBLISHED) or gives up (FAILED). */
export const SOCIAL_POST_STATUSES = ['PENDING', 'PUBLISHED', 'FAILED'] as const
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number]

/** Where a post can go: the site's own news feed always, Buffer when its key is set. */
export const SOCIAL_CHANNELS = ['site', 'buffer'] as const
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number]

/** Where a post or video went, as the queue's platform column shows it. */
export const PUBLISH_PLATFORMS = ['site', 'buffer', 'youtube'] as const
export type PublishPlatform = (typeof PUBLISH_PLATFORMS)[number]

/** A video plan's life (002 §4): planned, rendered, published, or failed with its reason. */
export const VIDEO_PLAN_STATUSES = ['PLANNED', 'GENERATED', 'POSTED', 'FAILED'] as const
export type VideoPlanStatus = (typeof VIDEO_PLAN_STATUSES)[number]

/** The affiliate codes a video can carry on screen (002 §9). */
export const VIDEO_AFFILIATE_CODES = ['HOUSE001', 'SOCIAL001', 'VIDEO001', 'YT001', 'FB001'] as const
export type VideoAffiliateCode = (typeof VIDEO_AFFILIATE_CODES)[number]

/** A subscriber's standing on one list: waiting for the confirmation click, in, out, or undeliverable. */
export const SUBSCRIBER_STATUSES = ['PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED', 'BOUNCED'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** How a subscriber joined: the site's double opt-in form, an admin, or a Mailchimp import. */
export const SUBSCRIBER_SOURCES = ['FORM', 'ADMIN', 'MAILCHIMP'] as const
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number]

export const CAMPAIGN_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

/**
 * One recipient of a campaign. SENDING is written and committed before the message leaves, so a
 * crash between the two is never followed by a second copy (docs/decisions).
 */
export const CAMPAIGN_RECIPIENT_STATUSES = [
  'QUEUED',
  'SENDING',
  'SENT',
  'FAILED',
  'BOUNCED',
  'SKIPPED',
] as const
export type CampaignRecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number]

/** What wrote an SEO head override: the rules, an LLM suggestion, an admin, or a restore. */
export const SEO_OVERRIDE_SOURCES = ['RULES', 'LLM', 'ADMIN', 'RESTORE'] as const
export type SeoOverrideSource = (typeof SEO_OVERRIDE_SOURCES)[number]

/** Why an SEO backup was written: before an optimization, a restore, or an admin's edit. */
export const SEO_BACKUP_REASONS = ['OPTIMIZE', 'RESTORE', 'EDIT'] as const
export type SeoBackupReason = (typeof SEO_BACKUP_REASONS)[number]

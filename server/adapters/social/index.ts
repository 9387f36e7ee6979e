/**
 * Outside services a social post can be sent to besides the site's own news feed
 * (docs/decisions/042-social-posts.md). Each is on only when its keys are set; without one the
 * social dashboard says what is missing and posts still reach /news.
 */

/** What is sent: the post's text and, when it has one, its media as an absolute address. */
export type SocialUpdate = { text: string; mediaUrl: string | null }

/** Reach and engagements an outside service reports for updates it published. */
export type SocialUpdateStats = { reach: number; engagements: number }

export interface SocialPublisher {
  /** Creates the update on every configured profile now; returns the service's ids for it. */
  publish(update: SocialUpdate): Promise<{ externalIds: string[] }>
  /** The summed statistics of the given updates (an unknown id counts nothing). */
  readStats(externalIds: string[]): Promise<SocialUpdateStats>
}

export { ChannelError as SocialPublishError } from '../channels/index.ts'

import type { SocialPost } from '#shared/contracts/social.contract.ts'
import type { PublishPlatform, SocialChannel } from '#shared/domain/publishing.ts'

/** What each channel or platform is called on the screen. */
export const CHANNEL_NAMES: Record<SocialChannel | PublishPlatform, string> = {
  site: 'Site news',
  buffer: 'Buffer',
  youtube: 'YouTube',
}

/** Where a post went (published), or where it is meant to go (waiting or failed). */
export function postPlatforms(post: SocialPost): { isPlanned: boolean; names: string } {
  const names = post.channels.map((channel) => CHANNEL_NAMES[channel]).join(', ')
  return { isPlanned: post.status !== 'PUBLISHED', names }
}

/** A share between 0 and 1 as a percentage with one decimal ("12.5%"). */
export function formatRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toLocaleString('en-US')}%`
}

/** The value of a datetime-local input (the browser's time zone) as an ISO time, or '' for none. */
export function localInputToIso(value: string): string {
  if (!value) return ''
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? '' : at.toISOString()
}

/** True when an ISO time is later than now (the server checks again with its own clock). */
export function isInFuture(iso: string, now: number = Date.now()): boolean {
  return new Date(iso).getTime() > now
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** A time in the browser's time zone, e.g. "Jan 2, 2030, 3:04 AM". */
export function formatDateTime(timestamp: string): string {
  const at = new Date(timestamp)
  return Number.isNaN(at.getTime()) ? '' : DATE_TIME.format(at)
}

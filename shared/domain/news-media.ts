/**
 * The outside hosts news items load media from. The server's Content-Security-Policy allows these
 * two and nothing broader, so the client shows only images it knows the policy lets through.
 */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com'
/** YouTube's privacy-enhanced player: the only outside frame the news modal embeds. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/** The player address of a YouTube video; it starts playing because a click opened it. */
export function youtubeEmbedUrl(videoId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&playsinline=1`
}

/** The standard thumbnail YouTube publishes for every video. */
export function youtubeThumbnailUrl(videoId: string): string {
  return `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`
}

/** True for an image the Content-Security-Policy lets the pages load. */
export function isAllowedNewsImage(url: string): boolean {
  return url.startsWith(`${YOUTUBE_THUMBNAIL_ORIGIN}/`)
}

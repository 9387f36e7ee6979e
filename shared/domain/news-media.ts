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

/**
 * Media the site serves itself: a path on this origin ('/media/…'), which the
 * Content-Security-Policy's 'self' lets the pages load. Other hosts' media is never embedded.
 */
// No lookahead: the generated contract suites build inputs from this pattern.
export const SITE_MEDIA_PATH = /^\/[^/\\\s]\S*$/

export function isSiteMediaUrl(url: string): boolean {
  return SITE_MEDIA_PATH.test(url)
}

/** True for a site media path that names a video file (MP4 or WebM) rather than an image. */
export function isVideoFileUrl(url: string): boolean {
  return /\.(?:mp4|webm)(?:[?#]|$)/i.test(url)
}

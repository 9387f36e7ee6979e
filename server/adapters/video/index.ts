/** What a rendered video is made from: the spoken script cut into caption chunks, and what is on screen. */
export type VideoRenderInput = {
  /** Shown at the top for the whole video. */
  title: string
  /** Each chunk is spoken and shown as one caption while it is spoken (a sentence or a few words). */
  captions: readonly string[]
  /** Shown at the bottom for the whole video ("Code: HOUSE001"). */
  affiliateCode: string
}

export type RenderedVideo = {
  /** The MP4: 1080×1920 H.264 (yuv420p, 30 fps) with AAC audio, moov atom first. */
  bytes: Uint8Array
  durationSec: number
  /** When each caption is on screen (seconds from the start), exactly while its chunk is spoken. */
  cues: readonly CaptionCue[]
}

export type CaptionCue = { text: string; start: number; end: number }

/** `percent` 0-100 and a short note of the current step. */
export type RenderProgress = (percent: number, note: string) => void | Promise<void>

/** Turns a script into a short vertical MP4 on this machine. */
export interface VideoRenderer {
  render(input: VideoRenderInput, onProgress?: RenderProgress): Promise<RenderedVideo>
}

/** A tool the renderer runs is not installed (or not on PATH). */
export class VideoToolMissingError extends Error {
  override name = 'VideoToolMissingError'
}

/** A render step failed: a tool exited with an error, ran too long, or the result is out of bounds. */
export class VideoRenderError extends Error {
  override name = 'VideoRenderError'
}

/** An upload to a video platform failed; the message is short and safe to show. */
export class VideoUploadError extends Error {
  override name = 'VideoUploadError'
}

/** Uploads a finished MP4 to a platform (YouTube) and returns the platform's id for it. */
export interface VideoUploader {
  readonly platform: 'youtube'
  upload(video: { bytes: Uint8Array; title: string; description: string }): Promise<{ videoId: string }>
}

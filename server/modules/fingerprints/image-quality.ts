import sharp from 'sharp'
import { MAX_IMAGE_PIXELS } from '#server/lib/file-inspection/index.ts'
import { ANALYSIS_ISSUES, type FingerprintAnalysis } from './analysis-result.ts'

/**
 * How a photo or scan of fingerprints is judged (docs/decisions/026-fingerprint-uploads.md):
 * resolution, sharpness and contrast make a quality score 0-1, and what falls short is said in
 * plain words.
 */

/** What is measured of an image. */
export type ImageMetrics = {
  /** The shorter side, in pixels, as the image is shown (after its orientation). */
  shortSidePx: number
  /** sharp's sharpness (the spread of a Laplacian) of the greyscale image, contrast-stretched. */
  sharpness: number
  /** Mean and standard deviation of the greyscale values, 0-255. */
  brightness: number
  contrast: number
}

/**
 * The image's measures at a common scale: shrunk so its shorter side is at most 1000 px (no
 * enlarging), greyscale; sharpness after stretching the contrast, so a dim photo of sharp ridges
 * counts as sharp and its dimness is judged by brightness and contrast alone.
 */
export async function measureImage(bytes: Uint8Array): Promise<ImageMetrics> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS }
  const grey = await sharp(bytes, options)
    .rotate()
    .greyscale()
    .resize(QUALITY_SCALE_PX, QUALITY_SCALE_PX, { fit: 'outside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const meta = await sharp(bytes, options).metadata()
  const raw = { raw: { width: grey.info.width, height: grey.info.height, channels: grey.info.channels } }
  const stats = await sharp(grey.data, raw).stats()
  const stretched = await sharp(grey.data, raw).normalise().raw().toBuffer({ resolveWithObject: true })
  const stretchedStats = await sharp(stretched.data, {
    raw: { width: stretched.info.width, height: stretched.info.height, channels: stretched.info.channels },
  }).stats()
  const channel = stats.channels[0]!
  return {
    shortSidePx: Math.min(meta.autoOrient.width, meta.autoOrient.height),
    sharpness: stretchedStats.sharpness,
    brightness: channel.mean,
    contrast: channel.stdev,
  }
}

/** The shorter side at which images are compared, and the least an image should have. */
export const QUALITY_SCALE_PX = 1000

/**
 * How the measures become a score (docs/decisions/026-fingerprint-uploads.md). Each part is 0-1
 * between a floor (nothing to read) and a level where more does not help; the weights favour
 * sharpness, since blur is what makes ridges unreadable most often in a phone photo.
 */
export const QUALITY_RULES = {
  resolution: { weight: 0.3, floor: 500, good: QUALITY_SCALE_PX },
  sharpness: { weight: 0.45, floor: 2, good: 6, issueBelow: 3.5 },
  contrast: { weight: 0.25, floor: 10, good: 50, issueBelow: 20 },
  /** Dark below this mean; a washed-out image (too little contrast) above `brightAbove` is too bright. */
  brightness: { darkBelow: 60, brightAbove: 200 },
  /** The least score a valid image has (and none of the issues). */
  validFrom: 0.6,
} as const

const part = (value: number, floor: number, good: number) =>
  Math.min(1, Math.max(0, (value - floor) / (good - floor)))

/** The score, the issues in plain words and the verdict of an image's measures. */
export function judgeImage(metrics: ImageMetrics): { score: number; valid: boolean; issues: string[] } {
  const { resolution, sharpness, contrast, brightness, validFrom } = QUALITY_RULES
  const score =
    resolution.weight * part(metrics.shortSidePx, resolution.floor, resolution.good) +
    sharpness.weight * part(metrics.sharpness, sharpness.floor, sharpness.good) +
    contrast.weight * part(metrics.contrast, contrast.floor, contrast.good)
  const issues: string[] = []
  if (metrics.shortSidePx < resolution.good) issues.push(ANALYSIS_ISSUES.tooSmall)
  if (metrics.sharpness < sharpness.issueBelow) issues.push(ANALYSIS_ISSUES.tooBlurry)
  // A clean scan of a white card is bright and fine: brightness alone is only a fault when dark.
  if (metrics.brightness < brightness.darkBelow) issues.push(ANALYSIS_ISSUES.tooDark)
  else if (metrics.contrast < contrast.issueBelow) {
    issues.push(
      metrics.brightness > brightness.brightAbove ? ANALYSIS_ISSUES.tooBright : ANALYSIS_ISSUES.tooFaint,
    )
  }
  const rounded = Math.round(score * 100) / 100
  return { score: rounded, valid: issues.length === 0 && rounded >= validFrom, issues }
}

/** The analysis of a photo or scan: type OTHER (a picture is not read for text), with its quality. */
export async function analyzeImage(bytes: Uint8Array): Promise<FingerprintAnalysis> {
  const { score, valid, issues } = judgeImage(await measureImage(bytes))
  return { type: 'OTHER', tcn: null, ori: null, capturedAt: null, qualityScore: score, valid, issues }
}

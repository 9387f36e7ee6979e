import type { FingerprintType } from '#shared/domain/fingerprints.ts'

/** What the analysis of a fingerprint file finds (docs/decisions/026-fingerprint-uploads.md). */
export type FingerprintAnalysis = {
  type: FingerprintType
  tcn: string | null
  ori: string | null
  /** The date the prints were taken, where the file states one. */
  capturedAt: Date | null
  /** 0-1 for images, null for documents. */
  qualityScore: number | null
  valid: boolean
  issues: string[]
}

export const ANALYSIS_ISSUES = {
  pdfUnrecognised:
    'We could not find an FD-258 fingerprint card or a live scan receipt in this PDF. Upload the card itself or the receipt the fingerprinting site gave you.',
  pdfNoText:
    'This PDF holds only a picture, so we could not read it: our team will look at it. A photo of the card is checked at once.',
  receiptWithoutNumber:
    'We could not find the TCN (Transaction Control Number) or ATI number on this receipt. Upload the page of the receipt that shows it.',
  tooSmall:
    'too small to read the ridges: take the photo closer, or upload a scan at least 1000 pixels on its shorter side',
  tooBlurry: 'too blurry to read the ridges: retake in daylight',
  tooDark: 'too dark to see the ridges: retake in daylight or under a bright lamp',
  tooBright: 'too bright: the ridges are washed out; retake without the flash',
  tooFaint: 'too faint: the ridges barely stand out; retake in even light with the card flat',
} as const

import { getDocumentProxy } from 'unpdf'
import type { FingerprintType } from '#shared/domain/fingerprints.ts'
import type { UploadContentType } from '#shared/domain/uploads.ts'
import { ANALYSIS_ISSUES, type FingerprintAnalysis } from './analysis-result.ts'
import { analyzeImage } from './image-quality.ts'

export { ANALYSIS_ISSUES, type FingerprintAnalysis } from './analysis-result.ts'

export {
  analyzeImage,
  judgeImage,
  measureImage,
  QUALITY_RULES,
  QUALITY_SCALE_PX,
  type ImageMetrics,
} from './image-quality.ts'

/**
 * What a fingerprint file is and whether it will do (docs/decisions/026-fingerprint-uploads.md).
 * PDFs are read by their text: the markers of an FBI FD-258 card or of a live-scan receipt, and
 * the TCN and ORI by their formats. Images are measured (image-quality.ts): resolution, sharpness
 * and contrast make a quality score 0-1, and what falls short is said in plain words.
 */

/** Analyses a file the inspection has accepted, by its content type. */
export async function analyzeFingerprintFile(
  bytes: Uint8Array,
  contentType: UploadContentType,
  now: Date,
): Promise<FingerprintAnalysis> {
  if (contentType === 'application/pdf') return analyzePdfText(await pdfText(bytes), now)
  return analyzeImage(bytes)
}

/** Pages read for markers: a card is one page, a receipt one or two; more is someone's scan pile. */
const PDF_PAGES_READ = 5

/** The text of the first pages of a PDF, one space between items. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer it is given (it is detached afterwards): give it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false })
  try {
    const parts: string[] = []
    for (let n = 1; n <= Math.min(pdf.numPages, PDF_PAGES_READ); n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      for (const item of content.items) {
        if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : ' ')
      }
      parts.push('\n')
    }
    return parts.join('')
  } finally {
    await pdf.destroy().catch(() => undefined)
  }
}

type Marker = { pattern: RegExp; weight: number }

// Printed on every FD-258 (FBI CJIS, "Applicant fingerprint card FD-258"): the form number, its
// title, the blocks staff fill in and the "leave blank" areas the FBI keeps for itself.
const FD258_MARKERS: Marker[] = [
  { pattern: /\bFD[\s-]?258\b/i, weight: 3 },
  { pattern: /\bFINGERPRINT\s+CARD\b/i, weight: 1 },
  { pattern: /\bAPPLICANT\b/i, weight: 1 },
  { pattern: /\bLEAVE\s+BLANK\b/i, weight: 1 },
  { pattern: /\bORI\b/, weight: 1 },
  { pattern: /\bREASON\s+FINGERPRINTED\b/i, weight: 1 },
  { pattern: /\bSIGNATURE\s+OF\s+(?:PERSON\s+FINGERPRINTED|OFFICIAL\s+TAKING)/i, weight: 1 },
  { pattern: /\b(?:RIGHT|LEFT)\s+THUMB\b/i, weight: 1 },
]

// A live-scan site hands over a receipt or the request form stamped with the transaction's numbers
// (California's "Request for Live Scan Service" with its ATI number, other states' TCN receipts).
const LIVE_SCAN_MARKERS: Marker[] = [
  { pattern: /\bREQUEST\s+FOR\s+LIVE\s*SCAN\s+SERVICE\b/i, weight: 3 },
  { pattern: /\bLIVE\s*-?\s*SCAN\b/i, weight: 2 },
  { pattern: /\bTRANSACTION\s+CONTROL\s+(?:NUMBER|NO\b|#)/i, weight: 2 },
  { pattern: /\bTCN\b/, weight: 1 },
  { pattern: /\bATI\b/, weight: 1 },
  { pattern: /\bLSID\b/, weight: 1 },
  { pattern: /\bRECEIPT\b/i, weight: 1 },
]

function markerScore(text: string, markers: Marker[]): number {
  return markers.reduce((sum, marker) => (marker.pattern.test(text) ? sum + marker.weight : sum), 0)
}

/** The type a text reads as: a receipt or a card when enough of its markers are there. */
export function classifyFingerprintText(text: string): FingerprintType {
  const card = markerScore(text, FD258_MARKERS)
  const receipt = markerScore(text, LIVE_SCAN_MARKERS)
  // A receipt may name the card it replaces; a card never carries a live-scan transaction.
  if (receipt >= 3 && receipt >= card) return 'LIVE_SCAN_RECEIPT'
  if (card >= 3) return 'FD258_CARD'
  if (receipt >= 3) return 'LIVE_SCAN_RECEIPT'
  return 'OTHER'
}

// A label, then what may stand between it and the value ("No.", "Number", "#", ":", "(TCN)").
const TCN_LABELLED =
  /\b(?:TCN|TRANSACTION\s+CONTROL\s+(?:NUMBER|NO\b\.?|#))(?:\s*(?:NUMBER|NO\b\.?|#|\(TCN\)|:))*\s*([A-Z0-9][A-Z0-9-]{8,46}[A-Z0-9])(?![A-Z0-9])/i

/**
 * The Transaction Control Number the text gives after its label: 10 to 40 letters and digits
 * (dashes some sites print are dropped), with at least one digit; null when there is none.
 */
export function extractTcn(text: string): string | null {
  const match = TCN_LABELLED.exec(text)
  if (!match) return null
  const value = match[1]!.replace(/-/g, '').toUpperCase()
  if (value.length < 10 || value.length > 40 || !/\d/.test(value)) return null
  return value
}

// California's Automated Transaction Identifier: one letter, three digits, three letters, three digits.
const ATI_LABELLED = /\bATI\b(?:\s*(?:NUMBER|NO\.?|#))?\s*[:#.]?\s*([A-Z]\d{3}[A-Z]{3}\d{3})\b/i

/** The ATI number of a California live-scan request, or null. */
export function extractAti(text: string): string | null {
  return ATI_LABELLED.exec(text)?.[1]?.toUpperCase() ?? null
}

// The two-letter codes ORIs begin with: the states, DC and the territories (NCIC assigns each
// agency's ORI under its state's code; federal agencies have codes of their own, so a labelled
// value may begin with any two letters).
const ORI_STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
    'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
  ).split(' '),
)

const ORI_LABELLED = /\bORI\b(?:\s*(?:NUMBER|NO\.?|#))?\s*[:#.]?\s*([A-Z]{2}[A-Z0-9]{7})(?![A-Z0-9])/i
const ORI_UNLABELLED = /\b([A-Z]{2})([A-Z0-9]{7})\b/g

/**
 * The Originating Agency Identifier: nine characters, a two-letter state (or federal) code and
 * seven letters or digits. A value after the ORI label wins; otherwise a nine-character word that
 * starts with a state code and holds a digit (so plain words never pass for one).
 */
export function extractOri(text: string): string | null {
  const labelled = ORI_LABELLED.exec(text)?.[1]
  if (labelled && /\d/.test(labelled)) return labelled.toUpperCase()
  for (const match of text.matchAll(ORI_UNLABELLED)) {
    if (ORI_STATE_CODES.has(match[1]!) && /\d/.test(match[2]!)) return match[0]
  }
  return null
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

const DATE_PATTERNS: Array<{ pattern: RegExp; read: (m: RegExpExecArray) => [number, number, number] }> = [
  // 01/15/2025, 1-15-2025 (US order, as the card and receipts print them)
  {
    pattern: /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/g,
    read: (m) => [Number(m[3]), Number(m[1]), Number(m[2])],
  },
  // 2025-01-15
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // January 15, 2025 / Jan 15 2025
  {
    pattern: /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b/gi,
    read: (m) => [Number(m[3]), MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, Number(m[2])],
  },
]

const LOOKBACK_CHARS = 40
const ANY_DATE = /\d{1,4}[/-]\d{1,2}[/-]\d{2,4}|[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}/
const CAPTURE_WINDOW_YEARS = 10

/**
 * The date the prints were taken, where the text gives one: a date after a "date" label that is
 * not the date of birth, from the last ten years and not in the future; else the latest such date.
 */
export function extractCaptureDate(text: string, now: Date): Date | null {
  const earliest = Date.UTC(now.getUTCFullYear() - CAPTURE_WINDOW_YEARS, now.getUTCMonth(), now.getUTCDate())
  const latest = now.getTime() + 24 * 60 * 60 * 1000
  let labelled: Date | null = null
  let newest: Date | null = null
  for (const { pattern, read } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const [year, month, day] = read(match)
      const date = new Date(Date.UTC(year, month - 1, day))
      if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) continue
      if (date.getTime() < earliest || date.getTime() > latest) continue
      // What labels this date: the words just before it, back to the previous date at most.
      const before = text
        .slice(Math.max(0, match.index - LOOKBACK_CHARS), match.index)
        .split(ANY_DATE)
        .pop()!
      if (/\b(?:BIRTH|DOB)\b/i.test(before)) continue
      if (!labelled && /\bDATE\b/i.test(before)) labelled = date
      if (!newest || date > newest) newest = date
    }
  }
  return labelled ?? newest
}

/** The analysis of a PDF's text: its type, its numbers and whether it will do. */
export function analyzePdfText(text: string, now: Date): FingerprintAnalysis {
  const flat = text.replace(/\s+/g, ' ').trim()
  const type = classifyFingerprintText(flat)
  const tcn = type === 'OTHER' ? null : extractTcn(flat)
  const ori = type === 'OTHER' ? null : extractOri(flat)
  const capturedAt = type === 'OTHER' ? null : extractCaptureDate(flat, now)
  const base = { type, tcn, ori, capturedAt, qualityScore: null }
  if (type === 'FD258_CARD') return { ...base, valid: true, issues: [] }
  if (type === 'LIVE_SCAN_RECEIPT') {
    const hasNumber = tcn !== null || extractAti(flat) !== null
    return { ...base, valid: hasNumber, issues: hasNumber ? [] : [ANALYSIS_ISSUES.receiptWithoutNumber] }
  }
  // Fewer than a handful of letters: a scan saved as PDF, with no text layer to read.
  const issue =
    flat.replace(/[^A-Za-z]/g, '').length < 20 ? ANALYSIS_ISSUES.pdfNoText : ANALYSIS_ISSUES.pdfUnrecognised
  return { ...base, valid: false, issues: [issue] }
}

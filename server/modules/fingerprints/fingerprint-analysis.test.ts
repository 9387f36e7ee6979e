import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  ANALYSIS_ISSUES,
  analyzeFingerprintFile,
  analyzePdfText,
  classifyFingerprintText,
  extractAti,
  extractCaptureDate,
  extractOri,
  extractTcn,
  judgeImage,
  measureImage,
  pdfText,
} from './fingerprint-analysis.ts'
import { fd258Pdf, liveScanReceiptPdf, pdfWithLines, ridgePhoto } from './test-files.ts'

const now = new Date('2026-06-01T12:00:00Z')

describe('reading a PDF by its text', () => {
  it('tells an FD-258 card from a live-scan receipt and from anything else', () => {
    expect(classifyFingerprintText('FD-258 APPLICANT FINGERPRINT CARD ORI LEAVE BLANK')).toBe('FD258_CARD')
    expect(classifyFingerprintText('APPLICANT FINGERPRINT CARD LEAVE BLANK')).toBe('FD258_CARD')
    expect(classifyFingerprintText('REQUEST FOR LIVE SCAN SERVICE ATI NUMBER')).toBe('LIVE_SCAN_RECEIPT')
    expect(classifyFingerprintText('Livescan receipt TCN E123')).toBe('LIVE_SCAN_RECEIPT')
    // A receipt that names the card it replaces is still a receipt.
    expect(
      classifyFingerprintText(
        'LIVE SCAN receipt: electronic submission instead of an FD-258. Transaction Control Number',
      ),
    ).toBe('LIVE_SCAN_RECEIPT')
    expect(classifyFingerprintText('Judgment of the Superior Court. Applicant appeared.')).toBe('OTHER')
    expect(classifyFingerprintText('')).toBe('OTHER')
  })

  it('finds the TCN after its label, 10 to 40 letters and digits with a digit', () => {
    expect(extractTcn('TCN: E2025031400123')).toBe('E2025031400123')
    expect(extractTcn('Transaction Control Number (TCN): 1234-5678-90AB')).toBe('1234567890AB')
    expect(extractTcn('Transaction Control No. ab12345678cd')).toBe('AB12345678CD')
    expect(extractTcn('TCN # 0000000001')).toBe('0000000001')
    expect(extractTcn('TCN 123456789')).toBeNull()
    expect(extractTcn('TCN ABCDEFGHIJKL')).toBeNull()
    expect(extractTcn(`TCN ${'1'.repeat(41)}`)).toBeNull()
    expect(extractTcn('no number here 1234567890')).toBeNull()
  })

  it('finds the ORI: a labelled value first, else a state-coded nine-character word with a digit', () => {
    expect(extractOri('ORI CA0194200 NAME')).toBe('CA0194200')
    expect(extractOri('ORI: wvsp00000')).toBe('WVSP00000')
    expect(extractOri('ORI NO. FBIWASH01')).toBe('FBIWASH01')
    expect(extractOri('routed to NY0303000 by the site')).toBe('NY0303000')
    expect(extractOri('CALIFORN1A is not a code, ZZ1234567 neither')).toBeNull()
    expect(extractOri('CALIFORNIA APPLICANT')).toBeNull()
    expect(extractOri('ORI CA01942001')).toBeNull()
  })

  it("finds California's ATI number", () => {
    expect(extractAti('ATI Number: A123BCD456')).toBe('A123BCD456')
    expect(extractAti('ATI 1234567890')).toBeNull()
  })

  it('takes the labelled date of the prints, never the date of birth, nor one far off', () => {
    expect(extractCaptureDate('DATE OF BIRTH 04/02/1979 DATE 03/14/2025', now)?.toISOString()).toBe(
      '2025-03-14T00:00:00.000Z',
    )
    expect(extractCaptureDate('DOB 05/06/2020 printed 2026-01-05 then 2025-12-01', now)?.toISOString()).toBe(
      '2026-01-05T00:00:00.000Z',
    )
    expect(extractCaptureDate('Date: January 5, 2026', now)?.toISOString()).toBe('2026-01-05T00:00:00.000Z')
    expect(extractCaptureDate('DATE 02/30/2025', now)).toBeNull()
    expect(extractCaptureDate('DATE 07/01/2026', now)).toBeNull()
    expect(extractCaptureDate('DATE 01/01/2001', now)).toBeNull()
    expect(extractCaptureDate('nothing dated', now)).toBeNull()
  })

  it('accepts a card, a receipt with its number, and explains everything else', () => {
    expect(analyzePdfText('FD-258 APPLICANT ORI CA0194200 DATE 03/14/2025', now)).toEqual({
      type: 'FD258_CARD',
      tcn: null,
      ori: 'CA0194200',
      capturedAt: new Date('2025-03-14T00:00:00Z'),
      qualityScore: null,
      valid: true,
      issues: [],
    })
    const receipt = analyzePdfText('LIVE SCAN RECEIPT no number', now)
    expect(receipt).toMatchObject({ type: 'LIVE_SCAN_RECEIPT', valid: false })
    expect(receipt.issues).toEqual([ANALYSIS_ISSUES.receiptWithoutNumber])
    expect(analyzePdfText('REQUEST FOR LIVE SCAN SERVICE ATI NUMBER A123BCD456', now)).toMatchObject({
      type: 'LIVE_SCAN_RECEIPT',
      valid: true,
    })
    expect(analyzePdfText('Certified copy of the judgment of the court', now)).toMatchObject({
      type: 'OTHER',
      valid: false,
      issues: [ANALYSIS_ISSUES.pdfUnrecognised],
    })
    expect(analyzePdfText('  \n 1 ', now).issues).toEqual([ANALYSIS_ISSUES.pdfNoText])
  })

  it('reads a generated FD-258 PDF end to end', async () => {
    const bytes = await fd258Pdf({ ori: 'CA0194200', tcn: 'E2025031400123' })
    expect(await pdfText(bytes)).toContain('FD-258')
    expect(await analyzeFingerprintFile(bytes, 'application/pdf', now)).toMatchObject({
      type: 'FD258_CARD',
      tcn: 'E2025031400123',
      ori: 'CA0194200',
      capturedAt: new Date('2025-03-14T00:00:00Z'),
      valid: true,
    })
    expect(
      await analyzeFingerprintFile(await liveScanReceiptPdf({ tcn: 'T1234567890' }), 'application/pdf', now),
    ).toMatchObject({ type: 'LIVE_SCAN_RECEIPT', tcn: 'T1234567890', ori: 'WVSP00000', valid: true })
    expect(
      await analyzeFingerprintFile(await pdfWithLines(['Lease agreement']), 'application/pdf', now),
    ).toMatchObject({ type: 'OTHER', valid: false })
  })
})

describe('judging a photo', () => {
  const good = { shortSidePx: 1200, sharpness: 8, brightness: 128, contrast: 70 }

  it('scores a sharp, large, contrasted image 1 and finds nothing wrong', () => {
    expect(judgeImage(good)).toEqual({ score: 1, valid: true, issues: [] })
  })

  it('names each shortcoming in plain words and lowers the score', () => {
    const blurry = judgeImage({ ...good, sharpness: 2.5 })
    expect(blurry.issues).toEqual([ANALYSIS_ISSUES.tooBlurry])
    expect(blurry.valid).toBe(false)
    expect(blurry.score).toBeLessThan(0.7)
    expect(judgeImage({ ...good, shortSidePx: 640 }).issues).toEqual([ANALYSIS_ISSUES.tooSmall])
    expect(judgeImage({ ...good, brightness: 30, contrast: 12 }).issues).toEqual([ANALYSIS_ISSUES.tooDark])
    expect(judgeImage({ ...good, brightness: 240, contrast: 8 }).issues).toEqual([ANALYSIS_ISSUES.tooBright])
    expect(judgeImage({ ...good, contrast: 12 }).issues).toEqual([ANALYSIS_ISSUES.tooFaint])
    // A clean scan of a white card is bright, but its ridges stand out: nothing wrong.
    expect(judgeImage({ ...good, brightness: 235, contrast: 55 }).issues).toEqual([])
  })

  it('keeps the score between 0 and 1 with two decimals', () => {
    const worst = judgeImage({ shortSidePx: 10, sharpness: 0, brightness: 0, contrast: 0 })
    expect(worst.score).toBe(0)
    const mid = judgeImage({ shortSidePx: 750, sharpness: 4, brightness: 128, contrast: 30 })
    expect(mid.score).toBeGreaterThan(0)
    expect(mid.score).toBeLessThan(1)
    expect(Math.round(mid.score * 100) / 100).toBe(mid.score)
  })

  it('measures real images: a sharp photo beats a blurred one, which is called blurry', async () => {
    const sharpPhoto = await analyzeFingerprintFile(await ridgePhoto(), 'image/jpeg', now)
    const blurred = await analyzeFingerprintFile(await ridgePhoto({ blur: 3 }), 'image/jpeg', now)
    expect(sharpPhoto).toMatchObject({ type: 'OTHER', valid: true, issues: [] })
    expect(blurred.valid).toBe(false)
    expect(blurred.issues).toContain(ANALYSIS_ISSUES.tooBlurry)
    expect(sharpPhoto.qualityScore!).toBeGreaterThan(blurred.qualityScore! + 0.3)
  }, 30_000)

  it('measures the shorter side as the image is shown, whatever its rotation', async () => {
    const portrait = await sharp(await ridgePhoto({ width: 1200, height: 900 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer()
    expect((await measureImage(new Uint8Array(portrait))).shortSidePx).toBe(900)
  }, 30_000)

  it('calls a dark photo dark', async () => {
    const dark = await sharp(await ridgePhoto())
      .linear(0.15, 0)
      .jpeg()
      .toBuffer()
    const result = await analyzeFingerprintFile(new Uint8Array(dark), 'image/jpeg', now)
    expect(result.issues).toContain(ANALYSIS_ISSUES.tooDark)
    expect(result.valid).toBe(false)
  }, 30_000)
})

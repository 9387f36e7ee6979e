import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

/**
 * Fingerprint files for tests, made on the spot: PDFs with the text of an FD-258 card or a live-scan
 * receipt, and photos of a ridge pattern, sharp or blurred.
 */

/** A one-page PDF with these lines of text. */
export async function pdfWithLines(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([612, 792])
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 740 - i * 18, size: 11, font }))
  return pdf.save()
}

/** An FBI applicant card FD-258 as a fingerprinting site fills it in. */
export function fd258Pdf({
  ori = 'CA0194200',
  tcn,
  date = '03/14/2025',
}: { ori?: string; tcn?: string; date?: string } = {}): Promise<Uint8Array> {
  return pdfWithLines([
    'FD-258 (Rev. 5-15-23) APPLICANT FINGERPRINT CARD',
    'LAST NAME NAM CUSTOMER FIRST NAME CASEY',
    'SIGNATURE OF PERSON FINGERPRINTED',
    'DATE OF BIRTH DOB 04/02/1979',
    `ORI ${ori}`,
    'REASON FINGERPRINTED FIREARM RIGHTS RESTORATION',
    `DATE ${date}  SIGNATURE OF OFFICIAL TAKING THE FINGERPRINTS`,
    ...(tcn ? [`TCN ${tcn}`] : []),
    'LEAVE BLANK',
    '1. R. THUMB  2. R. INDEX  3. R. MIDDLE  4. R. RING  5. R. LITTLE',
    'LEFT THUMB  RIGHT THUMB',
  ])
}

/** A live-scan site's receipt for the transaction. */
export function liveScanReceiptPdf({ tcn, date = '2025-02-03' }: { tcn?: string; date?: string } = {}) {
  return pdfWithLines([
    'LIVE SCAN TRANSACTION RECEIPT',
    `Date of service: ${date}`,
    ...(tcn ? [`Transaction Control Number (TCN): ${tcn}`] : []),
    'ORI: WVSP00000',
    'Keep this receipt for your records.',
  ])
}

/** A photo of concentric ridges, `period` pixels apart, blurred by `blur` (a Gaussian sigma) if given. */
export async function ridgePhoto({
  width = 1600,
  height = 1200,
  period = 9,
  blur,
  format = 'jpeg',
}: {
  width?: number
  height?: number
  period?: number
  blur?: number
  format?: 'jpeg' | 'png'
} = {}): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height)
  // A fixed pseudo-random sequence, so every run measures the same picture.
  let seed = 7
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648 - 0.5
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2
      const dy = (y - height / 2) * 1.3
      const value = 128 + 100 * Math.sin((2 * Math.PI * Math.hypot(dx, dy)) / period) + noise() * 20
      pixels[y * width + x] = Math.max(0, Math.min(255, Math.round(value)))
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 1 } })
  if (blur) image = image.blur(blur)
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer()
  return new Uint8Array(bytes)
}

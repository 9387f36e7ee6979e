import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

/** A file as Playwright's setInputFiles takes it. */
export type FilePayload = { name: string; mimeType: string; buffer: Buffer }

/** A one-page PDF with `lines` of text, made here so no binary fixture is committed. */
export async function textPdf(name: string, lines: string[]): Promise<FilePayload> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([612, 792])
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 22, size: 12, font }))
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) }
}

/** A scanned court paper as the customer would upload it. */
export function documentPdf(name: string, title: string): Promise<FilePayload> {
  return textPdf(name, [title, 'Circuit Court of Kanawha County, West Virginia', 'Certified true copy'])
}

/** The TCN and ORI the FD-258 card below carries, in their formats (docs/decisions/026-fingerprint-uploads.md). */
export const CARD_NUMBERS = { tcn: 'E2025112512345678', ori: 'WVSP00000' } as const

/** An FD-258 applicant fingerprint card's text: its markers, a TCN and an ORI. */
export function fd258Pdf(): Promise<FilePayload> {
  return textPdf('fd-258-card.pdf', [
    'FD-258 (Rev. 5-15-18)',
    'APPLICANT FINGERPRINT CARD',
    'LEAVE BLANK',
    `ORI ${CARD_NUMBERS.ori}`,
    `TCN: ${CARD_NUMBERS.tcn}`,
    'REASON FINGERPRINTED: Firearm rights restoration',
    '1. R. THUMB   2. R. INDEX   3. R. MIDDLE   4. R. RING   5. R. LITTLE',
    'RIGHT THUMB',
  ])
}

/**
 * A sharp, high-contrast photo of ridges (concentric rings), 1200 px square, as a phone camera
 * would take a print: enough for the analysis to measure resolution, sharpness and contrast.
 */
export async function ridgePhoto(): Promise<FilePayload> {
  const rings = Array.from(
    { length: 70 },
    (_, i) => `<circle cx="600" cy="600" r="${8 + i * 8}" fill="none" stroke="black" stroke-width="3"/>`,
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><rect width="1200" height="1200" fill="white"/>${rings}</svg>`
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer()
  return { name: 'right-thumb.jpg', mimeType: 'image/jpeg', buffer }
}

/** A Windows program renamed to .pdf: its first bytes say what it is, whatever its name. */
export function programRenamedPdf(): FilePayload {
  const buffer = Buffer.alloc(2048)
  buffer.write('MZ', 0, 'latin1')
  buffer.write('This program cannot be run in DOS mode.', 78, 'latin1')
  return { name: 'court-order.pdf', mimeType: 'application/pdf', buffer }
}

/** The text of a PDF as pdftotext (poppler) reads it, with runs of white space made single spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rightsrestore-pdf-'))
  try {
    const file = path.join(dir, 'file.pdf')
    await writeFile(file, bytes)
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-'])
    return stdout.replace(/\s+/g, ' ')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

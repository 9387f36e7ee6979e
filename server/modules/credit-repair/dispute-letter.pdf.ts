import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { wrap } from '#server/lib/pdf-text-layout.ts'
import type { LetterContent } from './dispute-letter.ts'

const PAGE = { width: 612, height: 792 } // US Letter, in points
const MARGIN = 56
const LEADING = 1.35
const BLACK = rgb(0, 0, 0)
const MARK_COLOR = rgb(0.62, 0.05, 0.05)
const NOTE_COLOR = rgb(0.35, 0.35, 0.35)

export type RenderedLetter = { bytes: Uint8Array; pageCount: number }

/** Said under the signature line, in the mark colour, so the customer does not mail it unsigned. */
export const SIGN_HERE_MARK = 'Sign here in ink before you mail this letter.'

/**
 * A letter as a PDF on US Letter pages: the letter itself, then a page on how to mail it. Lines are
 * wrapped by the shared server/lib/pdf-text-layout.ts (the packet's writer is not part of its
 * module's public surface).
 */
export async function renderLetterPdf(
  letter: LetterContent,
  options: { companyName: string; generatedAt: Date },
): Promise<RenderedLetter> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  pdf.setTitle(letter.title)
  pdf.setAuthor(letter.sender.fullName)
  pdf.setCreator(options.companyName)
  pdf.setProducer(options.companyName)
  pdf.setCreationDate(options.generatedAt)
  pdf.setModificationDate(options.generatedAt)
  const w = new LetterWriter(pdf, { regular, bold })

  w.text(letter.sender.fullName, { bold: true, space: 0 })
  w.text(letter.sender.addressLines.join('\n'), { space: 0 })
  w.text(letter.dated, { space: 16 })
  w.text(letter.recipientLines.join('\n'), { space: 16 })
  w.text(`Re: ${letter.subject}`, { bold: true, space: 16 })
  w.space(4)
  for (const row of letter.identification) w.text(`${row.label}: ${row.value}`, { space: 2 })
  w.text('Dear Sir or Madam:', { space: 14 })
  for (const paragraph of letter.opening) w.text(paragraph, { space: 9 })
  for (const item of letter.items) {
    w.text(item.heading, { bold: true, space: 10 })
    for (const line of item.lines) w.text(line, { indent: 14, space: 2 })
  }
  for (const paragraph of letter.requests) w.text(paragraph, { space: 9 })
  w.text('Enclosures:', { bold: true, space: 12 })
  for (const enclosure of letter.enclosures) w.text(`- ${enclosure}`, { indent: 10, space: 2 })
  w.text('Sincerely,', { space: 16 })
  w.space(28)
  w.text('______________________________', { space: 0 })
  w.text(letter.signatureName, { space: 2 })
  w.text(SIGN_HERE_MARK, { bold: true, space: 2, size: 9, color: MARK_COLOR })

  w.newPage()
  w.text('How to mail this letter (keep this page)', { bold: true, size: 14, space: 0 })
  letter.mailing.forEach((step, index) => w.text(`${index + 1}. ${step}`, { indent: 6, space: 6 }))
  w.text(
    `${options.companyName} prepares these letters from what you enter; you decide what to dispute and you send them. We are not a law firm and this is not legal advice. A bureau removes or changes only what its investigation finds inaccurate, incomplete or unverifiable.`,
    { space: 16, size: 8.5, color: NOTE_COLOR },
  )

  const pages = pdf.getPages()
  pages.forEach((page, index) => {
    const footer = w.clean(`${letter.title} - ${letter.dated} - Page ${index + 1} of ${pages.length}`)
    page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) })
  })
  const bytes = await pdf.save()
  return { bytes, pageCount: pdf.getPageCount() }
}

type TextStyle = { bold?: boolean; size?: number; indent?: number; space?: number; color?: RGB }

/** Paragraphs top to bottom, wrapped at the margin, over as many pages as they need. */
class LetterWriter {
  private page: PDFPage
  private y = PAGE.height - MARGIN
  private readonly charset: Set<number>

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.charset = new Set(fonts.regular.getCharacterSet())
    this.page = pdf.addPage([PAGE.width, PAGE.height])
  }

  /** The text with every character the standard fonts cannot show (outside WinAnsi) written as '?'. */
  clean(text: string): string {
    const plain = text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"')
    return Array.from(plain, (ch) => (this.charset.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('')
  }

  /** A paragraph (its '\n' kept as line breaks), with `space` points above it (6 unless given). */
  text(text: string, style: TextStyle = {}) {
    const font = style.bold ? this.fonts.bold : this.fonts.regular
    const size = style.size ?? 10
    const indent = style.indent ?? 0
    const width = PAGE.width - 2 * MARGIN - indent
    const lines = text.split('\n').flatMap((line) => wrap(this.clean(line), font, size, width))
    this.y -= style.space ?? 6
    for (const line of lines) {
      if (this.y - size * LEADING < MARGIN) this.newPage()
      this.y -= size * LEADING
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: style.color ?? BLACK })
    }
  }

  space(points: number) {
    this.y -= points
  }

  /** Starts a new page unless the current one is still empty. */
  newPage() {
    if (this.y === PAGE.height - MARGIN) return
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN
  }
}

import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { wrap } from './pdf-text-layout.ts'

/*
 * The documents we write as PDFs (the filing packet, dispute letters, the person's data export)
 * share one page layout: US Letter, Helvetica, paragraphs wrapped at the margin, a footer on each
 * page. The service agreement keeps its own writer, whose output is what people signed.
 */

export const PAGE = { width: 612, height: 792 } // US Letter, in points
export const MARGIN = 56
const LEADING = 1.35

export type Fonts = { regular: PDFFont; bold: PDFFont }

export type TextStyle = {
  bold?: boolean
  size?: number
  /** Points from the left margin. */
  indent?: number
  /** Space above, in points (6 unless given). */
  space?: number
  color?: RGB
}

const BLACK = rgb(0, 0, 0)
/** The colour of what only the customer can complete, so it stands out on paper. */
export const MARK_COLOR = rgb(0.62, 0.05, 0.05)
export const NOTE_COLOR = rgb(0.35, 0.35, 0.35)

/**
 * Lays text out top to bottom over as many US Letter pages as it needs: paragraphs that wrap at
 * the margin, two-column rows (a form's label and its value) and page breaks. The standard fonts
 * cover WinAnsi only, so any other character is written as '?'.
 */
export class PdfWriter {
  private page: PDFPage
  private y = PAGE.height - MARGIN
  private readonly width = PAGE.width - 2 * MARGIN
  private readonly charset: Set<number>

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.charset = new Set(fonts.regular.getCharacterSet())
    this.page = pdf.addPage([PAGE.width, PAGE.height])
  }

  /** The text with every character the standard fonts cannot show replaced. */
  clean(text: string): string {
    const plain = text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"')
    return Array.from(plain, (ch) => (this.charset.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('')
  }

  /** A paragraph (lines split at '\n' are kept), wrapped at the margin. */
  text(text: string, style: TextStyle = {}) {
    const font = style.bold ? this.fonts.bold : this.fonts.regular
    const size = style.size ?? 10
    const indent = style.indent ?? 0
    const lines = this.lines(text, font, size, this.width - indent)
    this.y -= style.space ?? 6
    for (const line of lines) {
      this.ensureRoom(size * LEADING)
      this.y -= size * LEADING
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: style.color ?? BLACK })
    }
  }

  /** A heading kept on the same page as the first lines after it. */
  heading(text: string, size = 13) {
    this.ensureRoom(size * LEADING + 6 + 4 * 10 * LEADING)
    this.text(text, { bold: true, size, space: 14 })
  }

  /**
   * A label and its value side by side, each wrapped in its own column; the value in the mark
   * colour and bold when it is something the customer completes.
   */
  row(label: string, value: string, options: { isMarked?: boolean; labelWidth?: number } = {}) {
    const size = 9.5
    const gap = 10
    const labelWidth = options.labelWidth ?? 190
    const valueFont = options.isMarked ? this.fonts.bold : this.fonts.regular
    const labelLines = this.lines(label, this.fonts.bold, size, labelWidth)
    const valueLines = this.lines(value, valueFont, size, this.width - labelWidth - gap)
    const count = Math.max(labelLines.length, valueLines.length)
    const lineHeight = size * LEADING
    // A row is never split over two pages unless it is taller than a page.
    if (count * lineHeight + 5 <= PAGE.height - 2 * MARGIN) this.ensureRoom(count * lineHeight + 5)
    this.y -= 5
    for (let i = 0; i < count; i++) {
      this.ensureRoom(lineHeight)
      this.y -= lineHeight
      const labelLine = labelLines[i]
      const valueLine = valueLines[i]
      if (labelLine) {
        this.page.drawText(labelLine, { x: MARGIN, y: this.y, size, font: this.fonts.bold, color: BLACK })
      }
      if (valueLine) {
        this.page.drawText(valueLine, {
          x: MARGIN + labelWidth + gap,
          y: this.y,
          size,
          font: valueFont,
          color: options.isMarked ? MARK_COLOR : BLACK,
        })
      }
    }
  }

  /** A horizontal rule across the text column. */
  rule() {
    this.ensureRoom(10)
    this.y -= 6
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: NOTE_COLOR,
    })
  }

  /** Vertical space, in points. */
  space(points: number) {
    this.y -= points
  }

  /** Starts a new page unless the current one is still empty. */
  newPage() {
    if (this.y === PAGE.height - MARGIN) return
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN
  }

  private ensureRoom(height: number) {
    if (this.y - height < MARGIN) this.newPage()
  }

  private lines(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
    return text.split('\n').flatMap((line) => wrap(this.clean(line), font, size, maxWidth))
  }
}

export type PdfMeta = { title: string; author: string; producer: string; createdAt: Date }

/** A new document with its metadata, the standard fonts and a writer on its first page. */
export async function startPdf(
  meta: PdfMeta,
): Promise<{ pdf: PDFDocument; fonts: Fonts; writer: PdfWriter }> {
  const pdf = await PDFDocument.create()
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  pdf.setTitle(meta.title)
  pdf.setAuthor(meta.author)
  pdf.setCreator(meta.producer)
  pdf.setProducer(meta.producer)
  pdf.setCreationDate(meta.createdAt)
  pdf.setModificationDate(meta.createdAt)
  return { pdf, fonts, writer: new PdfWriter(pdf, fonts) }
}

/** A small grey line under the margin of every page so far, e.g. "Title - Page 2 of 5". */
export function stampFooters(
  writer: PdfWriter,
  pdf: PDFDocument,
  fonts: Fonts,
  footer: (page: string) => string,
) {
  const pages = pdf.getPages()
  pages.forEach((page, index) => {
    const text = writer.clean(footer(`Page ${index + 1} of ${pages.length}`))
    page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 8, font: fonts.regular, color: rgb(0.4, 0.4, 0.4) })
  })
}

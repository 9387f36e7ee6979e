import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { wrap } from '#server/lib/pdf-text-layout.ts'

export type SignedAgreementPdfInput = {
  /** The exact agreement text: paragraphs separated by blank lines, headings in capitals. */
  text: string
  companyName: string
  version: string
  productCode: string
  caseNumber: string | null
  signatureId: string
  fullName: string
  signedAt: Date
  ipAddress: string
  userAgent: string
  textSha256: string
}

const PAGE = { width: 612, height: 792 } // US Letter, in points
const MARGIN = 56
const BODY_SIZE = 10
const HEADING_SIZE = 10.5
const TITLE_SIZE = 16
const LEADING = 1.35

/**
 * The signed agreement as a PDF: the full text over as many pages as it needs, then the signature
 * record (typed name, time in UTC, IP address, user agent, version and the text's SHA-256).
 */
export async function renderSignedAgreementPdf(input: SignedAgreementPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  pdf.setTitle(`Service Agreement ${input.version}`)
  pdf.setAuthor(input.companyName)
  pdf.setCreator(input.companyName)
  pdf.setProducer(input.companyName)
  pdf.setCreationDate(input.signedAt)
  pdf.setModificationDate(input.signedAt)

  const writer = new PageWriter(pdf, new Set(regular.getCharacterSet()))
  const [title = '', ...paragraphs] = input.text.split('\n\n')
  const closing = paragraphs.pop() ?? ''
  writer.write([{ text: title, font: bold, size: TITLE_SIZE }])
  // Headings are written together with the paragraph that follows them, so none ends a page.
  let headings: Block[] = []
  for (const paragraph of paragraphs) {
    if (isHeading(paragraph)) {
      // Each part starts a page, which leaves the credit file rights statement on pages of its own.
      if (paragraph.startsWith('PART ')) writer.newPage()
      headings.push({ text: paragraph, font: bold, size: HEADING_SIZE, space: 6 })
      continue
    }
    writer.write([...headings, { text: paragraph, font: regular, size: BODY_SIZE }])
    headings = []
  }
  writer.write(headings)

  const record: [string, string][] = [
    ['Signed electronically by (typed name)', input.fullName],
    ['Date and time signed (UTC)', `${input.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`],
    ['IP address', input.ipAddress],
    ['User agent', input.userAgent || '(none sent)'],
    ['Agreement version', input.version],
    ['Product', input.productCode],
    ...(input.caseNumber ? [['Case', `#${input.caseNumber}`] as [string, string]] : []),
    ['Signature id', input.signatureId],
    ['SHA-256 of the agreement text', input.textSha256],
  ]
  // The closing paragraph (the cancellation statement) and the signature record share a page, so
  // the statement stays next to the signature.
  writer.write([
    { text: closing, font: isHeading(closing) ? bold : regular, size: BODY_SIZE },
    { text: 'SIGNATURE RECORD', font: bold, size: HEADING_SIZE, space: 12 },
    ...record.flatMap(([label, value]) => [
      { text: `${label}:`, font: bold, size: BODY_SIZE, space: 3 },
      { text: value, font: regular, size: BODY_SIZE, space: 0 },
    ]),
  ])

  const pages = pdf.getPages()
  pages.forEach((page, index) => {
    const footer = writer.clean(
      `${input.companyName} - Service Agreement ${input.version} - Page ${index + 1} of ${pages.length}`,
    )
    page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) })
  })
  return pdf.save()
}

// Our headings are whole paragraphs in capitals (the CROA statement in capitals is set bold too).
function isHeading(paragraph: string): boolean {
  return /[A-Z]/.test(paragraph) && paragraph === paragraph.toUpperCase() && paragraph.length < 300
}

type Block = { text: string; font: PDFFont; size: number; space?: number }

class PageWriter {
  private page: PDFPage
  private y = PAGE.height - MARGIN
  private readonly width = PAGE.width - 2 * MARGIN

  constructor(
    private readonly pdf: PDFDocument,
    private readonly charset: Set<number>,
  ) {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
  }

  /** The standard fonts cover WinAnsi only; any other character is shown as '?'. */
  clean(text: string): string {
    return Array.from(text, (ch) => (this.charset.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('')
  }

  /** Writes the blocks on one page when they fit on a page at all, starting a new page if need be. */
  write(blocks: Block[]) {
    const laidOut = blocks.map((block) => ({
      ...block,
      lines: block.text
        .split('\n')
        .flatMap((line) => wrap(this.clean(line), block.font, block.size, this.width)),
    }))
    const height = laidOut.reduce((sum, b) => sum + (b.space ?? 7) + b.lines.length * b.size * LEADING, 0)
    if (this.y - height < MARGIN && height <= PAGE.height - 2 * MARGIN) this.newPage()
    for (const block of laidOut) {
      this.y -= block.space ?? 7
      for (const line of block.lines) {
        const lineHeight = block.size * LEADING
        if (this.y - lineHeight < MARGIN) this.newPage()
        this.y -= lineHeight
        this.page.drawText(line, {
          x: MARGIN,
          y: this.y,
          size: block.size,
          font: block.font,
          color: rgb(0, 0, 0),
        })
      }
    }
  }

  newPage() {
    if (this.y === PAGE.height - MARGIN) return
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN
  }
}

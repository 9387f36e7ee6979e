import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { wrap } from '#server/lib/pdf-text-layout.ts'
import type { AccountExport } from '#shared/contracts/accounts.contract.ts'

const PAGE = { width: 612, height: 792 } // US Letter, in points
const MARGIN = 56
const BODY_SIZE = 9.5
const HEADING_SIZE = 12
const TITLE_SIZE = 16
const LEADING = 1.35

/**
 * The person's data as a readable PDF: the same records as the JSON export, section by section,
 * one line per field (docs/decisions/045-account-settings.md). The eligibility answers are written
 * as stored, flattened to "path: value" lines.
 */
export async function renderAccountExportPdf(data: AccountExport, companyName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const exportedAt = new Date(data.exportedAt)
  pdf.setTitle('Your data')
  pdf.setAuthor(companyName)
  pdf.setCreator(companyName)
  pdf.setProducer(companyName)
  pdf.setCreationDate(exportedAt)
  pdf.setModificationDate(exportedAt)
  const writer = new Writer(pdf, regular, bold)

  writer.line(`Your data held by ${companyName}`, bold, TITLE_SIZE)
  writer.line(`Exported ${data.exportedAt}. Social Security number: last four digits only.`, regular)
  writer.gap()

  writer.section('Account')
  writer.fields(data.account)
  writer.section('E-mail preferences')
  writer.fields(data.preferences)
  writer.section('Signed-in devices')
  writer.records(data.sessions)
  writer.section('Cases')
  writer.records(data.cases)
  writer.section('Orders and payments')
  writer.records(data.orders)
  writer.section('Signed agreements')
  writer.records(data.agreements)
  writer.section('Documents (names and dates; the files are on your case pages)')
  writer.records(data.documents)
  writer.section('Fingerprint files')
  writer.records(data.fingerprints)
  writer.section('Identity verification')
  writer.fields(data.identity)
  writer.section('Affiliate account')
  writer.records(data.affiliate ? [data.affiliate] : [])
  writer.section('Newsletter subscriptions')
  writer.records(data.newsletterSubscriptions)
  writer.section('Conversations with us')
  writer.records(data.conversations)
  writer.section('Credit reports')
  writer.records(data.creditReports)
  writer.section('Credit items')
  writer.records(data.creditItems)
  writer.section('Dispute letters')
  writer.records(data.disputeLetters)

  const pages = pdf.getPages()
  pages.forEach((page, index) => {
    const footer = writer.clean(`${companyName} - Your data - Page ${index + 1} of ${pages.length}`)
    page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) })
  })
  return pdf.save()
}

/** "path: value" lines of a nested record, in the order it holds them. */
export function flatten(value: unknown, path = ''): string[] {
  if (value === null || value === undefined) return path ? [`${path}: -`] : []
  if (Array.isArray(value)) {
    if (value.length === 0) return path ? [`${path}: none`] : []
    return value.flatMap((item, index) => flatten(item, `${path}[${index + 1}]`))
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      flatten(item, path ? `${path}.${key}` : key),
    )
  }
  return [`${path}: ${String(value)}`]
}

class Writer {
  private page: PDFPage
  private y = PAGE.height - MARGIN
  private readonly width = PAGE.width - 2 * MARGIN
  private readonly charset: Set<number>

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.charset = new Set(regular.getCharacterSet())
    this.page = pdf.addPage([PAGE.width, PAGE.height])
  }

  /** The standard fonts cover WinAnsi only; any other character is shown as '?'. */
  clean(text: string): string {
    return Array.from(text.replace(/[\r\n\t]+/g, ' '), (ch) =>
      this.charset.has(ch.codePointAt(0) ?? 0) ? ch : '?',
    ).join('')
  }

  line(text: string, font: PDFFont = this.regular, size = BODY_SIZE) {
    for (const piece of wrap(this.clean(text), font, size, this.width)) {
      const height = size * LEADING
      if (this.y - height < MARGIN) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height])
        this.y = PAGE.height - MARGIN
      }
      this.y -= height
      this.page.drawText(piece, { x: MARGIN, y: this.y, size, font })
    }
  }

  gap(points = 6) {
    this.y -= points
  }

  section(title: string) {
    this.gap(8)
    this.line(title, this.bold, HEADING_SIZE)
  }

  fields(record: object) {
    for (const text of flatten(record)) this.line(text)
  }

  records(records: readonly object[]) {
    if (records.length === 0) {
      this.line('None.')
      return
    }
    records.forEach((record, index) => {
      this.line(`#${index + 1}`, this.bold)
      this.fields(record)
      this.gap(3)
    })
  }
}

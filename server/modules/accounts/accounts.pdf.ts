import type { AccountExport } from '#shared/contracts/accounts.contract.ts'
import { startPdf, stampFooters, type PdfWriter } from '#server/lib/pdf-writer.ts'

const BODY_SIZE = 9.5

/**
 * The person's data as a readable PDF: the same records as the JSON export, section by section,
 * one line per field (docs/decisions/045-account-settings.md). The eligibility answers are written
 * as stored, flattened to "path: value" lines.
 */
export async function renderAccountExportPdf(data: AccountExport, companyName: string): Promise<Uint8Array> {
  const {
    pdf,
    fonts,
    writer: pdfWriter,
  } = await startPdf({
    title: 'Your data',
    author: companyName,
    producer: companyName,
    createdAt: new Date(data.exportedAt),
  })
  const writer = new ExportWriter(pdfWriter)

  pdfWriter.text(`Your data held by ${companyName}`, { bold: true, size: 16, space: 0 })
  writer.line(`Exported ${data.exportedAt}. Social Security number: last four digits only.`)
  pdfWriter.space(6)

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

  stampFooters(pdfWriter, pdf, fonts, (page) => `${companyName} - Your data - ${page}`)
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

/** Sections of records, one "path: value" line per field. */
class ExportWriter {
  constructor(private readonly pdf: PdfWriter) {}

  /** A stored value's line breaks and tabs are written as spaces: one field, one line. */
  line(text: string, bold = false) {
    this.pdf.text(text.replace(/[\r\n\t]+/g, ' '), { size: BODY_SIZE, bold, space: 0 })
  }

  section(title: string) {
    this.pdf.space(8)
    this.pdf.text(title, { bold: true, size: 12, space: 0 })
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
      this.line(`#${index + 1}`, true)
      this.fields(record)
      this.pdf.space(3)
    })
  }
}

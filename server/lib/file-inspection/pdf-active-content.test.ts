import { deflateSync } from 'node:zlib'
import { PDFName, PDFString } from 'pdf-lib'
import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { scanPdf } from './pdf-active-content.ts'
import { handmadePdf, onePage, pdfThatRunsAScript, streamObject, textPdf } from './test-pdfs.ts'

const clean = { activeContent: null, hasUnreadableParts: false, isEncrypted: false }

/** An object stream holding these objects (numbered from `first`), compressed, and its entries. */
function objectStream(objects: string[], first: number, filter = '/Filter /FlateDecode'): Buffer {
  let offset = 0
  const header: string[] = []
  const bodies = objects.map((body, i) => {
    header.push(`${first + i} ${offset}`)
    offset += body.length + 1
    return `${body}\n`
  })
  const head = `${header.join(' ')}\n`
  const data = Buffer.from(head + bodies.join(''), 'latin1')
  const encoded = filter.includes('FlateDecode') ? deflateSync(data) : data
  return streamObject(`/Type /ObjStm /N ${objects.length} /First ${head.length} ${filter}`, encoded)
}

describe('scanPdf', () => {
  it('finds nothing in ordinary PDFs, with or without object streams', async () => {
    const doc = await textPdf()
    expect(scanPdf(await doc.save())).toEqual(clean)
    expect(scanPdf(await doc.save({ useObjectStreams: false }))).toEqual(clean)
    expect(scanPdf(handmadePdf(onePage()))).toEqual(clean)
  })

  it('allows the opening view ordinary files set: a destination, or a GoTo action', async () => {
    const destination = await textPdf()
    destination.catalog.set(
      PDFName.of('OpenAction'),
      destination.context.obj([destination.getPage(0).ref, 'Fit']),
    )
    expect(scanPdf(await destination.save())).toEqual(clean)

    const goTo = await textPdf()
    const action = goTo.context.register(goTo.context.obj({ S: 'GoTo', D: [goTo.getPage(0).ref, 'Fit'] }))
    goTo.catalog.set(PDFName.of('OpenAction'), action)
    expect(scanPdf(await goTo.save())).toEqual(clean)
    expect(scanPdf(handmadePdf(onePage({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' })))).toEqual(
      clean,
    )
  })

  it('allows a link a person clicks, and a fillable form without scripts', async () => {
    const page = '/Annots [4 0 R]'
    const link =
      '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (https://example.com/) >> >>'
    expect(scanPdf(handmadePdf([...onePage({ page }), link]))).toEqual(clean)

    const form = await textPdf()
    form.getForm().createTextField('full.name').addToPage(form.getPage(0), { x: 50, y: 600 })
    expect(scanPdf(await form.save())).toEqual(clean)
  })

  it('finds a script that runs on opening inside a compressed object stream', async () => {
    const bytes = await pdfThatRunsAScript()
    expect(Buffer.from(bytes).includes('/JavaScript')).toBe(false)
    expect(scanPdf(bytes).activeContent).toBe('JavaScript')
  })

  it('decodes #xx escapes in names, as a reader does', async () => {
    const bytes = handmadePdf([
      ...onePage({ catalog: '/OpenAction 4 0 R' }),
      '<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
    ])
    // The reader sees the script the escapes spell.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false })
    expect(await pdf.getJSActions()).toEqual({ OpenAction: ['app.alert(1)'] })
    expect(scanPdf(bytes).activeContent).toBe('JavaScript')
    expect(scanPdf(handmadePdf(onePage({ page: '/#41#41 << /O 4 0 R >>' }))).activeContent).toBe('AA')
  })

  it('finds each kind of active content, in objects and in object streams', () => {
    const cases: [string, string][] = [
      ['Launch', '<< /S /Launch /F (calc.exe) >>'],
      ['AA', '<< /Type /Annot /Subtype /Widget /AA << /K 5 0 R >> >>'],
      ['EmbeddedFile', '<< /Type /EmbeddedFile /Length 0 >>'],
      ['EmbeddedFiles', '<< /EmbeddedFiles << /Names [] >> >>'],
      ['FileAttachment', '<< /Type /Annot /Subtype /FileAttachment /FS 5 0 R >>'],
      ['GoToE', '<< /S /GoToE /T << /R /C /N (a.pdf) >> >>'],
      ['RichMedia', '<< /Type /Annot /Subtype /RichMedia >>'],
      ['XFA', '<< /Fields [] /XFA 5 0 R >>'],
    ]
    for (const [name, object] of cases) {
      expect(scanPdf(handmadePdf([...onePage(), object])).activeContent, name).toBe(name)
      expect(scanPdf(handmadePdf([...onePage(), objectStream([object], 5)])).activeContent, name).toBe(name)
    }
  })

  it('refuses an opening action other than going to a page, inline or by reference', async () => {
    const inline = onePage({ catalog: '/OpenAction << /S /URI /URI (https://example.invalid/) >>' })
    expect(scanPdf(handmadePdf(inline)).activeContent).toBe('OpenAction')
    const printing = handmadePdf([...onePage({ catalog: '/OpenAction 4 0 R' }), '<< /S /Named /N /Print >>'])
    expect(scanPdf(printing).activeContent).toBe('OpenAction')

    // The action in an object stream, the catalog outside it.
    const doc = await textPdf()
    const uri = doc.context.register(
      doc.context.obj({ S: 'URI', URI: PDFString.of('https://example.invalid/') }),
    )
    doc.catalog.set(PDFName.of('OpenAction'), uri)
    expect(scanPdf(await doc.save()).activeContent).toBe('OpenAction')
  })

  it('does not take names inside strings or stream data for objects, but reads objects hidden in stream data', () => {
    const title = handmadePdf([
      ...onePage({ catalog: '/Info << /Title (Notes) >>' }),
      streamObject('', Buffer.from('BT /AA 12 Tf (x) Tj ET')),
    ])
    expect(scanPdf(title)).toEqual(clean)
    // Random bytes that happen to spell a name are data, not a name.
    expect(scanPdf(handmadePdf([...onePage(), streamObject('', Buffer.from('\x00\xff/JS \x01'))]))).toEqual(
      clean,
    )
    // An object inside another stream's data is found by its header wherever a reader looks for it.
    const hidden = streamObject('', Buffer.from('junk 9 0 obj << /S /Launch /F (x.exe) >> endobj', 'latin1'))
    expect(scanPdf(handmadePdf([...onePage(), hidden])).activeContent).toBe('Launch')
    // A name in a string is reported too: text is no place to hide it from a reader.
    expect(scanPdf(handmadePdf([...onePage(), '<< /T (a /JavaScript b) >>'])).activeContent).toBe(
      'JavaScript',
    )
  })

  it('calls an object stream it cannot read unreadable, and notes an encrypted file', () => {
    const lzw = objectStream(['<< /A 1 >>'], 5, '/Filter /LZWDecode')
    expect(scanPdf(handmadePdf([...onePage(), lzw]))).toEqual({ ...clean, hasUnreadableParts: true })
    const broken = streamObject(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      Buffer.from('not zlib data'),
    )
    expect(scanPdf(handmadePdf([...onePage(), broken])).hasUnreadableParts).toBe(true)
    const predictor = streamObject(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 >>',
      deflateSync('5 0 << >>'),
    )
    expect(scanPdf(handmadePdf([...onePage(), predictor])).hasUnreadableParts).toBe(true)
    const encrypted = handmadePdf(
      [...onePage(), objectStream(['<< /A 1 >>'], 5), '<< /Filter /Standard /V 2 >>'],
      '/Encrypt 6 0 R',
    )
    expect(scanPdf(encrypted)).toEqual({ ...clean, hasUnreadableParts: true, isEncrypted: true })
  })

  it('stops at nesting no real file has, and at an object stream that inflates too far', () => {
    const deep = handmadePdf([...onePage(), `${'['.repeat(5000)}${']'.repeat(5000)}`])
    expect(scanPdf(deep).hasUnreadableParts).toBe(true)
    const bomb = streamObject(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      deflateSync(Buffer.alloc(9 * 1024 * 1024, 0x20)),
    )
    expect(scanPdf(handmadePdf([...onePage(), bomb])).hasUnreadableParts).toBe(true)
  })
})

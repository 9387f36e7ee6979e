import { describe, expect, it } from 'vitest'
import { cleanFilename, FILENAME_MAX_LENGTH } from './uploads.ts'

describe('cleanFilename', () => {
  it('keeps the last part of a path, without control or bidirectional characters', () => {
    expect(cleanFilename('C:\\Users\\casey\\scan.pdf')).toBe('scan.pdf')
    expect(cleanFilename('../../etc/passwd')).toBe('passwd')
    // U+202E shows 'invoice\u202Efdp.exe' as 'invoiceexe.pdf'.
    expect(cleanFilename('invoice\u202efdp.exe')).toBe('invoicefdp.exe')
    expect(cleanFilename('\u2066id\u2069 card\u200e.png\u0007')).toBe('id card.png')
    expect(cleanFilename('judgment (1).PDF')).toBe('judgment (1).PDF')
  })

  it('drops broken surrogates, keeps the end of a long name, and names an empty one', () => {
    expect(cleanFilename('a\ud800b.png')).toBe('ab.png')
    const long = `${'x'.repeat(300)}.pdf`
    expect(cleanFilename(long)).toHaveLength(FILENAME_MAX_LENGTH)
    expect(cleanFilename(long).endsWith('.pdf')).toBe(true)
    // A cut through an emoji leaves no half of it.
    const cut = cleanFilename(`${'😀'.repeat(150)}.jpeg`)
    expect(cut.startsWith('😀')).toBe(true)
    expect(cut).toHaveLength(FILENAME_MAX_LENGTH - 1)
    expect(cleanFilename('\u202e \u0000')).toBe('file')
  })
})

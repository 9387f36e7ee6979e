import { describe, expect, it } from 'vitest'
import { documentKindLabel, formatFileSize } from './document-display.ts'

describe('document display', () => {
  it('names the signed agreement, and any other kind as a document', () => {
    expect(documentKindLabel('SIGNED_AGREEMENT')).toBe('Signed service agreement')
    expect(documentKindLabel('SOMETHING_NEW')).toBe('Document')
  })

  it('writes sizes in B, KB and MB', () => {
    expect(formatFileSize(900)).toBe('900 B')
    expect(formatFileSize(24_576)).toBe('24 KB')
    expect(formatFileSize(3 * 1024 * 1024 + 200_000)).toBe('3.2 MB')
  })
})

import { describe, expect, it } from 'vitest'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { canStartUpload, skippedNote, takeFiles, type UploadItem } from './upload-queue.ts'

const file = (name: string, size = 1000) => ({ name, size })

function item(patch: Partial<UploadItem> = {}): UploadItem {
  return {
    id: 'a',
    file: new File(['x'], 'a.pdf'),
    progress: 0,
    status: 'pending',
    error: null,
    issues: [],
    choice: null,
    ...patch,
  }
}

describe('takeFiles', () => {
  it('takes files up to the count, counting those already queued', () => {
    const { taken, skipped } = takeFiles([file('a.pdf'), file('b.png'), file('c.jpg')], 3, 5)
    expect(taken.map((f) => f.name)).toEqual(['a.pdf', 'b.png'])
    expect(skipped.overCount).toEqual(['c.jpg'])
  })

  it('skips a file above 10 MB but takes one of exactly 10 MB', () => {
    const { taken, skipped } = takeFiles(
      [file('big.pdf', FILE_LIMITS.maxBytes + 1), file('edge.pdf', FILE_LIMITS.maxBytes)],
      0,
      5,
    )
    expect(taken.map((f) => f.name)).toEqual(['edge.pdf'])
    expect(skipped.tooLarge).toEqual(['big.pdf'])
  })

  it('skips a type the uploader does not offer, whatever its case', () => {
    const { taken, skipped } = takeFiles([file('notes.docx'), file('SCAN.JPEG')], 0, 5)
    expect(taken.map((f) => f.name)).toEqual(['SCAN.JPEG'])
    expect(skipped.wrongType).toEqual(['notes.docx'])
  })
})

describe('skippedNote', () => {
  it('says which files were left out and why', () => {
    const note = skippedNote(
      { tooLarge: ['big.pdf'], overCount: ['f.png', 'g.png'], wrongType: [] },
      5,
      FILE_LIMITS.maxBytes,
    )
    expect(note).toBe(
      '1 file over 10 MB skipped: big.pdf. Only 5 files at a time; 2 files skipped: f.png, g.png.',
    )
  })

  it('is null when nothing was skipped', () => {
    expect(skippedNote({ tooLarge: [], overCount: [], wrongType: [] }, 5, FILE_LIMITS.maxBytes)).toBeNull()
  })
})

describe('canStartUpload', () => {
  it('needs at least one file, all pending', () => {
    expect(canStartUpload([], false)).toBe(false)
    expect(canStartUpload([item()], false)).toBe(true)
    expect(canStartUpload([item(), item({ status: 'uploading' })], false)).toBe(false)
    expect(canStartUpload([item({ status: 'success' })], false)).toBe(false)
  })

  it('needs what each file is when the uploader asks', () => {
    expect(canStartUpload([item()], true)).toBe(false)
    expect(canStartUpload([item({ choice: 'GOVERNMENT_ID' })], true)).toBe(true)
  })
})

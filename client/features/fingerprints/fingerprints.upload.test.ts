import { describe, expect, it } from 'vitest'
import type { UploadResult } from '#shared/contracts/fingerprints.contract.ts'
import { uploadToast } from './fingerprints.upload.ts'

const result = (filename: string, valid: boolean): UploadResult => ({
  filename,
  valid,
  issues: valid ? [] : ['The image is too blurry to read the ridges'],
  artifact: { type: 'OTHER', tcn: null, ori: null },
})

describe('uploadToast', () => {
  it("says the spec's 'processed successfully' only when every file was taken", () => {
    expect(uploadToast([result('a.jpg', true), result('b.jpg', true)])).toEqual({
      variant: 'success',
      title: 'Upload Complete',
      description: '2 file(s) processed successfully.',
    })
  })

  it('never calls a refused file a success', () => {
    const some = uploadToast([result('a.jpg', true), result('b.jpg', false), result('c.jpg', false)])
    expect(some).toEqual({
      variant: 'destructive',
      title: 'Upload Complete',
      description: '1 of 3 file(s) accepted. 2 files were not usable: the reason is shown with each.',
    })
    expect(uploadToast([result('b.jpg', false)])).toMatchObject({
      variant: 'destructive',
      title: 'Upload Failed',
      description: '0 of 1 file(s) accepted. One file was not usable: the reason is shown with each.',
    })
  })
})

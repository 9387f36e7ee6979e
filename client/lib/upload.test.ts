import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error.ts'
import { uploadErrorMessage } from './upload.ts'

describe('uploadErrorMessage', () => {
  it("gives the server's reason, else why the file did not get through", () => {
    const refused = new ApiError(422, 'Unprocessable Entity', {
      error: { code: 'validation_failed', message: 'The file is not a PDF, PNG or JPEG' },
    })
    expect(uploadErrorMessage(refused)).toBe('The file is not a PDF, PNG or JPEG')
    expect(uploadErrorMessage(new ApiError(0, 'Network error', null))).toBe(
      'Upload failed. The file did not reach us: check your connection and try again.',
    )
    expect(uploadErrorMessage(new ApiError(413, 'Payload Too Large', null))).toBe(
      'Upload failed. The file is larger than the 10 MB we accept.',
    )
    expect(uploadErrorMessage(new ApiError(502, 'Bad Gateway', null))).toBe(
      'Upload failed. We could not take the file just now: please try again in a minute.',
    )
  })
})

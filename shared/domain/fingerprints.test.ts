import { describe, expect, it } from 'vitest'
import { fingerprintBadge } from './fingerprints.ts'

describe('fingerprintBadge', () => {
  it('calls a file that failed the automatic checks not usable until staff decide', () => {
    expect(fingerprintBadge({ reviewStatus: 'RECEIVED', valid: false })).toEqual({
      status: 'REJECTED',
      label: 'Not usable',
    })
    expect(fingerprintBadge({ reviewStatus: 'RECEIVED', valid: true })).toEqual({
      status: 'RECEIVED',
      label: 'Received',
    })
    expect(fingerprintBadge({ reviewStatus: 'ACCEPTED', valid: false })).toEqual({
      status: 'ACCEPTED',
      label: 'Accepted',
    })
  })
})

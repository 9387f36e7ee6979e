import { describe, expect, it } from 'vitest'
import { BUREAUS } from '#shared/domain/credit-repair.ts'
import { BUREAU_ADDRESSES } from './bureau-addresses.ts'

describe('BUREAU_ADDRESSES', () => {
  it('gives every bureau a P.O. box, a city line with a ZIP code and a dated https source', () => {
    for (const bureau of BUREAUS) {
      const address = BUREAU_ADDRESSES[bureau]
      expect(address.bureau).toBe(bureau)
      expect(address.lines.some((line) => /^P\.O\. Box \d+$/.test(line))).toBe(true)
      expect(address.lines.at(-1)).toMatch(/^[A-Za-z ]+, [A-Z]{2} \d{5}(-\d{4})?$/)
      expect(address.source.url).toMatch(/^https:\/\//)
      expect(address.source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('names a conflicting address wherever the bureau did not confirm ours itself', () => {
    for (const bureau of BUREAUS) {
      const { source } = BUREAU_ADDRESSES[bureau]
      if (!source.isConfirmedByBureau) expect(source.conflictingAddress).not.toBeNull()
    }
  })
})

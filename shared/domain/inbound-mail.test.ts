import { describe, expect, it } from 'vitest'
import { mailCheckLabel, mailChecksText } from './inbound-mail.ts'

describe('the mail checks in words', () => {
  it('names each check with its result in words, never a raw code', () => {
    expect(mailChecksText({ spf: 'pass', dkim: 'none', dmarc: 'fail' })).toBe(
      'SPF: pass · DKIM: none · DMARC: fail',
    )
    expect(mailChecksText({ spf: 'softfail', dkim: 'temperror', dmarc: 'permerror' })).toBe(
      'SPF: soft fail · DKIM: could not be checked · DMARC: broken record',
    )
  })

  it('reads a result nobody gave words yet in lower case', () => {
    expect(mailCheckLabel('SOME_NEW_RESULT')).toBe('some new result')
  })
})

import { describe, expect, it } from 'vitest'
import { decodeDisplayFormat, encodeDisplayFormat } from './display-format.ts'

describe('the display format cookie', () => {
  it('reads back what the browser wrote', () => {
    const display = { locale: 'en-GB', timeZone: 'Europe/London' }
    expect(decodeDisplayFormat(encodeDisplayFormat(display))).toEqual(display)
  })

  it('refuses a zone or locale that does not exist, and anything else', () => {
    expect(decodeDisplayFormat('Mars/Olympus|en-US')).toBeNull()
    expect(decodeDisplayFormat('America/Chicago|not a locale')).toBeNull()
    expect(decodeDisplayFormat('America/Chicago|en-US|x')).toBeNull()
    expect(decodeDisplayFormat('')).toBeNull()
    expect(decodeDisplayFormat(undefined)).toBeNull()
  })
})

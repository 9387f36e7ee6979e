import { describe, expect, it } from 'vitest'
import { describeDevice, maskIp } from './session-view.ts'

describe('describeDevice', () => {
  it('names the browser and the system in words', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows')
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone')
    expect(describeDevice(null)).toBe('Unknown device')
  })
})

describe('maskIp', () => {
  it('hides the host part of an address', () => {
    expect(maskIp('203.0.113.42')).toBe('203.0.113.x')
    expect(maskIp('::ffff:198.51.100.7')).toBe('198.51.100.x')
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:…')
    expect(maskIp('not an address')).toBeNull()
    expect(maskIp(null)).toBeNull()
  })
})

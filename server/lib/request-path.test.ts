import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRequestPath, readPath } from './request-path.ts'

describe('parseRequestPath', () => {
  it('reads the paths our own client writes as plain, with or without a query or trailing slash', () => {
    for (const url of ['/api/cases', '/api/cases/', '/api/cases?x=1', '/api/case/a%2Fb', '/api/x%20y', '/']) {
      expect(parseRequestPath(url).isPlain, url).toBe(true)
    }
    expect(parseRequestPath('/api/cases/?x=1')).toEqual({
      canonical: '/api/cases',
      isApi: true,
      isPlain: true,
    })
    expect(parseRequestPath('/about').isApi).toBe(false)
  })

  it('finds /api behind every encoding, slash, dot-segment, case and form variant, and marks it not plain', () => {
    const variants = [
      '/%61pi/cases',
      '/%41PI/cases',
      '/api/c%61ses',
      '/%2561pi/cases',
      '/%252561pi/cases',
      '//api/cases',
      '/api//cases',
      '/api/./cases',
      '/api/%2e/cases',
      '/api/x/../cases',
      '/api/x/%2e%2e/cases',
      '/x/%2E%2E/api/cases',
      '/API/cases',
      '/Api/cases',
      '/api;x=1/cases',
      '/api/cases;x=1',
      '/api%2Fcases',
      'http://evil.example/api/cases',
      '/api/cases#x',
    ]
    for (const url of variants) {
      const path = parseRequestPath(url)
      expect(path.isApi, url).toBe(true)
      expect(path.isPlain, url).toBe(false)
    }
    expect(parseRequestPath('/%61pi/auth/user').canonical).toBe('/api/auth/user')
    expect(parseRequestPath('/api/x/../auth/./user/').canonical).toBe('/api/auth/user')
    expect(parseRequestPath('//api///auth/user?x').canonical).toBe('/api/auth/user')
  })

  it('never fails on malformed escapes', () => {
    expect(parseRequestPath('/api/%zz/%').isApi).toBe(true)
    expect(parseRequestPath('/%E0%A4%A/x').isApi).toBe(false)
  })

  it('reads a plain path by its shortcut exactly as the full reading does', () => {
    const piece = fc.constantFrom(
      'api',
      'API',
      'Api',
      'cases',
      'x',
      '.',
      '..',
      '.x',
      '',
      '%61',
      '%2e',
      ';a',
      'a#b',
      'é',
    )
    const url = fc
      .tuple(fc.array(piece, { maxLength: 5 }), fc.constantFrom('', '?a=1', '?a=/../x', '#f'))
      .map(([segments, tail]) => `/${segments.join('/')}${tail}`)
    fc.assert(
      fc.property(url, (u) => {
        expect(parseRequestPath(u)).toEqual(readPath(u))
      }),
      { numRuns: 2000 },
    )
  })
})

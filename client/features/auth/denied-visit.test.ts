import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearDeniedVisit, deniedVisitState, markDeniedVisit } from './denied-visit.ts'

function fakeStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('the non-admin’s trip to sign in', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { sessionStorage: fakeStorage() })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('is made once: the page it started from knows it came back, until the mark is cleared', () => {
    expect(deniedVisitState('/admin/cases?q=1')).toBe('first')
    markDeniedVisit('/admin/cases?q=1')
    expect(deniedVisitState('/admin/cases?q=1')).toBe('returned')
    expect(deniedVisitState('/inbox')).toBe('first')
    clearDeniedVisit()
    expect(deniedVisitState('/admin/cases?q=1')).toBe('first')
  })

  it('is made again after a minute', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T12:00:00Z') })
    markDeniedVisit('/admin')
    vi.setSystemTime(Date.parse('2026-11-27T12:01:01Z'))
    expect(deniedVisitState('/admin')).toBe('first')
  })

  it('is not made where nothing can be remembered (it would loop)', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError')
      },
    })
    expect(deniedVisitState('/admin')).toBe('no-storage')
    expect(() => markDeniedVisit('/admin')).not.toThrow()
  })
})

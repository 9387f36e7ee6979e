import { describe, expect, it } from 'vitest'
import { mayCall, mayUseOwned, refusalStatus } from './access.ts'

describe('the access table', () => {
  it('lets anyone call public endpoints, signed-in users customer ones, and only admins admin ones', () => {
    expect(['SIGNED_OUT', 'USER', 'ADMIN'].map((c) => mayCall('public', c as 'USER'))).toEqual([
      true,
      true,
      true,
    ])
    expect(['SIGNED_OUT', 'USER', 'ADMIN'].map((c) => mayCall('customer', c as 'USER'))).toEqual([
      false,
      true,
      true,
    ])
    expect(['SIGNED_OUT', 'USER', 'ADMIN'].map((c) => mayCall('admin', c as 'USER'))).toEqual([
      false,
      false,
      true,
    ])
  })

  it('answers a signed-out caller 401 and a signed-in one without the role 403', () => {
    expect(refusalStatus('SIGNED_OUT')).toBe(401)
    expect(refusalStatus('USER')).toBe(403)
  })

  it("opens a customer's case to its owner and admins, and their signature to the owner alone", () => {
    const owner = { id: 'u1', role: 'USER' as const }
    const stranger = { id: 'u2', role: 'USER' as const }
    const admin = { id: 'a1', role: 'ADMIN' as const }
    expect([owner, stranger, admin].map((actor) => mayUseOwned('case', actor, 'u1'))).toEqual([
      true,
      false,
      true,
    ])
    expect([owner, stranger, admin].map((actor) => mayUseOwned('signature', actor, 'u1'))).toEqual([
      true,
      false,
      false,
    ])
  })
})

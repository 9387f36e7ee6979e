import {
  mayCall,
  OWNED_RESOURCES,
  refusalStatus,
  type Caller,
  type OwnedResource,
} from '#shared/domain/access.ts'
import type { RouteUnderTest } from './requests.ts'

/**
 * What a route's `access` (and `owner`) promise each kind of caller, read from the access table in
 * shared/domain/access.ts (docs/decisions/018-generated-contract-suites.md).
 */

/** The four callers of the matrix: every request carries the owner's ids. */
export const MATRIX_CALLERS = ['SIGNED_OUT', 'OTHER_CUSTOMER', 'OWNER', 'ADMIN'] as const
export type MatrixCaller = (typeof MATRIX_CALLERS)[number]

export const CALLER_ROLE: Record<MatrixCaller, Caller> = {
  SIGNED_OUT: 'SIGNED_OUT',
  OTHER_CUSTOMER: 'USER',
  OWNER: 'USER',
  ADMIN: 'ADMIN',
}

export type Expectation =
  /** The guard refuses: 401 signed out, 403 signed in without the role. */
  | { kind: 'refused'; status: 401 | 403 }
  /** Someone else's record: 404, as if it did not exist. */
  | { kind: 'hidden' }
  /** Let in; `mayBeMissing` when a 404 is still a correct answer for this caller. */
  | { kind: 'admitted'; mayBeMissing: boolean }
  /** A signed route called without a signature: never a success. */
  | { kind: 'unsigned' }
  /** Public: any answer but a server error; the suite checks the session makes no difference. */
  | { kind: 'public' }
  /** Some of the records named are open to the caller, others are not: let in, never served. */
  | { kind: 'partlyHidden' }

function ownedKinds(route: RouteUnderTest): OwnedResource[] {
  return Object.values(route.owner ?? {})
}

/** Whether every record the route names is open to this role besides its owner. */
function opensAllTo(role: Caller, kinds: OwnedResource[]): boolean {
  return kinds.every((kind) => (OWNED_RESOURCES[kind].alsoFor as readonly Caller[]).includes(role))
}

/** The answer the access table promises a caller of a route. */
export function expectationFor(route: RouteUnderTest, caller: MatrixCaller): Expectation {
  if (route.authenticatedBy === 'signature') return { kind: 'unsigned' }
  const role = CALLER_ROLE[caller]
  if (!mayCall(route.access, role)) return { kind: 'refused', status: refusalStatus(role) }
  if (route.access === 'public') return { kind: 'public' }
  const kinds = ownedKinds(route)
  // Public routes and routes acting on the caller's own account name no one else's record; a 404
  // there means the caller has none yet (no saved /verify form) or the sampled id names nothing.
  if (kinds.length === 0) return { kind: 'admitted', mayBeMissing: true }
  if (caller === 'OWNER') return { kind: 'admitted', mayBeMissing: false }
  if (opensAllTo(role, kinds)) {
    // Roles the table opens a record to read it; what they may change is the service's rule
    // (an admin does not sign an agreement for a customer), so only a read must succeed.
    return { kind: 'admitted', mayBeMissing: route.method !== 'GET' }
  }
  // An admin may read a customer's case but never pay with the customer's signature.
  if (kinds.some((kind) => opensAllTo(role, [kind]))) return { kind: 'partlyHidden' }
  return { kind: 'hidden' }
}

/** Why a status breaks the expectation, or null when it keeps it. */
export function breach(expectation: Expectation, status: number): string | null {
  if (status >= 500) return `answered ${status}: a server error is never a correct answer`
  switch (expectation.kind) {
    case 'refused':
      return status === expectation.status ? null : `expected ${expectation.status}, got ${status}`
    case 'hidden':
      return status === 404 ? null : `expected 404 (someone else's record), got ${status}`
    case 'public':
      return null
    case 'partlyHidden':
      if (status === 401 || status === 403) return `expected to be let in, got ${status}`
      return status >= 400 ? null : `answered ${status} with a record that is not the caller's`
    case 'unsigned':
      return status >= 200 && status < 300 ? `answered ${status} without a signature` : null
    case 'admitted':
      if (status === 401 || status === 403) return `expected to be let in, got ${status}`
      if (status === 404 && !expectation.mayBeMissing) return `expected its own record, got 404`
      return null
  }
}

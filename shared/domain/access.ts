import type { Role } from './roles.ts'

/**
 * Who may do what, as data (docs/decisions/018-generated-contract-suites.md): the route guard, the
 * services' ownership checks and the generated access-matrix test all read this one table, so a
 * new role (the affiliate) is added here and nowhere else.
 */

/** A caller as the guard sees it: a signed-out visitor or a signed-in user with their role. */
/** What a signed-in caller without the ADMIN role is told by every admin endpoint and page. */
export const ADMIN_ONLY_MESSAGE = 'You need admin privileges to access this area.'

export type Caller = 'SIGNED_OUT' | Role

/** The access levels a contract entry can name, and which callers each admits. */
export const ACCESS_LEVELS = {
  /** Anyone, signed in or not. */
  public: { callers: ['SIGNED_OUT', 'USER', 'ADMIN'] },
  /** A signed-in customer (an admin is a user too); their own records only, see OWNED_RESOURCES. */
  customer: { callers: ['USER', 'ADMIN'] },
  /** The back office. */
  admin: { callers: ['ADMIN'] },
} as const satisfies Record<string, { callers: readonly Caller[] }>

export type Access = keyof typeof ACCESS_LEVELS
export const ACCESS_NAMES = Object.keys(ACCESS_LEVELS) as Access[]

/**
 * Records that belong to one customer. Besides their owner, the roles listed may use them (admins
 * see every customer's case, order and documents: DECISIONS §2); for anyone else they do not
 * exist, so the answer is 404, never 403, and nobody learns that the id is taken.
 */
export const OWNED_RESOURCES = {
  /** A customer's own lists, named by their user id. */
  user: { alsoFor: ['ADMIN'] },
  case: { alsoFor: ['ADMIN'] },
  order: { alsoFor: ['ADMIN'] },
  document: { alsoFor: ['ADMIN'] },
  /** A fingerprint file of a customer's case. */
  fingerprint: { alsoFor: ['ADMIN'] },
  /** A signed agreement: only its signer may pay with it. */
  signature: { alsoFor: [] },
  /** A payment attempt, named by its client secret: only the payer confirms it. */
  payment: { alsoFor: [] },
  /** An affiliate's figures and payouts, named by the affiliate's code (DECISIONS §4: a code alone shows nothing). */
  affiliate: { alsoFor: ['ADMIN'] },
  /** An identity check: only the person checked submits photos to it. */
  identitySession: { alsoFor: [] },
} as const satisfies Record<string, { alsoFor: readonly Role[] }>

export type OwnedResource = keyof typeof OWNED_RESOURCES

/** Whether the guard of an access level lets this caller in (401 signed out, 403 otherwise). */
export function mayCall(access: Access, caller: Caller): boolean {
  return (ACCESS_LEVELS[access].callers as readonly Caller[]).includes(caller)
}

/** The status a caller the level refuses is answered with. */
export function refusalStatus(caller: Caller): 401 | 403 {
  return caller === 'SIGNED_OUT' ? 401 : 403
}

/** Whether a signed-in user may use a customer's record of this kind (anyone else gets 404). */
export function mayUseOwned(
  resource: OwnedResource,
  actor: { id: string; role: Role },
  ownerId: string,
): boolean {
  return actor.id === ownerId || (OWNED_RESOURCES[resource].alsoFor as readonly Role[]).includes(actor.role)
}

export const ROLES = ['USER', 'ADMIN'] as const
export type Role = (typeof ROLES)[number]

/**
 * Who did something, as the activity, audit log, documents and refunds record it: a person in
 * one of the roles, or the product itself (SYSTEM).
 */
export const ACTORS = ['USER', 'SYSTEM', 'ADMIN'] as const satisfies readonly (Role | 'SYSTEM')[]
export type Actor = (typeof ACTORS)[number]

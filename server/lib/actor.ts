import type { User } from '#shared/contracts/auth.contract.ts'

/** Customers see only their own records; admins see everyone's. */
export function canActFor(actor: User, userId: string): boolean {
  return actor.id === userId || actor.role === 'ADMIN'
}

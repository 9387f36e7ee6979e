import type { User } from '#shared/contracts/auth.contract.ts'
import { mayUseOwned, type OwnedResource } from '#shared/domain/access.ts'

/**
 * Customers see only their own records; the roles the access table names (admins) see everyone's.
 * `resource` is the kind of record, as in shared/domain/access.ts (docs/decisions/018-generated-contract-suites.md).
 */
export function canActFor(actor: User, userId: string, resource: OwnedResource = 'user'): boolean {
  return mayUseOwned(resource, actor, userId)
}

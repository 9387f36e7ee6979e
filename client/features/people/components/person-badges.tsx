import type { PersonRow } from '#shared/contracts/people.contract.ts'
import { Badge } from '#client/components/ui/badge.tsx'

/** A person's role, affiliate profile and disabled state as badges. */
export function PersonBadges({ person }: { person: PersonRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={person.role === 'ADMIN' ? 'purple' : 'secondary'}>
        {person.role === 'ADMIN' ? 'Admin' : 'Customer'}
      </Badge>
      {person.affiliate ? (
        <Badge variant={person.affiliate.status === 'ACTIVE' ? 'blue' : 'gray'}>
          Affiliate {person.affiliate.code}
        </Badge>
      ) : null}
      {person.disabledAt ? <Badge variant="orange">Disabled</Badge> : null}
    </span>
  )
}

export function personName(person: Pick<PersonRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email
}

import { Link } from 'react-router'
import type { PersonRow } from '#shared/contracts/people.contract.ts'
import { formatLocalDate } from '#client/lib/dates.ts'
import { adminPersonPath } from '#client/lib/paths.ts'
import { PersonBadges, personName } from './person-badges.tsx'

/** One page of people: a table on wide screens, one card per person on a phone. */
export function PeopleTable({ people }: { people: PersonRow[] }) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="People">
        {people.map((person) => (
          <li key={person.id}>
            <article className="grid gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
              <h2 className="text-base font-semibold">
                <Link to={adminPersonPath(person.id)} className="text-navy-800 underline underline-offset-2">
                  {personName(person)}
                </Link>
              </h2>
              <p className="text-sm break-all text-navy-700">{person.email}</p>
              <PersonBadges person={person} />
              <p className="text-sm text-navy-700">
                {person.caseCount} {person.caseCount === 1 ? 'case' : 'cases'} · joined{' '}
                {formatLocalDate(person.createdAt)}
              </p>
            </article>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-navy-100 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">People</caption>
          <thead className="border-b border-navy-100 bg-navy-50 text-navy-800">
            <tr>
              {['Name', 'E-mail', 'Role and status', 'Cases', 'Joined'].map((name) => (
                <th key={name} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {people.map((person) => (
              <tr key={person.id} className="align-top hover:bg-navy-50/60">
                <th scope="row" className="px-4 py-3 font-semibold">
                  <Link
                    to={adminPersonPath(person.id)}
                    className="text-navy-800 underline underline-offset-2"
                  >
                    {personName(person)}
                  </Link>
                </th>
                <td className="px-4 py-3 break-all">{person.email}</td>
                <td className="px-4 py-3">
                  <PersonBadges person={person} />
                </td>
                <td className="px-4 py-3 tabular-nums">{person.caseCount}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatLocalDate(person.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

import { Link, useParams } from 'react-router'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useAdminSession } from '#client/features/auth/admin-session.queries.ts'
import { PersonView } from '#client/features/people/components/person-view.tsx'
import { usePerson } from '#client/features/people/people.queries.ts'
import { hasStatus } from '#client/lib/api-client.ts'
import { pagePaths } from '#client/lib/paths.ts'

/** /admin/people/:id: one person, with the account actions. */
export function AdminPersonRoute() {
  const { id = '' } = useParams()
  const query = usePerson(id)
  const session = useAdminSession()
  const myEmail = session.data?.state === 'admin' ? session.data.admin.username : null

  if (hasStatus(query.error, 400, 404)) {
    return (
      <div className="mx-auto grid w-full max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-navy-950">Person not found</h1>
        <p className="text-navy-800">Nobody has this account. The address may have been typed wrong.</p>
        <Link to={pagePaths.adminPeople} className="font-semibold text-navy-800 underline underline-offset-2">
          All people
        </Link>
      </div>
    )
  }
  if (query.data) return <PersonView detail={query.data} isSelf={query.data.person.email === myEmail} />
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <QueryState query={query} loadingLabel="Loading the person…" errorText="We could not load this person.">
        {() => null}
      </QueryState>
    </div>
  )
}

import { CircleAlert } from 'lucide-react'
import { hasStatus } from '#client/lib/api-client.ts'
import { useAffiliateStats } from '../affiliates.queries.ts'
import { PerformancePanel } from './performance-panel.tsx'

/**
 * The figures behind a code typed into Access Dashboard by a signed-in visitor without an affiliate
 * profile: shown only when the code is theirs or they are an admin (the server decides).
 */
export function CodeLookup({ code, email }: { code: string; email: string }) {
  const stats = useAffiliateStats(code)
  if (hasStatus(stats.error, 403, 404)) {
    return (
      <div role="alert" className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          The code {code} does not belong to the account you are signed in with ({email}). Sign in with the
          account that joined the affiliate program, or check the code.
        </p>
      </div>
    )
  }
  return (
    <section aria-labelledby="code-lookup-heading" className="grid gap-4">
      <h2 id="code-lookup-heading" className="text-2xl font-bold text-navy-950">
        Performance of {code}
      </h2>
      <PerformancePanel code={code} />
    </section>
  )
}

import { QueryState } from '#client/components/ui/query-state.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { isClientError } from '#client/lib/api-client.ts'
import { useRevokeOtherSessions } from '../accounts.mutations.ts'
import { useAccountSessions } from '../accounts.queries.ts'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** The devices signed in to the account, and "sign out everywhere else". */
export function SessionsList() {
  const sessions = useAccountSessions()
  const revoke = useRevokeOtherSessions()
  const onRevoke = async () => {
    try {
      const { message } = await revoke.mutateAsync()
      toast({ variant: 'success', title: 'Signed out elsewhere', description: message })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not signed out elsewhere',
        description: isClientError(error) ? error.message : 'Please try again.',
      })
    }
  }
  return (
    <QueryState
      query={sessions}
      loadingLabel="Loading your devices…"
      errorText="We could not load your devices."
    >
      {({ sessions: list }) => (
        <div className="grid gap-4">
          <ul className="grid gap-3">
            {list.map((session) => (
              <li key={session.id} className="rounded-md border border-navy-100 p-3 text-sm">
                <p className="font-semibold text-navy-950">
                  {session.device}
                  {session.isCurrent ? <span className="ml-2 text-green-800">(this device)</span> : null}
                </p>
                <p className="text-navy-700">
                  {session.approximateIp ? `Network ${session.approximateIp} · ` : ''}Signed in{' '}
                  {when(session.createdAt)}
                  {' · '}Last active {when(session.lastActiveAt)}
                </p>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={revoke.isPending || list.length < 2}
            onClick={() => void onRevoke()}
          >
            {revoke.isPending ? 'Signing out…' : 'Sign out everywhere else'}
          </Button>
        </div>
      )}
    </QueryState>
  )
}

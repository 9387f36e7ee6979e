import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { User } from '#shared/contracts/auth.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { serverPaths } from '#client/lib/paths.ts'
import { useCurrentUser } from '../auth.queries.ts'

const SIGN_IN_REDIRECT_DELAY_MS = 500

/** Renders its children for a signed-in user; a signed-out visitor is sent to sign in and back. */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { data: user, isPending, isError, refetch } = useCurrentUser()
  if (isPending) return <Spinner label="Loading your account…" />
  if (isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-navy-900">We could not load your account. Please try again.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (!user) return <SignedOutRedirect />
  return children(user)
}

function SignedOutRedirect() {
  const location = useLocation()
  const returnTo = `${location.pathname}${location.search}`
  const hasWarned = useRef(false)

  useEffect(() => {
    if (!hasWarned.current) {
      hasWarned.current = true
      toast({
        variant: 'destructive',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      })
    }
    const timer = setTimeout(
      () => window.location.assign(serverPaths.login(returnTo)),
      SIGN_IN_REDIRECT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [returnTo])

  return <Spinner label="Redirecting to sign in…" />
}

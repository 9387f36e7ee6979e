import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { User } from '#shared/contracts/auth.contract.ts'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { useCurrentUser } from '../auth.queries.ts'
import { LOGGED_OUT_NOTICE, signInAgain, type SignedOutNotice } from '../sign-in-again.ts'

type RequireUserProps = {
  children: (user: User) => ReactNode
  /** What a signed-out visitor is told before going to sign in (the lost-session toast by default). */
  signedOutNotice?: SignedOutNotice
}

/** Renders its children for a signed-in user; a signed-out visitor is sent to sign in and back. */
export function RequireUser({ children, signedOutNotice = LOGGED_OUT_NOTICE }: RequireUserProps) {
  const { data: user, isPending, isError, refetch } = useCurrentUser()
  if (isPending) return <Spinner label="Loading your account…" />
  if (isError) {
    return (
      <LoadFailed layout="page" text="We could not load your account. Please try again." onRetry={refetch} />
    )
  }
  if (!user) return <SignedOutRedirect notice={signedOutNotice} />
  return children(user)
}

/** Warns that the session is gone and sends the visitor to sign in, back to this page afterwards. */
export function SignedOutRedirect({ notice = LOGGED_OUT_NOTICE }: { notice?: SignedOutNotice }) {
  const location = useLocation()
  const returnTo = `${location.pathname}${location.search}`
  const hasWarned = useRef(false)

  useEffect(() => {
    // StrictMode runs effects twice: one toast, but the redirect rescheduled after the cleanup.
    const cancel = signInAgain(returnTo, { isWarned: hasWarned.current, notice })
    hasWarned.current = true
    return cancel
  }, [returnTo, notice])

  return <Spinner label="Redirecting to sign in…" />
}

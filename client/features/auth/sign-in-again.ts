import { toast } from '#client/components/ui/use-toast.ts'
import { serverPaths } from '#client/lib/paths.ts'

const SIGN_IN_REDIRECT_DELAY_MS = 500

/**
 * The specification's answer to a lost session: the destructive 'Unauthorized' toast, then the
 * sign-in page after 500 ms, returning to `returnTo` afterwards. Returns a function that cancels
 * the redirect (for a component that unmounts first).
 */
export function signInAgain(returnTo: string, { isWarned = false } = {}): () => void {
  if (!isWarned) {
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
}

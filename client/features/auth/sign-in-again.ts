import { toast } from '#client/components/ui/use-toast.ts'
import { serverPaths } from '#client/lib/paths.ts'

/** What a page says to a signed-out visitor before sending them to sign in, and after how long. */
export type SignedOutNotice = { title: string; description: string; delayMs: number }

/** The specification's answer to a lost session: the 'Unauthorized' toast, then sign-in after 500 ms. */
export const LOGGED_OUT_NOTICE: SignedOutNotice = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  delayMs: 500,
}

/**
 * Warns with the destructive toast of `notice` (the lost-session one unless a page has its own),
 * then sends the visitor to the sign-in page after its delay, returning to `returnTo` afterwards.
 * Returns a function that cancels the redirect (for a component that unmounts first).
 */
export function signInAgain(
  returnTo: string,
  { isWarned = false, notice = LOGGED_OUT_NOTICE }: { isWarned?: boolean; notice?: SignedOutNotice } = {},
): () => void {
  if (!isWarned) {
    toast({ variant: 'destructive', title: notice.title, description: notice.description })
  }
  const timer = setTimeout(() => window.location.assign(serverPaths.login(returnTo)), notice.delayMs)
  return () => clearTimeout(timer)
}

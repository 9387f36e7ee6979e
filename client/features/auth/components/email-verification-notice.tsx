import { MailWarning } from 'lucide-react'
import type { User } from '#shared/contracts/auth.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { NETWORK_ERROR_MESSAGE } from '#client/components/form/server-error.ts'
import { useResendVerification } from '../auth.mutations.ts'

/** Asks an unverified customer to confirm their e-mail, with a way to get a fresh link. */
export function EmailVerificationNotice({ user }: { user: User }) {
  const resend = useResendVerification()
  if (user.isEmailVerified) return null

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) =>
        toast({ variant: 'success', title: 'Check your inbox', description: message }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not send the link',
          description:
            error instanceof ApiError ? (error.serverMessage ?? error.message) : NETWORK_ERROR_MESSAGE,
        }),
    })

  return (
    <section
      aria-labelledby="verify-email-heading"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="size-6 shrink-0 text-amber-800" />
      <div className="grow">
        <h2 id="verify-email-heading" className="font-semibold">
          Please confirm your e-mail address
        </h2>
        <p className="text-sm">
          We sent a confirmation link to <span className="font-medium break-all">{user.email}</span>.
        </p>
      </div>
      <Button variant="outline" size="sm" disabled={resend.isPending} onClick={onResend}>
        {resend.isPending ? 'Sending…' : 'Send a new link'}
      </Button>
    </section>
  )
}

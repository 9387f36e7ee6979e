import type { UseMutationResult } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { failureText } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useConfirmSubscription, useUnsubscribe } from '#client/features/newsletters/newsletters.mutations.ts'

type TokenAction = UseMutationResult<{ listName: string }, Error, string>

/**
 * The page a newsletter e-mail's link opens. Nothing changes on opening it (mail scanners follow
 * links): the visitor presses the button, which POSTs the link's token.
 */
function TokenPage({
  title,
  intro,
  button,
  pendingButton,
  done,
  action,
}: {
  title: string
  intro: string
  button: string
  pendingButton: string
  done: (listName: string) => string
  action: TokenAction
}) {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const isWellFormed = /^[A-Za-z0-9_-]{43}$/.test(token)
  return (
    <div className="mx-auto grid w-full max-w-xl content-start gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">{title}</h1>
      {!isWellFormed ? (
        <p role="alert" className="text-navy-900">
          This link is incomplete. Open the link from the e-mail again, or copy all of it into the address
          bar.
        </p>
      ) : action.isSuccess ? (
        <p role="status" className="text-lg text-navy-900">
          {done(action.data.listName)}
        </p>
      ) : (
        <>
          <p className="text-navy-900">{intro}</p>
          {action.isError ? (
            <p role="alert" className="text-red-800">
              {failureText(action.error)}
            </p>
          ) : null}
          <div>
            <Button disabled={action.isPending} onClick={() => action.mutate(token)}>
              {action.isPending ? pendingButton : button}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}

/** /newsletter/confirm?token=…: the double opt-in's second step. */
export function NewsletterConfirmRoute() {
  const action = useConfirmSubscription()
  return (
    <TokenPage
      title="Confirm your subscription"
      intro="Press the button to confirm that you want to receive our newsletter."
      button="Confirm subscription"
      pendingButton="Confirming…"
      done={(listName) =>
        `You are subscribed to ${listName}. Thank you! Every e-mail has a link to unsubscribe.`
      }
      action={action}
    />
  )
}

/** /newsletter/unsubscribe?token=…: the footer link of every campaign e-mail. */
export function NewsletterUnsubscribeRoute() {
  const action = useUnsubscribe()
  return (
    <TokenPage
      title="Unsubscribe"
      intro="Press the button to stop receiving our newsletter at this address."
      button="Unsubscribe"
      pendingButton="Unsubscribing…"
      done={(listName) => `You are unsubscribed from ${listName}. You will not receive it any more.`}
      action={action}
    />
  )
}

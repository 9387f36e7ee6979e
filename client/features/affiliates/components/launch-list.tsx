import { Rocket } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import type { ContentFigures } from '#shared/content/figures.ts'
import {
  LAUNCH_LIST_DUPLICATE_MESSAGE,
  LAUNCH_LIST_EMAIL_REQUIRED,
  LaunchLeadInputSchema,
} from '#shared/contracts/affiliates.contract.ts'
import { FormField } from '#client/components/form/form-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { hasStatus } from '#client/lib/api-client.ts'
import { useJoinLaunchList } from '../affiliates.mutations.ts'
import { SellingPoints } from './selling-points.tsx'

/**
 * The page while the program is closed for sign-ups (affiliatesPublic off): the selling points and
 * a form that puts an e-mail on the launch list, answered with a toast (spec 001 §4, §5, §8).
 */
export function LaunchList({ figures }: { figures: ContentFigures }) {
  const join = useJoinLaunchList()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const headingId = useId()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (join.isPending) return
    if (!email.trim()) {
      toast({ variant: 'destructive', title: 'Email Required', description: LAUNCH_LIST_EMAIL_REQUIRED })
      return
    }
    const parsed = LaunchLeadInputSchema.safeParse({ email })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    try {
      await join.mutateAsync(parsed.data)
      toast({
        variant: 'success',
        title: "You're on the list!",
        description: "You've been added to our affiliate launch list.",
      })
      setEmail('')
    } catch (failure) {
      if (hasStatus(failure, 409)) {
        toast({
          variant: 'destructive',
          title: 'Already Registered',
          description: LAUNCH_LIST_DUPLICATE_MESSAGE,
        })
      } else {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to register. Please try again.',
        })
      }
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-8">
      <div className="grid max-w-3xl gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-800 uppercase">
          <Rocket aria-hidden="true" className="size-4" />
          Launching soon
        </p>
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-navy-950">
          Affiliate Program Coming Soon
        </h2>
        <p className="text-lg text-navy-800">
          We are getting the affiliate program ready. Join the launch list and we will e-mail you the day
          sign-ups open.
        </p>
      </div>
      <SellingPoints figures={figures} />
      <Card className="max-w-xl">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={join.isPending} className="sm:justify-self-start">
            {join.isPending ? 'Joining…' : 'Join the Launch List'}
          </Button>
        </form>
      </Card>
    </section>
  )
}

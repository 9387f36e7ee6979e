import { useId } from 'react'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { Card } from '#client/components/ui/card.tsx'
import { AccessDashboardForm } from './access-dashboard-form.tsx'
import { AffiliateSignupForm } from './affiliate-signup-form.tsx'
import { SellingPoints } from './selling-points.tsx'

type JoinProgramProps = {
  user: User | null
  figures: ContentFigures
  onAccountCreated: (user: User) => Promise<void> | void
  passwordHint: string
}

/** The open program for a visitor who is not an affiliate yet: sign up, or open an existing dashboard. */
export function JoinProgram({ user, figures, onAccountCreated, passwordHint }: JoinProgramProps) {
  const joinId = useId()
  const accessId = useId()
  return (
    <div className="grid gap-8">
      <SellingPoints figures={figures} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <section aria-labelledby={joinId} className="grid gap-4">
            <div className="grid gap-1">
              <h2 id={joinId} className="text-2xl font-bold text-navy-950">
                Become an affiliate
              </h2>
              <p className="text-navy-700">
                {user
                  ? 'Your affiliate account joins the customer account you are signed in with.'
                  : 'Create your account and your affiliate code in one step.'}
              </p>
            </div>
            <AffiliateSignupForm
              key={user ? user.id : 'signed-out'}
              user={user}
              onAccountCreated={onAccountCreated}
              passwordHint={passwordHint}
            />
          </section>
        </Card>
        <Card className="self-start">
          <section aria-labelledby={accessId} className="grid gap-4">
            <h2 id={accessId} className="text-xl font-semibold text-navy-950">
              Open your dashboard
            </h2>
            <AccessDashboardForm isSignedIn={user !== null} />
          </section>
        </Card>
      </div>
    </div>
  )
}

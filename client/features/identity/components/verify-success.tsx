import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import type { VerifyProfile } from '#shared/contracts/identity.contract.ts'
import { ID_CHECK_DURATION, MANUAL_ID_FEE_NAME } from '#shared/domain/identity-check.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { pagePaths, plannedPaths } from '#client/lib/paths.ts'
import { ssnEnding } from './verify-form.tsx'

/** After the /verify form: the welcome with the name the server returned, and what comes next. */
export function VerifySuccess({ profile }: { profile: VerifyProfile }) {
  const nextSteps = [
    'Choose the restoration package that fits your case on our pricing page.',
    `At checkout, verify your ID with a photo (${ID_CHECK_DURATION}) so the ${MANUAL_ID_FEE_NAME} does not apply.`,
    'We e-mail you each time your case moves to its next step.',
  ]
  return (
    <Card className="grid gap-6">
      <div className="grid gap-2">
        <h2 className="flex items-center gap-2 text-2xl font-bold text-navy-950">
          <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-green-700" />
          <span className="break-words">Welcome, {profile.name}!</span>
        </h2>
        <p className="text-navy-800">
          Your information is saved. Your social security number is stored encrypted; we show it only as the
          number {ssnEnding(profile.ssnLast4)}.
        </p>
      </div>
      <section aria-labelledby="verify-next-heading" className="grid gap-3">
        <h3 id="verify-next-heading" className="text-lg font-semibold text-navy-950">
          Next steps
        </h3>
        <ul className="grid gap-2 text-navy-800">
          {nextSteps.map((step) => (
            <li key={step} className="flex gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
              {step}
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={plannedPaths.pricing}>View Pricing</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={pagePaths.dashboard}>Go to Dashboard</Link>
        </Button>
      </div>
    </Card>
  )
}

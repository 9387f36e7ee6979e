import { useState } from 'react'
import type { VerifyProfile } from '#shared/contracts/identity.contract.ts'
import { Card } from '#client/components/ui/card.tsx'
import { RequireUser } from '#client/features/auth/components/require-user.tsx'
import { VerifyForm } from '#client/features/identity/components/verify-form.tsx'
import { VerifySuccess } from '#client/features/identity/components/verify-success.tsx'

/** /verify: the customer's legal name, SSN, phone and address (spec 002 §2.10). */
export function VerifyRoute() {
  return <RequireUser>{() => <VerifyPage />}</RequireUser>
}

function VerifyPage() {
  const [profile, setProfile] = useState<VerifyProfile | null>(null)
  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-2xl content-start gap-6 px-4 py-10 sm:py-12">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-navy-950">
            {profile ? 'Verification complete' : 'Verify your information'}
          </h1>
          {profile ? null : (
            <p className="text-navy-700">
              We use these details to prepare your documents accurately. Your social security number is stored
              encrypted, and only its last four digits are ever shown again.
            </p>
          )}
        </div>
        {profile ? (
          <VerifySuccess profile={profile} />
        ) : (
          <Card>
            <VerifyForm onVerified={setProfile} />
          </Card>
        )}
      </div>
    </div>
  )
}

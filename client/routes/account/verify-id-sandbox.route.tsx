import { useParams } from 'react-router'
import { RequireUser } from '#client/features/auth/components/require-user.tsx'
import { SandboxIdCheck, SandboxNotice } from '#client/features/identity/components/sandbox-id-check.tsx'
import { ID_SIGNED_OUT_NOTICE } from '#client/features/identity/signed-out-notice.ts'

/** /verify-id/sandbox/{sessionId}: the built-in ID check that /verify-id sends the browser to. */
export function VerifyIdSandboxRoute() {
  const { sessionId = '' } = useParams()
  return (
    <RequireUser signedOutNotice={ID_SIGNED_OUT_NOTICE}>
      {() => (
        <div className="grow bg-navy-50">
          <div className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-10 sm:py-12">
            <div className="grid gap-2">
              <h1 className="text-3xl font-bold text-navy-950">ID check (test mode)</h1>
              <p className="text-navy-700">
                Add a photo of your ID and a selfie, then type your name and date of birth exactly as your ID
                shows them.
              </p>
            </div>
            <SandboxNotice />
            <SandboxIdCheck key={sessionId} sessionId={sessionId} />
          </div>
        </div>
      )}
    </RequireUser>
  )
}

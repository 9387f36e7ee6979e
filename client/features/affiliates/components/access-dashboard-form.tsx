import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { AffiliateCodeSchema } from '#shared/contracts/affiliates.contract.ts'
import { FormField } from '#client/components/form/form-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { pagePaths, withReturnTo } from '#client/lib/paths.ts'
import { affiliateCodePath, CODE_QUERY } from '../affiliate-paths.ts'

/**
 * An existing affiliate's way in: their code. Codes are public, so the code alone opens nothing
 * (DECISIONS §4): a signed-out visitor signs in first and comes back here with it; a signed-in one
 * sees its figures if the code is theirs.
 */
export function AccessDashboardForm({ isSignedIn }: { isSignedIn: boolean }) {
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const [code, setCode] = useState(searchParams.get(CODE_QUERY) ?? '')
  const [error, setError] = useState<string | undefined>()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = AffiliateCodeSchema.safeParse(code)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    if (isSignedIn) setSearchParams({ [CODE_QUERY]: parsed.data })
    else void navigate(withReturnTo(pagePaths.signIn, affiliateCodePath(parsed.data)))
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label="Already an affiliate? Enter your code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        hint={isSignedIn ? undefined : 'You will be asked to sign in first.'}
      />
      <Button type="submit" variant="outline" className="w-full sm:w-auto sm:justify-self-start">
        Access Dashboard
      </Button>
    </form>
  )
}

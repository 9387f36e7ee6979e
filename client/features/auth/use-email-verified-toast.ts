import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '#client/components/ui/use-toast.ts'

/**
 * The confirmation link lands on ?emailVerified=1: say so once, then drop the flag so a reload
 * does not say it again.
 */
export function useEmailVerifiedToast() {
  const [searchParams, setSearchParams] = useSearchParams()
  const isJustVerified = searchParams.get('emailVerified') === '1'

  useEffect(() => {
    if (!isJustVerified) return
    toast({
      variant: 'success',
      title: 'E-mail confirmed',
      description: 'Thank you: your e-mail address is confirmed.',
    })
    setSearchParams(
      (params) => {
        params.delete('emailVerified')
        return params
      },
      { replace: true },
    )
  }, [isJustVerified, setSearchParams])
}

import { useId } from 'react'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { cn } from '#client/lib/cn.ts'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { useSetProgramOpen } from '../affiliate-management.mutations.ts'
import { useProgramConfig } from '../affiliate-management.queries.ts'

/**
 * Opens or closes affiliate sign-ups (the affiliatesPublic setting): while closed, the public
 * affiliate page shows the launch list instead of the sign-up form.
 */
export function ProgramSwitch() {
  const config = useProgramConfig()
  const setOpen = useSetProgramOpen()
  const labelId = useId()
  const hintId = useId()

  const change = async (isOpen: boolean) => {
    try {
      await setOpen.mutateAsync(isOpen)
      toastDone(
        isOpen ? 'Sign-ups opened' : 'Sign-ups closed',
        isOpen
          ? 'The affiliate page takes sign-ups again.'
          : 'The affiliate page shows the launch list instead of the sign-up form.',
      )
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: failureText(error) })
    }
  }

  return (
    <QueryState
      query={config}
      loadingLabel="Loading the program setting…"
      errorText="We could not load the program setting."
    >
      {({ affiliatesPublic: isOpen }) => (
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-4">
            <span id={labelId} className="font-medium text-navy-950">
              Affiliate sign-ups open
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={isOpen}
              aria-labelledby={labelId}
              aria-describedby={hintId}
              disabled={setOpen.isPending}
              onClick={() => void change(!isOpen)}
              className={cn(
                'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60',
                isOpen ? 'bg-green-700' : 'bg-navy-400',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-block size-6 rounded-full bg-white shadow transition-transform',
                  isOpen ? 'translate-x-5' : 'translate-x-0',
                )}
              />
            </button>
          </div>
          <p id={hintId} className="text-sm text-navy-700">
            {isOpen
              ? 'Anyone signed in can join from the affiliate page.'
              : 'Closed: the affiliate page shows the launch list instead of the sign-up form.'}
          </p>
        </div>
      )}
    </QueryState>
  )
}

import { Send } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { hasStatus } from '#client/lib/api-client.ts'
import { useSubmitCase } from '../cases.mutations.ts'

/**
 * Submit Case, shown only at READY_TO_SEND (spec 000 §2). A lost session (401) gets the
 * logged-out toast and the sign-in redirect, as the case load does (spec 000 §6).
 */
export function SubmitCaseCard({ caseId, onSignedOut }: { caseId: string; onSignedOut: () => void }) {
  const submit = useSubmitCase(caseId)
  const onSubmit = async () => {
    try {
      await submit.mutateAsync(undefined)
      toast({ variant: 'success', title: 'Your case has been submitted successfully!' })
    } catch (error) {
      if (hasStatus(error, 401)) return onSignedOut()
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to submit case. Please try again.',
      })
    }
  }
  return (
    <Card className="border-green-200 bg-green-50 ring-green-200">
      <section aria-labelledby="submit-case-heading" className="grid gap-3">
        <h2 id="submit-case-heading" className="text-xl font-semibold text-navy-950">
          Ready to submit
        </h2>
        <p className="text-navy-800">
          Your documents, fingerprints and payment are complete. Submit your case and we file it with the
          authorities of your package; we e-mail you at every step.
        </p>
        <Button className="justify-self-start" disabled={submit.isPending} onClick={() => void onSubmit()}>
          <Send aria-hidden="true" />
          {submit.isPending ? 'Submitting…' : 'Submit Case'}
        </Button>
      </section>
    </Card>
  )
}

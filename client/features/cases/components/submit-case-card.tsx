import { Send } from 'lucide-react'
import { useState } from 'react'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { hasStatus } from '#client/lib/api-client.ts'
import { useSubmitCase } from '../cases.mutations.ts'

/**
 * Submit Case, shown only at READY_TO_SEND (spec 000 §2). It asks first, saying what is sent and that
 * it cannot be undone: one click must not file a case. A lost session (401) gets the logged-out
 * toast and the sign-in redirect, as the case load does (spec 000 §6).
 */
export function SubmitCaseCard({ caseId, onSignedOut }: { caseId: string; onSignedOut: () => void }) {
  const submit = useSubmitCase(caseId)
  const [isConfirming, setIsConfirming] = useState(false)
  const onSubmit = async () => {
    try {
      await submit.mutateAsync(undefined)
      setIsConfirming(false)
      toast({ variant: 'success', title: 'Your case has been submitted successfully!' })
    } catch (error) {
      setIsConfirming(false)
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
        <Button className="justify-self-start" onClick={() => setIsConfirming(true)}>
          <Send aria-hidden="true" />
          Submit Case
        </Button>
      </section>
      <ActionDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Submit your case?"
        description="We send your filing packet (your application, your documents and your fingerprints) to the authorities of your package. Once it is sent, the submission cannot be undone or changed."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsConfirming(false)} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button data-autofocus disabled={submit.isPending} onClick={() => void onSubmit()}>
            {submit.isPending ? 'Submitting…' : 'Yes, submit my case'}
          </Button>
        </div>
      </ActionDialog>
    </Card>
  )
}

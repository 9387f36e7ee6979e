import { MessageCircle } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'

// The form and what it needs (react-hook-form, the zod resolver, the inbox contract) load with the
// first press: the dashboard and the case page show the button from the start, and a customer
// rarely opens it (docs/decisions/055-signed-in-speed.md).
const ContactSupportDialog = lazy(() =>
  import('./contact-support-dialog.tsx').then((m) => ({ default: m.ContactSupportDialog })),
)

type ContactSupportButtonProps = {
  /** The case the message is about (the case page); none on the dashboard. */
  caseId?: string
  variant?: 'accent' | 'outline'
  className?: string
}

/** Contact Support: opens the dialog that sends the customer's message to the support inbox. */
export function ContactSupportButton({ caseId, variant = 'outline', className }: ContactSupportButtonProps) {
  const [isOpen, setIsOpen] = useState(false)
  // Once opened the dialog stays mounted, so a closed one keeps what was typed, as it always did.
  const [hasOpened, setHasOpened] = useState(false)

  return (
    <>
      <Button
        variant={variant}
        className={cn('w-full justify-start', className)}
        onClick={() => {
          setHasOpened(true)
          setIsOpen(true)
        }}
      >
        <MessageCircle aria-hidden="true" />
        Contact Support
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ContactSupportDialog caseId={caseId} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

import { LifeBuoy } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '#client/components/ui/card.tsx'

/** The Need Help side card; `children` is the Contact Support action the page composes in. */
export function NeedHelpCard({
  supportEmail,
  children,
}: {
  supportEmail: string | null
  children?: ReactNode
}) {
  return (
    <Card className="bg-navy-900 text-white ring-navy-900">
      <section aria-labelledby="case-help-heading" className="grid gap-3">
        <h2 id="case-help-heading" className="flex items-center gap-2 text-lg font-semibold">
          <LifeBuoy aria-hidden="true" className="size-5" />
          Need Help?
        </h2>
        <p className="text-sm text-navy-100">
          Questions about a document, your fingerprints or what comes next? Our support team answers within
          one business day.
        </p>
        {supportEmail ? (
          <p className="text-sm text-navy-100">
            E-mail{' '}
            <a href={`mailto:${supportEmail}`} className="font-semibold break-all text-white underline">
              {supportEmail}
            </a>
          </p>
        ) : null}
        {children}
      </section>
    </Card>
  )
}

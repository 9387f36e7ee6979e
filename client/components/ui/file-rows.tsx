import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from './badge.tsx'
import { Button } from './button.tsx'

const REVIEW_BADGES = { RECEIVED: 'secondary', ACCEPTED: 'green', REJECTED: 'yellow' } as const

/** A list of stored files (documents, fingerprint files), one row each, divided by rules. */
export function FileRows({ children }: { children: ReactNode }) {
  return <ul className="grid divide-y divide-navy-100">{children}</ul>
}

/** One row of FileRows. */
export function FileRow({ children }: { children: ReactNode }) {
  return <li className="grid gap-2 py-3 first:pt-0 last:pb-0">{children}</li>
}

/** The download link of a stored file, naming the file to screen readers. */
export function FileDownloadButton({ href, filename }: { href: string; filename: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="justify-self-start">
      <a href={href} download={filename}>
        <Download aria-hidden="true" />
        Download
        <span className="sr-only"> {filename}</span>
      </a>
    </Button>
  )
}

/** Where staff stand on one of the customer's files, as the customer sees it. */
export function FileReviewBadge({ status, label }: { status: keyof typeof REVIEW_BADGES; label: string }) {
  return <Badge variant={REVIEW_BADGES[status]}>{label}</Badge>
}

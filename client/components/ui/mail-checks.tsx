import { mailChecksText, SENDER_CHECK_LABELS, type MailChecks } from '#shared/domain/inbound-mail.ts'
import { cn } from '#client/lib/cn.ts'
import { Badge } from './badge.tsx'

/** Whether the checks proved who sent an e-mail, as a badge: green when they did, orange when not. */
export function SenderCheckBadge({ isVerified }: { isVerified: boolean }) {
  return (
    <Badge variant={isVerified ? 'green' : 'orange'}>
      {isVerified ? SENDER_CHECK_LABELS.verified : SENDER_CHECK_LABELS.notVerified}
    </Badge>
  )
}

/**
 * What the mail server found out about an e-mail's sender: the badge, and SPF, DKIM and DMARC in
 * words ("SPF: pass · DKIM: none · DMARC: fail"), docs/decisions/058-inbound-mail-authentication.md.
 */
export function MailChecksLine({ checks, className }: { checks: MailChecks; className?: string }) {
  return (
    <span className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs', className)}>
      <SenderCheckBadge isVerified={checks.isSenderVerified} />
      <span>{mailChecksText(checks)}</span>
    </span>
  )
}

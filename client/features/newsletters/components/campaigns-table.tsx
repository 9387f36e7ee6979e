import { useState } from 'react'
import type { Campaign } from '#shared/contracts/newsletters.contract.ts'
import type { CampaignRecipientStatus } from '#shared/domain/publishing.ts'
import { CAMPAIGN_STATUS_NAMES, labelFrom } from '#shared/domain/labels.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { isSending, useCampaignRecipients } from '../newsletters.queries.ts'
import { formatLocalDateTime } from '#client/lib/dates.ts'

const STATUS_VARIANT: Record<Campaign['status'], BadgeVariant> = {
  QUEUED: 'yellow',
  SENDING: 'blue',
  SENT: 'green',
  FAILED: 'orange',
}

const RECIPIENT_LABELS: Record<CampaignRecipientStatus, string> = {
  QUEUED: 'Queued',
  SENDING: 'Sending',
  SENT: 'Sent',
  FAILED: 'Failed',
  BOUNCED: 'Bounced',
  SKIPPED: 'Skipped',
}

/** Campaigns: status, a progress bar while sending, recipients by status, and each recipient on demand. */
export function CampaignsTable({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <ul aria-label="Campaigns" className="grid gap-4">
      {campaigns.map((campaign) => (
        <CampaignRow key={campaign.id} campaign={campaign} />
      ))}
    </ul>
  )
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const [isOpen, setOpen] = useState(false)
  const counts = (Object.keys(RECIPIENT_LABELS) as CampaignRecipientStatus[]).filter(
    (status) => campaign.counts[status] > 0,
  )
  return (
    <li className="grid gap-2 border-b border-navy-100 pb-4 text-sm last:border-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-navy-950">{campaign.subject}</span>
        <Badge variant={STATUS_VARIANT[campaign.status]}>
          {labelFrom(CAMPAIGN_STATUS_NAMES, campaign.status)}
        </Badge>
      </div>
      <p className="break-words text-navy-700">
        To {campaign.listName} · from {campaign.fromName} &lt;{campaign.fromEmail}&gt; ·{' '}
        {formatLocalDateTime(campaign.createdAt)}
      </p>
      {isSending(campaign) ? (
        <div className="grid gap-1">
          <Progress value={campaign.percent} label={`Sending ${campaign.subject}`} />
          <span className="text-navy-700 tabular-nums">{campaign.percent}% done</span>
        </div>
      ) : null}
      <p className="text-navy-800 tabular-nums">
        {campaign.totalRecipients.toLocaleString()} recipient{campaign.totalRecipients === 1 ? '' : 's'}
        {counts.map((status) => (
          <span key={status}>
            {' '}
            · {RECIPIENT_LABELS[status]} {campaign.counts[status].toLocaleString()}
          </span>
        ))}
      </p>
      {campaign.errorMessage ? <p className="text-red-800">{campaign.errorMessage}</p> : null}
      {campaign.totalRecipients > 0 ? (
        <div>
          <Button variant="outline" size="sm" aria-expanded={isOpen} onClick={() => setOpen(!isOpen)}>
            {isOpen ? 'Hide recipients' : 'Show recipients'}
            <span className="sr-only"> of {campaign.subject}</span>
          </Button>
        </div>
      ) : null}
      {isOpen ? <Recipients campaignId={campaign.id} /> : null}
    </li>
  )
}

function Recipients({ campaignId }: { campaignId: string }) {
  const [status, setStatus] = useState<CampaignRecipientStatus | undefined>(undefined)
  const recipients = useCampaignRecipients(campaignId, status)
  return (
    <div className="grid gap-2 rounded-lg bg-navy-50 p-3">
      <label className="flex flex-wrap items-center gap-2">
        <span>Show</span>
        <select
          className="rounded border border-navy-200 bg-white px-2 py-1"
          value={status ?? ''}
          onChange={(event) =>
            setStatus((event.target.value || undefined) as CampaignRecipientStatus | undefined)
          }
        >
          <option value="">All</option>
          {(Object.keys(RECIPIENT_LABELS) as CampaignRecipientStatus[]).map((s) => (
            <option key={s} value={s}>
              {RECIPIENT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <QueryState
        query={recipients}
        loadingLabel="Loading the recipients…"
        errorText="We could not load the recipients."
        isEmpty={(data) => data.recipients.length === 0}
        empty={<p>No recipients with this status.</p>}
      >
        {(data) => (
          <ul aria-label="Recipients" className="grid gap-1">
            {data.recipients.map((r) => (
              <li key={r.email} className="flex flex-wrap gap-x-2">
                <span className="break-all">{r.email}</span>
                <span className="font-medium">{RECIPIENT_LABELS[r.status]}</span>
                {r.error ? <span className="text-navy-700">({r.error})</span> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}

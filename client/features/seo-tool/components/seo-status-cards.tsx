import { Archive, Bot, Clock, FileCode } from 'lucide-react'
import type { SeoStatus } from '#shared/contracts/seo-tool.contract.ts'
import { StatTile } from '#client/components/ui/stat-tile.tsx'
import { formatLocalDateTime } from '#client/lib/dates.ts'

/** The four cards of the SEO screen (spec 002 §2.8); figures show a dash while loading. */
export function SeoStatusCards({ status }: { status: SeoStatus | undefined }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile
        label="HTML files found"
        value={status ? String(status.htmlFilesFound) : null}
        icon={FileCode}
      />
      <StatTile
        label="Backups available"
        value={status ? String(status.availableBackups) : null}
        icon={Archive}
      />
      <StatTile
        label="OpenAI status"
        value={status ? (status.openaiConfigured ? 'Ready' : 'Missing') : null}
        icon={Bot}
      />
      <StatTile
        label="Last backup"
        value={status ? (status.lastBackup ? formatLocalDateTime(status.lastBackup) : 'None') : null}
        icon={Clock}
      />
    </dl>
  )
}

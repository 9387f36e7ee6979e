import { GitCompare, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { SEO_TEXTS, type SeoBackup } from '#shared/contracts/seo-tool.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useRestoreSeoBackup } from '../seo-tool.mutations.ts'
import { BackupDiffDialog } from './backup-diff-dialog.tsx'
import { formatLocalDateTime } from '#client/lib/dates.ts'

const REASON_NAMES: Record<SeoBackup['reason'], string> = {
  OPTIMIZE: 'before an optimization',
  RESTORE: 'before a restore',
  EDIT: 'before a page edit',
}

/** The backups, newest first, each with Restore (after the browser's confirmation) and Compare. */
export function BackupsList({ backups }: { backups: SeoBackup[] }) {
  const restore = useRestoreSeoBackup()
  const [comparing, setComparing] = useState<number | null>(null)

  const restoreFrom = async (id: number) => {
    if (!window.confirm(SEO_TEXTS.restoreConfirm(id))) return
    try {
      await restore.mutateAsync(id)
      toast({ variant: 'success', title: SEO_TEXTS.restoredTitle, description: SEO_TEXTS.restored })
    } catch {
      toast({
        variant: 'destructive',
        title: SEO_TEXTS.restoreFailedTitle,
        description: SEO_TEXTS.restoreFailed,
      })
    }
  }

  return (
    <>
      <ul className="grid gap-2">
        {backups.map((backup) => (
          <li
            key={backup.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-navy-100"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="font-semibold text-navy-950">Backup {backup.id}</span>
              <span className="text-sm text-navy-800">
                <time dateTime={backup.timestamp}>{formatLocalDateTime(backup.timestamp)}</time>,{' '}
                {REASON_NAMES[backup.reason]}, {backup.pageCount} {backup.pageCount === 1 ? 'page' : 'pages'}{' '}
                overridden
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Compare backup ${backup.id} with now`}
                onClick={() => setComparing(backup.id)}
              >
                <GitCompare aria-hidden="true" />
                Compare
              </Button>
              <Button
                size="sm"
                aria-label={`Restore backup ${backup.id}`}
                disabled={restore.isPending}
                onClick={() => void restoreFrom(backup.id)}
              >
                <RotateCcw aria-hidden="true" />
                {restore.isPending && restore.variables === backup.id ? 'Restoring…' : 'Restore'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <BackupDiffDialog backupId={comparing} onClose={() => setComparing(null)} />
    </>
  )
}

import { SEO_HEAD_FIELD_NAMES } from '#shared/contracts/seo-tool.contract.ts'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useSeoDiff } from '../seo-tool.queries.ts'

const OWN = 'the page’s own'

/** A backup against the overrides now: each page and field that differs, side by side. */
export function BackupDiffDialog({ backupId, onClose }: { backupId: number | null; onClose: () => void }) {
  const diff = useSeoDiff(backupId)
  return (
    <ActionDialog
      isOpen={backupId !== null}
      onClose={onClose}
      title={`Backup ${backupId ?? ''} compared with now`}
      description="Each head field whose override differs. Restoring the backup brings back its values."
      className="max-w-3xl"
    >
      <QueryState
        query={diff}
        loadingLabel="Comparing…"
        errorText="We could not compare this backup."
        isEmpty={(data) => data.changes.length === 0}
        empty={<p className="text-sm text-navy-800">The backup holds the same overrides as now.</p>}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="text-navy-800">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Page
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Field
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    In the backup
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Now
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.changes.map((change) => (
                  <tr key={`${change.path} ${change.field}`} className="border-t border-navy-100 align-top">
                    <td className="py-2 pr-3 font-mono">{change.path}</td>
                    <td className="py-2 pr-3">{SEO_HEAD_FIELD_NAMES[change.field]}</td>
                    <td className="py-2 pr-3 break-words">{shown(change.backupValue)}</td>
                    <td className="py-2 break-words">{shown(change.currentValue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </ActionDialog>
  )
}

function shown(value: string | null) {
  if (value === null) return <em className="text-navy-700">{OWN}</em>
  if (value === '') return <em className="text-navy-700">empty</em>
  return value
}

import type { AdminSettings } from '#shared/contracts/settings.contract.ts'
import { OnThisPage } from '#client/components/ui/on-this-page.tsx'
import { LastChanged } from './last-changed.tsx'
import { SettingsGroupForm } from './settings-group-form.tsx'

/**
 * Every section of the settings editor, each its own form, with the newest change of all on top.
 * A section's form starts again from the stored values whenever anything was saved.
 */
export function SettingsEditor({ editor, onSaved }: { editor: AdminSettings; onSaved?: () => void }) {
  return (
    <div className="grid gap-6">
      <LastChanged changes={editor.changes} keys={Object.keys(editor.changes)} />
      <OnThisPage
        sections={editor.groups.map((group) => ({ id: `settings-${group.id}`, heading: group.label }))}
        listClassName="sm:grid-cols-3"
      />
      {editor.groups.map((group) => (
        <SettingsGroupForm
          key={`${group.id}@${editor.lastChange?.at ?? ''}`}
          editor={editor}
          group={group}
          onSaved={onSaved}
        />
      ))}
    </div>
  )
}

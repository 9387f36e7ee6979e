import { useQueryClient } from '@tanstack/react-query'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { contentKeys } from '#client/features/content/content.queries.ts'
import { useAdminSettings } from '#client/features/settings/settings.queries.ts'
import { SettingsEditor } from '#client/features/settings/components/settings-editor.tsx'

/**
 * /admin/settings (admins only, behind the back office's gate): every business figure and the
 * company details, grouped, each change previewed and confirmed before it is saved
 * (docs/decisions/037-settings-editor.md).
 */
export function AdminSettingsRoute() {
  const queryClient = useQueryClient()
  const editor = useAdminSettings()
  // The pages this browser has open read the figures again, as every other visitor's next load does.
  const onSaved = () => void queryClient.invalidateQueries({ queryKey: contentKeys.all })

  return (
    <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Settings</h1>
        <p className="text-navy-800">
          Prices, fees, payments, the affiliate program and the company details. A saved change applies at
          once to every page, checkout and the service agreement, and the audit log keeps who changed what.
        </p>
      </header>
      <QueryState
        query={editor}
        loadingLabel="Loading the settings…"
        errorText="We could not load the settings."
      >
        {(data) => <SettingsEditor editor={data} onSaved={onSaved} />}
      </QueryState>
    </div>
  )
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { settingsContract, type SettingsChangeInput } from '#shared/contracts/settings.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { settingsKeys } from './settings.queries.ts'

/**
 * Saves a change to the settings and catalog. The editor shows the stored values the answer
 * carries, and the public settings (footer, banners) are read again; `onSaved` lets the screen
 * refresh what other features built from the settings (the content figures).
 */
export function useChangeSettings({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SettingsChangeInput) => api(settingsContract.changeSettings, { body }),
    onSuccess: (result) => {
      queryClient.setQueryData(settingsKeys.admin(), result.editor)
      void queryClient.invalidateQueries({ queryKey: settingsKeys.public() })
      onSaved?.()
    },
  })
}

/** The figures the pages would show after a change, without saving it. */
export function usePreviewSettings() {
  return useMutation({
    mutationFn: (body: SettingsChangeInput) => api(settingsContract.previewSettings, { body }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  accountsContract,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type NotificationPreferences,
  type UpdateNameInput,
} from '#shared/contracts/accounts.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { accountKeys } from './accounts.queries.ts'

function useInvalidateAccount() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.all })
}

export function useUpdateName() {
  const invalidate = useInvalidateAccount()
  return useMutation({
    mutationFn: (body: UpdateNameInput) => api(accountsContract.updateName, { body }),
    onSuccess: invalidate,
  })
}

export function useChangeEmail() {
  return useMutation({ mutationFn: (body: ChangeEmailInput) => api(accountsContract.changeEmail, { body }) })
}

export function useChangePassword() {
  const invalidate = useInvalidateAccount()
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api(accountsContract.changePassword, { body }),
    onSuccess: invalidate,
  })
}

export function useRevokeOtherSessions() {
  const invalidate = useInvalidateAccount()
  return useMutation({
    mutationFn: () => api(accountsContract.revokeOtherSessions),
    onSuccess: invalidate,
  })
}

export function useUpdatePreferences() {
  const invalidate = useInvalidateAccount()
  return useMutation({
    mutationFn: (body: NotificationPreferences) => api(accountsContract.updatePreferences, { body }),
    onSuccess: invalidate,
  })
}

/** The JSON download: fetched through the contract, then handed to the browser as a file. */
export function useDownloadJson() {
  return useMutation({
    mutationFn: async () => {
      const data = await api(accountsContract.exportData)
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `my-data-${data.exportedAt.slice(0, 10)}.json`
      document.body.append(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(url)
    },
  })
}

/** Deletes the account; the page that asked drops what is cached about it once it has moved away. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountInput) => api(accountsContract.deleteAccount, { body }),
  })
}

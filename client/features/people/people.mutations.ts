import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  peopleContract,
  type AccountStatusInput,
  type PersonDetail,
  type RoleChangeInput,
} from '#shared/contracts/people.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { peopleKeys } from './people.queries.ts'

// An action answers with the person as they now are: the page shows it at once, and the lists
// (where their role or state shows) are read again.
function usePersonAction<V>(action: (variables: V) => Promise<PersonDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: (detail) => {
      queryClient.setQueryData(peopleKeys.person(detail.person.id), detail)
      void queryClient.invalidateQueries({ queryKey: peopleKeys.lists() })
    },
  })
}

/** Disables or enables an account, with the reason the audit log keeps. */
export function useSetAccountEnabled() {
  return usePersonAction(
    ({ userId, isEnabled, body }: { userId: string; isEnabled: boolean; body: AccountStatusInput }) =>
      api(isEnabled ? peopleContract.enable : peopleContract.disable, { params: { id: userId }, body }),
  )
}

/** Grants or removes ADMIN, with the person's e-mail typed as the confirmation. */
export function useSetRole() {
  return usePersonAction(({ userId, body }: { userId: string; body: RoleChangeInput }) =>
    api(peopleContract.setRole, { params: { id: userId }, body }),
  )
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  authContract,
  type User,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
} from '#shared/contracts/auth.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { authKeys } from './auth.queries.ts'

// A user query still in flight from before the sign-in would otherwise overwrite the new user
// with the signed-out answer.
async function storeSignedInUser(queryClient: QueryClient, user: User) {
  await queryClient.cancelQueries({ queryKey: authKeys.currentUser() })
  queryClient.setQueryData(authKeys.currentUser(), user)
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SignInInput) => api(authContract.signIn, { body }),
    onSuccess: ({ user }) => storeSignedInUser(queryClient, user),
  })
}

export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SignUpInput) => api(authContract.signUp, { body }),
    // No user (and no session) when the e-mail already has an account: its owner was e-mailed.
    onSuccess: ({ user }) => (user ? storeSignedInUser(queryClient, user) : undefined),
  })
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: RequestPasswordResetInput) => api(authContract.requestPasswordReset, { body }),
  })
}

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => api(authContract.resetPassword, { body }),
    // The server ends every session of the account, this browser's included.
    onSuccess: () => queryClient.setQueryData(authKeys.currentUser(), null),
  })
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => api(authContract.resendVerification) })
}

import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { CardSection } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { accountKeys, useAccountSettings } from '#client/features/accounts/accounts.queries.ts'
import { DataDownload } from '#client/features/accounts/components/data-download.tsx'
import { DeleteAccountForm } from '#client/features/accounts/components/delete-account-form.tsx'
import { PasswordForm } from '#client/features/accounts/components/password-form.tsx'
import { PreferencesForm } from '#client/features/accounts/components/preferences-form.tsx'
import { EmailForm, NameForm } from '#client/features/accounts/components/profile-forms.tsx'
import { SessionsList } from '#client/features/accounts/components/sessions-list.tsx'
import { authKeys } from '#client/features/auth/auth.queries.ts'
import { RequireUser } from '#client/features/auth/components/require-user.tsx'
import { PASSWORD_HINT } from '#client/features/auth/password-hint.ts'
import { pagePaths } from '#client/lib/paths.ts'

/** /account/settings: the person's own account (docs/decisions/045-account-settings.md). */
export function AccountSettingsRoute() {
  return <RequireUser>{() => <AccountSettingsPage />}</RequireUser>
}

function AccountSettingsPage() {
  const account = useAccountSettings()
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  // The header and greetings read the signed-in user: they show the new name at once.
  const refreshUser = () => void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })
  // Home first, then the signed-out state: on this page it would send the visitor to sign in, and
  // its queries, dropped while it is shown, would ask again with the session that is gone.
  const onDeleted = (message: string) => {
    toast({ variant: 'success', title: 'Account deleted', description: message })
    void Promise.resolve(navigate(pagePaths.home, { replace: true })).then(() => {
      // The account and its session are gone: nothing cached about it stays.
      queryClient.removeQueries({ queryKey: accountKeys.all })
      queryClient.setQueryData(authKeys.currentUser(), null)
    })
  }

  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-10 sm:py-12">
        <h1 className="text-3xl font-bold text-navy-950">Account settings</h1>
        <QueryState
          query={account}
          loadingLabel="Loading your settings…"
          errorText="We could not load your settings."
        >
          {(settings) => (
            <>
              <CardSection id="settings-name" title="Your name">
                <NameForm account={settings} onSaved={refreshUser} />
              </CardSection>
              <CardSection id="settings-email" title="E-mail address">
                <EmailForm account={settings} />
              </CardSection>
              <CardSection id="settings-password" title="Password">
                <PasswordForm passwordHint={PASSWORD_HINT} />
              </CardSection>
              <CardSection id="settings-sessions" title="Signed-in devices">
                <SessionsList />
              </CardSection>
              <CardSection id="settings-preferences" title="E-mail preferences">
                <PreferencesForm preferences={settings.preferences} />
              </CardSection>
              <CardSection id="settings-data" title="Download my data">
                <DataDownload />
              </CardSection>
              <CardSection id="settings-delete" title="Delete my account">
                <DeleteAccountForm onDeleted={onDeleted} />
              </CardSection>
            </>
          )}
        </QueryState>
      </div>
    </div>
  )
}

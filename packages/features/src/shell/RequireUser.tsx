// The /app shell (the spec's shell): loads the current user ('Chargement de votre profil...'),
// unlocks the vault ('Déverrouillage de vos données...', with the 'Déverrouiller vos données' dialog on a
// new device), then renders the layout and the page. 401 →
// /login, 404 → /new-user, other errors → the error screen, inactive → /pending-activation, no type →
// /new-user, and every role redirect of the domain's route table. Nothing under /app renders before.
import { lazy, Suspense } from 'react'
import { Navigate, useLocation } from 'react-router'
import { LoadingScreen } from '@relais/ui'
import { useAppConfig } from '../core/config/AppConfig.tsx'
import { statusOf, useCurrentUser, useLogout } from '../core/session/session.ts'
import { LazyErrorScreen } from './LazyErrorScreen.tsx'
import { LOADING_PROFILE_MESSAGE, shellPhase, UNLOCKING_MESSAGE, type ShellInputs } from './initialisation.ts'
import { VaultContext } from '../core/vault/vault-context.tsx'
import { ContactRequiredDialog, needsProvenContact } from '../areas/accounts/index.ts'
import { dropLocalStoreAndReload, unlockTargetOf, useVaultUnlock, type VaultUnlock } from './vault-unlock.ts'
import { AppLayout } from './AppLayout/AppLayout.tsx'

// Asked for on a new device only: loaded then.
const UnlockDialog = lazy(async () => ({
  default: (await import('./UnlockDialog/UnlockDialog.tsx')).UnlockDialog,
}))

/** `unlockVault` replaces the real vault unlock (stories and tests of other screens). */
export function RequireUser({ unlockVault }: { unlockVault?: VaultUnlock }) {
  const config = useAppConfig()
  const location = useLocation()
  const query = useCurrentUser()
  const logout = useLogout()
  const vault = useVaultUnlock(unlockTargetOf(query.data), unlockVault)
  const profile: ShellInputs['profile'] = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error', httpStatus: statusOf(query.error), error: query.error }
      : { status: 'success', user: query.data }
  const phase = shellPhase({
    path: location.pathname,
    application: config.application,
    profile,
    vaultUnlocked: vault.state.status === 'unlocked',
  })

  switch (phase.kind) {
    case 'loadingProfile':
      return <LoadingScreen message={LOADING_PROFILE_MESSAGE} />
    case 'redirect':
      return <Navigate to={phase.to} replace />
    case 'error':
      return <LazyErrorScreen error={phase.error} onRetry={() => void query.refetch()} />
    case 'unlocking': {
      const { state } = vault
      if (state.status === 'error') {
        return <LazyErrorScreen error={state.error} onRetry={() => window.location.reload()} />
      }
      return (
        <>
          <LoadingScreen message={UNLOCKING_MESSAGE} />
          {state.status === 'needsCode' && needsProvenContact(phase.user) && (
            <ContactRequiredDialog user={phase.user} onLogout={() => void logout()} />
          )}
          {state.status === 'needsCode' && !needsProvenContact(phase.user) && (
            <Suspense fallback={null}>
              <UnlockDialog
                vault={state.vault}
                ports={vault.ports}
                user={phase.user}
                initialMode={state.mode}
                onUnlocked={vault.unlocked}
                onMustDropLocalStore={() => void dropLocalStoreAndReload(state.vault)}
                onLogout={logout}
              />
            </Suspense>
          )}
        </>
      )
    }
    case 'ready':
      return (
        <VaultContext.Provider value={vault.state.status === 'unlocked' ? vault.state.vault : null}>
          <AppLayout user={phase.user} role={phase.role} />
        </VaultContext.Provider>
      )
  }
}

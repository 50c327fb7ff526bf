// The /app shell (spec section 2, "Shell"): loads the current user ('Chargement de votre profil...'),
// unlocks the vault ('Déverrouillage de vos données...'), then renders the layout and the page. 401 →
// /login, 404 → /new-user, other errors → the error screen, inactive → /pending-activation, no type →
// /new-user, and every role redirect of the domain's route table. Nothing under /app renders before.
import { Navigate, useLocation } from 'react-router'
import { LoadingScreen } from '@relais/ui'
import { useAppConfig } from '../config/AppConfig.tsx'
import { statusOf, useCurrentUser } from '../auth/session.ts'
import { LazyErrorScreen } from './LazyErrorScreen.tsx'
import { LOADING_PROFILE_MESSAGE, shellPhase, UNLOCKING_MESSAGE, type ShellInputs } from './initialisation.ts'
import { useVaultUnlock, type VaultUnlock } from './vault-unlock.ts'
import { AppLayout } from './AppLayout/AppLayout.tsx'

export function RequireUser({ unlockVault }: { unlockVault?: VaultUnlock }) {
  const config = useAppConfig()
  const location = useLocation()
  const query = useCurrentUser()
  const vault = useVaultUnlock(query.data, unlockVault)
  const profile: ShellInputs['profile'] = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error', httpStatus: statusOf(query.error), error: query.error }
      : { status: 'success', user: query.data }
  const phase = shellPhase({
    path: location.pathname,
    application: config.application,
    profile,
    vaultUnlocked: vault.unlocked,
  })

  switch (phase.kind) {
    case 'loadingProfile':
      return <LoadingScreen message={LOADING_PROFILE_MESSAGE} />
    case 'redirect':
      return <Navigate to={phase.to} replace />
    case 'error':
      return <LazyErrorScreen error={phase.error} onRetry={() => void query.refetch()} />
    case 'unlocking':
      if (vault.error) return <LazyErrorScreen error={vault.error} onRetry={() => window.location.reload()} />
      return <LoadingScreen message={UNLOCKING_MESSAGE} />
    case 'ready':
      return <AppLayout user={phase.user} role={phase.role} />
  }
}

export { useSignedInUser } from './signed-in.tsx'

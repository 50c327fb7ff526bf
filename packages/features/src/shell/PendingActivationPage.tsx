// /pending-activation (the spec's screens): accounts waiting for an administrator's review. The page asks
// again every few seconds and moves on to /app as soon as the account is active; 404 → /login.
import { Navigate } from 'react-router'
import { useApi } from '@relais/api-client'
import { AuthLayout, Button, Link, LoadingScreen } from '@relais/ui'
import { LOADING_MESSAGES, PENDING_ACTIVATION, resolveRoute } from '@relais/domain'
import { useAppConfig } from '../core/config/AppConfig.tsx'
import { PendingIdentifierChangesBanner } from '../areas/accounts/index.ts'
import { statusOf, useLogout } from '../core/session/session.ts'
import * as styles from './shell.css.ts'

export const PENDING_ACTIVATION_POLL_MS = 5_000

export function supportMailto(supportEmail: string, userName: string) {
  const subject = `Activation du compte de ${userName}`
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`
}

export function PendingActivationPage() {
  const config = useAppConfig()
  const { $api } = useApi()
  const logout = useLogout()
  const user = $api.useQuery(
    'get',
    '/user/current',
    {},
    { retry: false, refetchInterval: PENDING_ACTIVATION_POLL_MS, refetchIntervalInBackground: false },
  )
  if (user.isPending) return <LoadingScreen message={LOADING_MESSAGES.profile} />
  const status = statusOf(user.error)
  const decision = resolveRoute('/pending-activation', {
    signedIn: status !== 401,
    userData: user.data ? 'ok' : status === 404 ? 'notFound' : status === 401 ? 'unauthorized' : 'error',
    active: user.data?.active,
  })
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />
  const name = user.data?.profile.name.text ?? ''
  return (
    <AuthLayout brand={config.brand.name} tagline={config.brand.tagline}>
      <div className={styles.stack}>
        {/* Registration sends a code to the identifier the sign-in did not prove: typed here, the
            reviewer reads a proven contact. */}
        {user.data && !user.data.impersonator && <PendingIdentifierChangesBanner user={user.data} />}
        <h1 className={styles.title}>{PENDING_ACTIVATION.title}</h1>
        <p>
          Notre équipe vérifie les informations de votre compte. Cette page s'actualise d'elle-même dès que
          votre compte est activé.
        </p>
        <Link variant="standalone" href={supportMailto(config.supportEmail, name)}>
          {PENDING_ACTIVATION.contact}
        </Link>
        <Button variant="secondary" onPress={() => void logout()}>
          Déconnexion
        </Button>
      </div>
    </AuthLayout>
  )
}

// /new-user: a session without an account lands here. Profile creation (issue 5) replaces the body.
import { Navigate } from 'react-router'
import { AuthLayout, Button, LoadingScreen } from '@relais/ui'
import { useAppConfig } from '../config/AppConfig.tsx'
import { statusOf, useCurrentUser, useLogout, useSession } from '../auth/session.ts'
import * as styles from './shell.css.ts'

export function NewUserPage() {
  const config = useAppConfig()
  const session = useSession()
  const user = useCurrentUser()
  const logout = useLogout()
  if (session.isPending || user.isPending) return <LoadingScreen message="Chargement de votre profil..." />
  if (session.isError) return <Navigate to="/login" replace />
  if (user.data) return <Navigate to="/app" replace />
  if (statusOf(user.error) !== 404) return <Navigate to="/app" replace />
  return (
    <AuthLayout brand={config.brand.name} tagline={config.brand.tagline}>
      <div className={styles.stack}>
        <h1 className={styles.title}>Création de votre profil</h1>
        <p>
          Aucun compte n'est encore associé à <strong>{session.data.identifier.value}</strong>.
        </p>
        <p>Cette fonctionnalité est en cours de développement.</p>
        <Button variant="secondary" onPress={logout}>
          Déconnexion
        </Button>
      </div>
    </AuthLayout>
  )
}

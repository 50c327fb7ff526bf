// /app until the dashboards arrive: who is signed in, and the way out.
import { Button, Card } from '@relais/ui'
import { USER_TYPE_LABELS } from '@relais/domain'
import { useAppConfig } from '../config/AppConfig.tsx'
import { useLogout } from '../auth/session.ts'
import { useSignedInUser } from './RequireUser.tsx'
import * as styles from './shell.css.ts'

export function AppHomePage() {
  const user = useSignedInUser()
  const config = useAppConfig()
  const logout = useLogout()
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{config.brand.name}</span>
        <div className={styles.headerUser}>
          <span data-testid="user-name">{user.profile.name.text}</span>
          <Button variant="secondary" size="sm" onPress={logout}>
            Déconnexion
          </Button>
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>Bonjour {user.profile.name.given}</h1>
        <Card>
          <dl className={styles.facts}>
            <dt>Profil</dt>
            <dd>{USER_TYPE_LABELS[user.userType]}</dd>
            <dt>Identifiant</dt>
            <dd>{user.username}</dd>
          </dl>
        </Card>
      </main>
      <footer className={styles.footer}>
        <span>Version {config.version}</span>
      </footer>
    </div>
  )
}

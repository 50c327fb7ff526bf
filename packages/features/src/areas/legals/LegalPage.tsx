import type { ReactNode } from 'react'
import { Link } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import * as styles from './LegalPage.css.ts'

const POLICIES_UPDATED_ON = '29/01/2025'

/** The frame of the public legal pages: readable without an account, linked from every footer. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const config = useAppConfig()
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{config.brand.name}</span>
      </header>
      <main className={styles.article}>
        <nav aria-label="Documents légaux" className={styles.nav}>
          <Link href="/">Accueil</Link>
          <Link href="/legals/privacy-policy">Politique de confidentialité</Link>
          <Link href="/legals/cookie-policy">Politique de cookies</Link>
        </nav>
        <h1>{title}</h1>
        <p className={styles.updated}>Dernière mise à jour : {POLICIES_UPDATED_ON}</p>
        {children}
      </main>
    </div>
  )
}

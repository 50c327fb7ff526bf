import type { ReactNode } from 'react'
import { Link } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import * as styles from './LegalPage.css.ts'
import { TERMS_OF_USE_PATH } from './TermsOfUseLink.tsx'

const POLICIES_UPDATED_ON = '29/01/2025'

/** The frame of the public legal pages: readable without an account, linked from every footer. */
export function LegalPage({
  title,
  updatedOn = POLICIES_UPDATED_ON,
  children,
}: {
  title: string
  /** dd/MM/yyyy of the document's last change. */
  updatedOn?: string
  children: ReactNode
}) {
  const config = useAppConfig()
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{config.brand.name}</span>
      </header>
      <main className={styles.article}>
        <nav aria-label="Documents légaux" className={styles.nav}>
          <Link href="/">Accueil</Link>
          <Link href={TERMS_OF_USE_PATH}>Conditions générales d'utilisation</Link>
          <Link href="/legals/privacy-policy">Politique de confidentialité</Link>
          <Link href="/legals/cookie-policy">Politique de cookies</Link>
        </nav>
        <h1>{title}</h1>
        <p className={styles.updated}>Dernière mise à jour : {updatedOn}</p>
        {children}
      </main>
    </div>
  )
}

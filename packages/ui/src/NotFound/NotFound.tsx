import type { ReactNode } from 'react'
import { Button } from '../Button'
import * as styles from '../StatusScreen/StatusScreen.css'

export interface NotFoundProps {
  onBack: () => void
  title?: ReactNode
  description?: ReactNode
  backLabel?: string
}

export function NotFound({
  onBack,
  title = 'Page non trouvée',
  description = "La page que vous cherchez n'existe pas ou a été déplacée.",
  backLabel = 'Retour',
}: NotFoundProps) {
  return (
    <main className={styles.screen}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{description}</p>
      <Button onPress={onBack}>{backLabel}</Button>
    </main>
  )
}

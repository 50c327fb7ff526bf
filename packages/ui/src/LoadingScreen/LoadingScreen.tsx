import { Spinner } from '../Spinner'
import * as styles from '../StatusScreen/StatusScreen.css'

export interface LoadingScreenProps {
  /** Shown and announced, e.g. 'Chargement de votre profil...'. */
  message?: string
}

export function LoadingScreen({ message = 'Chargement...' }: LoadingScreenProps) {
  return (
    <div className={styles.screen} aria-busy="true">
      <Spinner size="lg" label={message} />
      {/* role=status makes screen readers announce the message once, without moving focus. */}
      <p role="status" className={styles.text}>
        {message}
      </p>
    </div>
  )
}

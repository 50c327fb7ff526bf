// 'Capture d'écran' on a participant's picture, for the doctor of the appointment: named after whose
// picture it takes, since each of the others' pictures has one.
import { Button } from '@relais/ui'
import * as styles from './screenshots.css.ts'
import { SCREENSHOTS_TEXTS } from './texts.ts'

export function CaptureButton({ name, onPress }: { name: string; onPress: () => void }) {
  return (
    <div className={styles.captureButton}>
      <Button size="sm" variant="secondary" aria-label={SCREENSHOTS_TEXTS.captureOf(name)} onPress={onPress}>
        {SCREENSHOTS_TEXTS.capture}
      </Button>
    </div>
  )
}

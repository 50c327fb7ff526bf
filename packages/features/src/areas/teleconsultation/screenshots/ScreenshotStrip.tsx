// The strip of this session's screenshots, under the stage, for the doctor: each capture's thumbnail
// (the picture kept in the page) with its upload's progress, 'Enregistrée dans les documents' once the
// patient's documents hold it, or why it failed with 'Réessayer'. A capture that could not be taken at
// all is said above them. Nothing shows before the first capture.
import { useId } from 'react'
import { defaultDocumentTitle } from '@relais/domain'
import { Alert, Button, ProgressBar } from '@relais/ui'
import * as styles from './screenshots.css.ts'
import { SCREENSHOTS_TEXTS } from './texts.ts'
import type { Screenshot } from './useScreenshots.ts'

interface ScreenshotStripProps {
  screenshots: readonly Screenshot[]
  /** Why the last capture could not be taken, in French. */
  captureError: string | null
  onRetry: (id: string) => void
}

export function ScreenshotStrip({ screenshots, captureError, onRetry }: ScreenshotStripProps) {
  const headingId = useId()
  if (screenshots.length === 0 && !captureError) return null
  return (
    <section className={styles.strip} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {SCREENSHOTS_TEXTS.stripTitle}
      </h2>
      {captureError && <Alert variant="error">{captureError}</Alert>}
      {screenshots.length > 0 && (
        <ul className={styles.list}>
          {screenshots.map((shot) => (
            <li key={shot.id} className={styles.item}>
              <img className={styles.thumbnail} src={shot.url} alt={defaultDocumentTitle(shot.fileName)} />
              {shot.state === 'uploading' && (
                <ProgressBar label={SCREENSHOTS_TEXTS.uploading} value={shot.progress} />
              )}
              {shot.state === 'saved' && <p className={styles.uploaded}>{SCREENSHOTS_TEXTS.uploaded}</p>}
              {shot.state === 'failed' && (
                <Alert variant="error" title={shot.error ?? SCREENSHOTS_TEXTS.uploadFailed}>
                  <Button size="sm" variant="secondary" onPress={() => onRetry(shot.id)}>
                    {SCREENSHOTS_TEXTS.retry}
                  </Button>
                </Alert>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

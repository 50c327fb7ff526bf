import { useRef } from 'react'
import { Alert } from '../Alert'
import { Button } from '../Button'
import { ProgressBar } from '../ProgressBar'
import { Spinner } from '../Spinner'
import * as styles from './DocumentPreview.css'

export interface DocumentPreviewProps {
  /** The document's name: the frame's `title` and the image's `alt` (the dialog shows its own heading). */
  title: string
  /**
   * What the decrypted document can be shown as; `null` while it is being fetched or decrypted.
   * `frame` is meant for PDFs only: a `blob:` URL runs in the app's origin, so the caller must never
   * pass an HTML document here.
   */
  preview: { mode: 'frame' | 'image'; url: string } | { mode: 'none' } | null
  /** 0 to 100 while downloading or decrypting, `null` when there is nothing to report. */
  progress: number | null
  /** A message such as « Erreur de déchiffrement »; the preview is hidden while it is set. */
  error: string | null
  /** Saves the decrypted file; available as soon as `preview` is known, even when it cannot be shown. */
  onDownload: () => void
  /** The image could not be shown (a file whose bytes looked like one but are not): fall back to saving it. */
  onPreviewError?: () => void
}

/**
 * The body of the dialog that shows a decrypted patient document: the document itself (frame or image),
 * its download progress or a decryption error, and the « Plein écran » and « Télécharger » actions.
 */
export function DocumentPreview({
  title,
  preview,
  progress,
  error,
  onDownload,
  onPreviewError,
}: DocumentPreviewProps) {
  const stageRef = useRef<HTMLDivElement>(null)
  const shown = error === null ? preview : null
  const canFullscreen = shown?.mode === 'frame' || shown?.mode === 'image'

  function enterFullscreen() {
    const stage = stageRef.current
    // iPhone Safari has no element fullscreen, and the browser refuses it in a frame without
    // allowfullscreen: the document stays readable in the dialog, so the button simply does nothing.
    if (!stage || typeof stage.requestFullscreen !== 'function') return
    void (async () => {
      try {
        await stage.requestFullscreen()
      } catch {
        // Refused (see above): nothing to recover, the preview is still on screen.
      }
    })()
  }

  return (
    <div className={styles.root}>
      {error !== null && <Alert variant="error" title={error} />}
      {error === null && progress !== null && <ProgressBar label="Téléchargement" value={progress} />}
      {error === null && preview === null && progress === null && (
        <div className={styles.loading}>
          <Spinner />
        </div>
      )}
      {shown?.mode === 'frame' && (
        <div ref={stageRef} className={styles.stage}>
          <iframe className={styles.frame} src={shown.url} title={title} />
        </div>
      )}
      {shown?.mode === 'image' && (
        <div ref={stageRef} className={styles.stage}>
          <img className={styles.image} src={shown.url} alt={title} onError={onPreviewError} />
        </div>
      )}
      {shown?.mode === 'none' && (
        <p className={styles.unsupported}>Ce type de fichier ne peut pas être prévisualisé.</p>
      )}
      <div className={styles.actions}>
        {canFullscreen && (
          <Button variant="secondary" onPress={enterFullscreen}>
            Plein écran
          </Button>
        )}
        <Button onPress={onDownload} isDisabled={preview === null}>
          Télécharger
        </Button>
      </div>
    </div>
  )
}

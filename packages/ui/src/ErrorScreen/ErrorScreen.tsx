import { useEffect, useRef, useState } from 'react'
import { DialogTrigger } from 'react-aria-components'
import { Button } from '../Button'
import { Dialog } from '../Dialog'
import * as styles from '../StatusScreen/StatusScreen.css'

/** Spec: the « Copié » confirmation stays 750 ms; a copy failure stays 5 s so that it can be read. */
export const COPY_CONFIRMATION_MS = 750
export const COPY_ERROR_MS = 5_000

export interface ErrorScreenProps {
  /** The error caught (Error, string or anything): its message and stack go in the details dialog. */
  error?: unknown
  onRetry?: () => void
  title?: string
  description?: string
  /** Clipboard writer; defaults to `navigator.clipboard.writeText`. */
  copyText?: (text: string) => Promise<void>
}

function describeError(error: unknown): string {
  if (error instanceof Error)
    return [`${error.name}: ${error.message}`, error.stack].filter(Boolean).join('\n\n')
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error, null, 2) ?? String(error)
  } catch {
    return String(error)
  }
}

export function ErrorScreen({
  error,
  onRetry,
  title = 'Une erreur est survenue',
  description = 'Nous sommes navrés pour la gêne occasionnée. Nos équipes ont été prévenues.',
  copyText = (text) => navigator.clipboard.writeText(text),
}: ErrorScreenProps) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const details = describeError(error)

  const copy = async () => {
    clearTimeout(timer.current)
    let next: 'copied' | 'failed'
    try {
      await copyText(details)
      next = 'copied'
    } catch {
      next = 'failed'
    }
    setCopyState(next)
    timer.current = setTimeout(
      () => setCopyState('idle'),
      next === 'copied' ? COPY_CONFIRMATION_MS : COPY_ERROR_MS,
    )
  }

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{description}</p>
      <div className={styles.actions}>
        {onRetry && <Button onPress={onRetry}>Réessayer</Button>}
        {error !== undefined && (
          <DialogTrigger>
            <Button variant="secondary">Voir les détails</Button>
            <Dialog
              title="Détails de l'erreur"
              footer={(close) => (
                <>
                  <span role="status" className={styles.copyStatus}>
                    {copyState === 'copied'
                      ? 'Copié'
                      : copyState === 'failed'
                        ? 'Impossible de copier les détails'
                        : ''}
                  </span>
                  <Button variant="secondary" onPress={copy}>
                    Copier
                  </Button>
                  <Button onPress={close}>Fermer</Button>
                </>
              )}
            >
              <pre className={styles.details}>{details}</pre>
            </Dialog>
          </DialogTrigger>
        )}
      </div>
    </main>
  )
}

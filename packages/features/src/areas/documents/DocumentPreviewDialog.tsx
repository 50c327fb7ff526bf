// The preview of one document: downloaded (0–90 %) and decrypted (90–100 %) in the browser, its type
// sniffed from the decrypted bytes — a PDF in a frame, an image inline, anything else only saved.
// 'Télécharger' saves it under its file name; an image that fails to render is saved instead. An
// altered or cut file shows 'Erreur de déchiffrement' and nothing of it. Object URLs are revoked 1.5 s
// after their last use.
import { useEffect, useRef, useState } from 'react'
import { useApi } from '@relais/api-client'
import {
  DOCUMENT_MESSAGES,
  DOWNLOAD_PROGRESS_CLEAR_MS,
  OBJECT_URL_REVOKE_MS,
  previewOf,
} from '@relais/domain'
import { Dialog, DocumentPreview, type DocumentPreviewProps } from '@relais/ui'
import { DecryptionError, InvalidEnvelopeError, type VaultPort } from '@relais/vault'
import { openPatientDocument, type PatientDocument } from './documents.ts'

const DOWNLOAD_FAILED = "Le document n'a pas pu être téléchargé."

export interface DocumentPreviewDialogProps {
  vault: VaultPort
  document: PatientDocument
  title: string
  onClose: () => void
}

/** Saves `blob` under `fileName` through a link, revoking its URL once the browser has taken it. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(window.document.createElement('a'), { href: url, download: fileName })
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_REVOKE_MS)
}

export function DocumentPreviewDialog({ vault, document, title, onClose }: DocumentPreviewDialogProps) {
  const { client } = useApi()
  const [progress, setProgress] = useState<number | null>(0)
  const [error, setError] = useState<string | null>(null)
  const [preview, setPreview] = useState<DocumentPreviewProps['preview']>(null)
  const [blob, setBlob] = useState<Blob | null>(null)
  const urlRef = useRef<string | null>(null)

  useEffect(() => {
    const abort = new AbortController()
    let clear: ReturnType<typeof setTimeout> | undefined
    openPatientDocument(vault, client, document.id, { onProgress: setProgress, signal: abort.signal })
      .then((opened) => {
        if (abort.signal.aborted) return
        const file = opened.blob
        const mode = previewOf(opened.kind)
        setBlob(file)
        if (mode.mode === 'none') setPreview({ mode: 'none' })
        else {
          urlRef.current = URL.createObjectURL(file)
          setPreview({ mode: mode.mode, url: urlRef.current })
        }
        clear = setTimeout(() => setProgress(null), DOWNLOAD_PROGRESS_CLEAR_MS)
      })
      .catch((reason: unknown) => {
        if (abort.signal.aborted) return
        setProgress(null)
        const broken = reason instanceof DecryptionError || reason instanceof InvalidEnvelopeError
        setError(broken ? DOCUMENT_MESSAGES.decryptionFailed : DOWNLOAD_FAILED)
      })
    return () => {
      abort.abort()
      clearTimeout(clear)
      const url = urlRef.current
      urlRef.current = null
      if (url) setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_REVOKE_MS)
    }
  }, [client, vault, document.id])

  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      <DocumentPreview
        title={title}
        preview={preview}
        progress={progress}
        error={error}
        onDownload={() => blob && save(blob, document.metadata?.fileName ?? title)}
        // An image that does not render after all: nothing to show, so it is saved as it is.
        onPreviewError={() => {
          setPreview({ mode: 'none' })
          if (blob) save(blob, document.metadata?.fileName ?? title)
        }}
      />
    </Dialog>
  )
}

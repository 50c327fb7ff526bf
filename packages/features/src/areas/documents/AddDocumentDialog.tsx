// 'Ajouter un document': choose a file (drop or the keyboard's button), its title (the file's name by
// default) and its type; 'Envoyer' stays disabled until a file is chosen. The file is checked (size,
// the patient's count) before anything is encrypted, then encrypted in a worker and sent with one
// progress bar; the API's refusal is shown at the file, and the dialog keeps what was typed.
import { useEffect, useState } from 'react'
import { useApi } from '@relais/api-client'
import {
  checkDocumentFile,
  DOCUMENT_TITLE_MAX_LENGTH,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  defaultDocumentTitle,
  type DocumentType,
} from '@relais/domain'
import { Alert, Button, Dialog, FileDropZone, ProgressBar, Radio, RadioGroup, TextField } from '@relais/ui'
import { GroupNotFoundError, type VaultPort } from '@relais/vault'
import { DocumentRequestError, uploadPatientDocument } from './documents.ts'
import * as styles from './documents.css.ts'

const NOT_SHARED =
  'Le patient ne vous a pas encore partagé son dossier médical : le document ne peut pas y être ajouté.'
const UPLOAD_FAILED = "Le document n'a pas pu être envoyé. Réessayez."
const TITLE_REQUIRED = 'Ce champ est requis'

export interface AddDocumentDialogProps {
  vault: VaultPort
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  patientId: string
  /** The patient's documents already listed: the count limit is checked before encrypting. */
  existingCount: number
  onAdded: () => void
}

export function AddDocumentDialog({
  vault,
  isOpen,
  onOpenChange,
  patientId,
  existingCount,
  onAdded,
}: AddDocumentDialogProps) {
  const { client } = useApi()
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [type, setType] = useState<DocumentType>('document')
  const [fileError, setFileError] = useState<string | null>(null)
  const [titleError, setTitleError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  // A dialog opened again starts empty.
  useEffect(() => {
    if (!isOpen) return
    setFile(null)
    setTitle('')
    setType('document')
    setFileError(null)
    setTitleError(null)
    setFailure(null)
    setProgress(null)
  }, [isOpen])

  const choose = (files: File[]) => {
    const [chosen] = files
    if (!chosen) return
    setFile(chosen)
    setFailure(null)
    setFileError(checkDocumentFile(chosen, existingCount))
    if (!title.trim()) setTitle(defaultDocumentTitle(chosen.name))
  }

  const sending = progress !== null
  const send = async (close: () => void) => {
    if (!file) return
    const problem = checkDocumentFile(file, existingCount)
    setFileError(problem)
    const trimmed = title.trim()
    setTitleError(trimmed ? null : TITLE_REQUIRED)
    if (problem || !trimmed) return
    setFailure(null)
    setProgress(0)
    try {
      await uploadPatientDocument(vault, client, {
        patientId,
        file,
        title: trimmed,
        type,
        onProgress: setProgress,
      })
      onAdded()
      close()
    } catch (error) {
      if (error instanceof DocumentRequestError && (error.status === 400 || error.status === 413)) {
        setFileError(error.message)
      } else {
        setFailure(error instanceof GroupNotFoundError ? NOT_SHARED : UPLOAD_FAILED)
      }
    } finally {
      setProgress(null)
    }
  }

  return (
    <Dialog
      title="Ajouter un document"
      isOpen={isOpen}
      onOpenChange={(open) => !sending && onOpenChange(open)}
      isDismissable={false}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={sending}>
            Annuler
          </Button>
          <Button
            onPress={() => void send(close)}
            isDisabled={!file}
            isPending={sending}
            pendingLabel="Envoi en cours"
          >
            Envoyer
          </Button>
        </>
      )}
    >
      <div className={styles.fields}>
        <FileDropZone
          label="Déposez votre document ici"
          allowsMultiple={false}
          onFiles={choose}
          hint="PDF, image ou autre fichier, 250 Mo maximum"
        />
        {file && <p className={styles.chosen}>Fichier choisi : {file.name}</p>}
        {fileError && <Alert variant="error">{fileError}</Alert>}
        <TextField
          label="Titre"
          isRequired
          value={title}
          onChange={setTitle}
          maxLength={DOCUMENT_TITLE_MAX_LENGTH}
          isInvalid={titleError !== null}
          errorMessage={titleError ?? undefined}
        />
        <RadioGroup label="Type" value={type} onChange={(value) => setType(value as DocumentType)}>
          {DOCUMENT_TYPES.map((id) => (
            <Radio key={id} value={id}>
              {DOCUMENT_TYPE_LABELS[id]}
            </Radio>
          ))}
        </RadioGroup>
        {progress !== null && <ProgressBar label="Envoi du document" value={progress} showValue />}
        {failure && <Alert variant="error">{failure}</Alert>}
      </div>
    </Dialog>
  )
}

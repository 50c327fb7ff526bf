import { useState } from 'react'
import { Button as AriaButton, DropZone, FileTrigger, Text } from 'react-aria-components'
import type { DropItem, FileDropItem } from 'react-aria-components'
import * as styles from './FileDropZone.css'

export interface FileDropZoneProps {
  /** MIME types or extensions accepted, e.g. ['application/pdf', 'image/*']. */
  acceptedFileTypes?: string[]
  allowsMultiple?: boolean
  onFiles: (files: File[]) => void
  label?: string
  /** e.g. « PDF ou image, 10 Mo maximum ». */
  hint?: string
}

const matches = (type: string, accepted?: string[]) =>
  !accepted?.length || accepted.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a))

/** Drop files or choose them with the button (keyboard and screen-reader path); types are filtered. */
export function FileDropZone({
  acceptedFileTypes,
  allowsMultiple = true,
  onFiles,
  label = 'Déposez vos fichiers ici',
  hint,
}: FileDropZoneProps) {
  const [rejected, setRejected] = useState(0)
  // Types are checked after the drop rather than refusing it, so that a mixed drop keeps the good
  // files and says how many were ignored.
  const take = async (files: File[]) => {
    const ok = files.filter((f) => matches(f.type, acceptedFileTypes))
    setRejected(files.length - ok.length)
    const kept = allowsMultiple ? ok : ok.slice(0, 1)
    if (kept.length) onFiles(kept)
  }
  return (
    <DropZone
      className={styles.zone}
      onDrop={async (e) => {
        const items = e.items.filter((i: DropItem): i is FileDropItem => i.kind === 'file')
        await take(await Promise.all(items.map((i) => i.getFile())))
      }}
    >
      <Text slot="label" className={styles.label}>
        {label}
      </Text>
      {hint && <span className={styles.hint}>{hint}</span>}
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => list && take([...list])}
      >
        <AriaButton className={styles.button}>Choisir des fichiers</AriaButton>
      </FileTrigger>
      {rejected > 0 && (
        <span role="alert" className={styles.error}>
          {rejected === 1
            ? '1 fichier ignoré : type non accepté'
            : `${rejected} fichiers ignorés : type non accepté`}
        </span>
      )}
    </DropZone>
  )
}

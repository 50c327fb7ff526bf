// The doctor's screenshots of the room: each capture of a participant's picture is added at once to the
// patient's documents, as one of the consultation's (its report lists it), its file and metadata
// encrypted here for her medical-file group as any document is, with its progress; once it is kept, a
// toast says so. The room keeps this session's captures (their local pictures, for the strip's
// thumbnails, released when the room closes); one that could not be sent stays with its reason, to be
// sent again.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useApi } from '@relais/api-client'
import { DEFAULT_TIME_ZONE, defaultDocumentTitle } from '@relais/domain'
import { toastQueue } from '@relais/ui'
import { GroupNotFoundError } from '@relais/vault'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import type { Appointment } from '../../agenda/index.ts'
import { DocumentRequestError, uploadPatientDocument } from '../../documents/index.ts'
import { captureFrame, CaptureError, screenshotFileName } from './capture.ts'
import { SCREENSHOTS_TEXTS } from './texts.ts'

/** A capture of this session, as the strip shows it. */
export interface Screenshot {
  id: string
  fileName: string
  /** The capture in this page (a blob: URL), for its thumbnail. */
  url: string
  state: 'uploading' | 'saved' | 'failed'
  /** 0–100 while uploading: encryption first, then the transfer. */
  progress: number
  /** Why it was not kept, in French, once failed. */
  error: string | null
}

interface Taken extends Screenshot {
  blob: Blob
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
}

/** What a failed upload says. */
function uploadFailure(error: unknown): string {
  if (error instanceof GroupNotFoundError) return SCREENSHOTS_TEXTS.notShared
  // The API's own sentence for what it refused; a server failure has the client's toast already.
  if (error instanceof DocumentRequestError && error.status < 500) return error.message
  return SCREENSHOTS_TEXTS.uploadFailed
}

export function useScreenshots(appointment: Appointment) {
  const vault = useOptionalVault()
  const { client } = useApi()
  const patientId = appointment.patient.id
  const appointmentId = appointment.id
  const [taken, setTaken] = useState<Taken[]>([])
  const [captureError, setCaptureError] = useState<string | null>(null)
  const sequence = useRef(0)
  const urls = useRef(new Set<string>())

  useEffect(
    () =>
      function releasePictures() {
        for (const url of urls.current) URL.revokeObjectURL(url)
        urls.current.clear()
      },
    [],
  )

  const update = useCallback(
    (id: string, change: Partial<Taken>) =>
      setTaken((list) => list.map((shot) => (shot.id === id ? { ...shot, ...change } : shot))),
    [],
  )

  const send = useCallback(
    async function sendScreenshot(shot: Taken) {
      if (!vault) {
        update(shot.id, { state: 'failed', error: SCREENSHOTS_TEXTS.noVault })
        return
      }
      update(shot.id, { state: 'uploading', progress: 0, error: null })
      try {
        await uploadPatientDocument(vault, client, {
          patientId,
          file: new File([shot.blob], shot.fileName, { type: shot.blob.type }),
          title: defaultDocumentTitle(shot.fileName),
          type: 'other',
          appointmentId,
          onProgress: (progress) => update(shot.id, { progress }),
        })
      } catch (error) {
        update(shot.id, { state: 'failed', error: uploadFailure(error) })
        return
      }
      update(shot.id, { state: 'saved', progress: 100 })
      toastQueue.add({ title: SCREENSHOTS_TEXTS.saved, variant: 'success' })
    },
    [vault, client, patientId, appointmentId, update],
  )

  /** Captures what `video` shows now and adds it to the patient's documents. */
  const capture = useCallback(
    async function captureScreenshot(video: HTMLVideoElement) {
      setCaptureError(null)
      let blob: Blob
      try {
        blob = await captureFrame(video)
      } catch (error) {
        setCaptureError(error instanceof CaptureError ? error.message : SCREENSHOTS_TEXTS.captureFailed)
        return
      }
      const url = URL.createObjectURL(blob)
      urls.current.add(url)
      const shot: Taken = {
        id: `capture-${++sequence.current}`,
        fileName: screenshotFileName(Date.now(), browserTimeZone()),
        url,
        blob,
        state: 'uploading',
        progress: 0,
        error: null,
      }
      setTaken((list) => [...list, shot])
      await send(shot)
    },
    [send],
  )

  /** Sends a capture that failed again. */
  const retry = useCallback(
    (id: string) => {
      const shot = taken.find((candidate) => candidate.id === id)
      if (shot?.state === 'failed') void send(shot)
    },
    [taken, send],
  )

  return { screenshots: taken as readonly Screenshot[], captureError, capture, retry }
}

// 'Ordonnance', the doctor's, in the consultation room: the prescription software in a frame, opened on
// the patient; once he signs there, the prescription is added to her documents (encrypted here) and
// shown as 'Prescription.pdf', from which he may save it or write another. Only messages from the
// software's frame, about this patient, are heard.
import { useEffect, useRef, useState } from 'react'
import { useApi } from '@relais/api-client'
import { DEFAULT_TIME_ZONE, PRESCRIPTION_FILE } from '@relais/domain'
import { Alert, Button, Dialog, DocumentPreview, Spinner, toastQueue } from '@relais/ui'
import { GroupNotFoundError } from '@relais/vault'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import type { Appointment } from '../../agenda/index.ts'
import {
  isSignedMessage,
  openPrescriptionSession,
  PrescriptionRequestError,
  savePrescription,
  type PrescriptionSession,
  type SavedPrescription,
} from './prescription.ts'
import { PRESCRIPTION_TEXTS } from './texts.ts'
import * as styles from './prescription.css.ts'

type Step =
  | { kind: 'opening' }
  | { kind: 'writing'; session: PrescriptionSession }
  | { kind: 'saving' }
  | { kind: 'saved'; saved: SavedPrescription; url: string }
  | { kind: 'failed'; message: string; retry: () => void }

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE

function failureOf(error: unknown, fallback: string): string {
  if (error instanceof GroupNotFoundError) return PRESCRIPTION_TEXTS.notShared
  if (error instanceof PrescriptionRequestError && error.status === 503) return PRESCRIPTION_TEXTS.unavailable
  return fallback
}

export function PrescriptionDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment
  onClose: () => void
}) {
  const { client } = useApi()
  const vault = useOptionalVault()
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [step, setStep] = useState<Step>({ kind: 'opening' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    setStep({ kind: 'opening' })
    openPrescriptionSession(client, appointment.id).then(
      (session) => !cancelled && setStep({ kind: 'writing', session }),
      (error: unknown) =>
        !cancelled &&
        setStep({
          kind: 'failed',
          message: failureOf(error, PRESCRIPTION_TEXTS.openFailed),
          retry: () => setAttempt((n) => n + 1),
        }),
    )
    return () => {
      cancelled = true
    }
  }, [client, appointment.id, attempt])

  const session = step.kind === 'writing' ? step.session : null
  useEffect(() => {
    if (!session || !vault) return
    const heard = (event: MessageEvent) => {
      if (event.origin !== session.frameOrigin || event.source !== frameRef.current?.contentWindow) return
      if (!isSignedMessage(event.data, session)) return
      const message = event.data
      const save = () => {
        setStep({ kind: 'saving' })
        savePrescription(vault, client, {
          appointmentId: appointment.id,
          patientId: appointment.patient.id,
          message,
          timeZone: timeZone(),
        }).then(
          (saved) => {
            toastQueue.add({ title: PRESCRIPTION_TEXTS.saved, variant: 'success' })
            setStep({ kind: 'saved', saved, url: URL.createObjectURL(saved.pdf) })
          },
          (error: unknown) =>
            setStep({ kind: 'failed', message: failureOf(error, PRESCRIPTION_TEXTS.failed), retry: save }),
        )
      }
      save()
    }
    window.addEventListener('message', heard)
    return () => window.removeEventListener('message', heard)
  }, [session, vault, client, appointment.id, appointment.patient.id])

  const shownUrl = step.kind === 'saved' ? step.url : null
  useEffect(
    () => () => {
      if (shownUrl) URL.revokeObjectURL(shownUrl)
    },
    [shownUrl],
  )

  const download = (url: string) => {
    const link = document.createElement('a')
    link.href = url
    link.download = PRESCRIPTION_FILE.openedAs
    link.click()
  }

  return (
    <Dialog
      title={PRESCRIPTION_TEXTS.title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      <div className={styles.body}>
        {step.kind === 'opening' && <Spinner label={PRESCRIPTION_TEXTS.opening} />}
        {step.kind === 'writing' && (
          <iframe
            ref={frameRef}
            className={styles.frame}
            title={PRESCRIPTION_TEXTS.frame}
            src={step.session.frameUrl}
          />
        )}
        {step.kind === 'saving' && <Spinner label={PRESCRIPTION_TEXTS.saving} />}
        {step.kind === 'failed' && (
          <Alert variant="error" title={step.message}>
            <Button size="sm" variant="secondary" onPress={step.retry}>
              {PRESCRIPTION_TEXTS.retry}
            </Button>
          </Alert>
        )}
        {step.kind === 'saved' && (
          <>
            <DocumentPreview
              title={PRESCRIPTION_FILE.openedAs}
              preview={{ mode: 'frame', url: step.url }}
              progress={null}
              error={null}
              onDownload={() => download(step.url)}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
                {PRESCRIPTION_TEXTS.another}
              </Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  )
}

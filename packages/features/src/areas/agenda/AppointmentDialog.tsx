// An appointment opened from the agenda ('read' mode): when, what, with whom, its status, and its
// description, decrypted here for the patient and those she shared her file with. A practitioner of a
// booked appointment changes it ('edit' mode, the appointment form) or cancels it after a confirmation
// ('remove' mode); a patient only reads. Where the mode has teleconsultations, its
// doctor or nurse joins it from here until it ends ('Rejoindre la téléconsultation').
import { useState } from 'react'
import { useApi } from '@relais/api-client'
import {
  APPOINTMENT_STATUS_LABELS,
  canJoinTeleconsultation,
  isAppointmentEditable,
  modeCapabilities,
} from '@relais/domain'
import { Alert, AlertDialog, Badge, Button, Dialog, Link, toastQueue } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { useAppointmentDescription } from './appointment-description.ts'
import { categoryColour, categoryTitle, practitionerNames, type Appointment } from './appointment-events.ts'
import * as styles from './agenda.css.ts'

export interface AppointmentDialogProps {
  appointment: Appointment | null
  timeZone: string
  /** A practitioner of the agenda: may cancel a booked appointment. */
  canCancel: boolean
  /** 'Modifier', for a practitioner of the agenda: opens the appointment form on a booked appointment. */
  onEdit?: () => void
  onClose: () => void
  onCancelled: () => void
}

export function AppointmentDialog({
  appointment,
  timeZone,
  canCancel,
  onEdit,
  onClose,
  onCancelled,
}: AppointmentDialogProps) {
  const { client } = useApi()
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const description = useAppointmentDescription(appointment)
  const me = useSignedInUser()
  const { application } = useAppConfig()
  if (!appointment) return null
  const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone }).format(
    Date.parse(appointment.start),
  )
  const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone })
  const status = APPOINTMENT_STATUS_LABELS[appointment.status]
  const joinable =
    modeCapabilities(application).hasTeleconsultations &&
    canJoinTeleconsultation({
      status: appointment.status,
      userType: me.userType,
      isPractitionerOfIt: appointment.practitioners.some((p) => p.id === me.id),
      end: Date.parse(appointment.end),
      now: Date.now(),
    })

  const cancel = async () => {
    setError(null)
    const { error: refusal, response } = await client.POST('/appointment/{appointmentId}/cancel', {
      params: { path: { appointmentId: appointment.id } },
    })
    if (!response.ok) {
      setError(
        (refusal as { message?: string } | undefined)?.message ?? "Le rendez-vous n'a pas pu être annulé.",
      )
      return
    }
    toastQueue.add({ title: 'Rendez-vous annulé', variant: 'success' })
    onCancelled()
  }

  return (
    <>
      <Dialog
        title={categoryTitle(appointment.serviceCategory)}
        isOpen
        onOpenChange={(open) => !open && onClose()}
        footer={(close) => (
          <>
            {canCancel && isAppointmentEditable(appointment.status) && (
              <Button variant="danger" onPress={() => setConfirming(true)}>
                Annuler le rendez-vous
              </Button>
            )}
            {onEdit && isAppointmentEditable(appointment.status) && (
              <Button variant="secondary" onPress={onEdit}>
                Modifier
              </Button>
            )}
            <Button variant="secondary" onPress={close}>
              Fermer
            </Button>
          </>
        )}
      >
        <div className={styles.dialogBody}>
          {error && <Alert variant="error">{error}</Alert>}
          <p className={styles.badges}>
            <Badge variant={categoryColour(appointment.serviceCategory)}>
              {categoryTitle(appointment.serviceCategory)}
            </Badge>
            {status && <Badge variant="neutral">{status}</Badge>}
          </p>
          <dl className={styles.facts}>
            <dt>Date</dt>
            <dd className={styles.capitalized}>{day}</dd>
            <dt>Horaire</dt>
            <dd>
              {time.format(Date.parse(appointment.start))} – {time.format(Date.parse(appointment.end))}
            </dd>
            <dt>Patient</dt>
            <dd>{appointment.patient.name.text}</dd>
            <dt>{appointment.practitioners.length > 1 ? 'Professionnels' : 'Professionnel'}</dt>
            <dd>{practitionerNames(appointment)}</dd>
            {appointment.description && (
              <>
                <dt>Description</dt>
                <dd className={styles.description}>
                  {description.isPending
                    ? 'Déchiffrement…'
                    : (description.data ??
                      'Chiffrée : le dossier médical de ce patient ne vous est pas partagé.')}
                </dd>
              </>
            )}
          </dl>
          {joinable && (
            <div>
              <Link variant="standalone" href={`/app/join-appointment/${appointment.id}`}>
                Rejoindre la téléconsultation
              </Link>
            </div>
          )}
        </div>
      </Dialog>
      <AlertDialog
        title="Annuler le rendez-vous"
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={cancel}
        confirmLabel="Annuler le rendez-vous"
        cancelLabel="Garder le rendez-vous"
        variant="danger"
      >
        Le rendez-vous du {day} à {time.format(Date.parse(appointment.start))} avec{' '}
        {appointment.patient.name.text} sera annulé.
      </AlertDialog>
    </>
  )
}

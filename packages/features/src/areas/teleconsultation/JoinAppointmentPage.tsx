// The waiting page of an assisted video teleconsultation (/app/join-appointment/{id}): the time left
// before it starts (or since it started), when it is, its category, its patient, its practitioners and
// its description decrypted in the browser, and 'Rejoindre', which tests the camera and the microphone
// before going into the consultation (/app/appointment/{id}). GET /appointment/{id} answers its patient,
// its practitioners and the holders of a grant; anyone else gets the same 404 as for no appointment, shown
// as 'Page non trouvée'. A cancelled or fulfilled appointment is shown with its status, and cannot be
// joined.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { APPOINTMENT_STATUS_LABELS, DEFAULT_TIME_ZONE } from '@relais/domain'
import { Badge, Button, Card, Countdown, PageHeader } from '@relais/ui'
import {
  categoryColour,
  categoryTitle,
  useAppointmentDescription,
  type Appointment,
} from '../agenda/index.ts'
import { AppointmentLoader } from './AppointmentLoader.tsx'
import { DeviceTestDialog } from './DeviceTestDialog.tsx'
import * as texts from './texts.ts'
import * as styles from './teleconsultation.css.ts'

/** The wall clock, unless a story or a test gives its own (the countdown is then still). */
const systemNow = () => new Date()

export interface JoinAppointmentPageProps {
  now?: () => Date
}

/** The route's page: the appointment named in the path. */
export function JoinAppointmentPage({ now = systemNow }: JoinAppointmentPageProps) {
  return (
    <AppointmentLoader>
      {(appointment) => <WaitingRoom appointment={appointment} now={now} />}
    </AppointmentLoader>
  )
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
}

function WaitingRoom({ appointment, now }: { appointment: Appointment; now: () => Date }) {
  const navigate = useNavigate()
  const [testing, setTesting] = useState(false)
  const timeZone = browserTimeZone()
  const start = Date.parse(appointment.start)
  const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone }).format(start)
  const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone })
  const status = APPOINTMENT_STATUS_LABELS[appointment.status]
  const joinable = appointment.status === 'BOOKED'

  return (
    <div className={styles.page}>
      <PageHeader title={texts.PAGE_TITLE} />
      <Card padding="lg">
        <div className={styles.summary}>
          <p className={styles.badges}>
            <Badge variant={categoryColour(appointment.serviceCategory)}>
              {categoryTitle(appointment.serviceCategory)}
            </Badge>
            {status && <Badge variant="neutral">{status}</Badge>}
          </p>
          {joinable && (
            <div className={styles.countdown}>
              <Countdown start={new Date(start)} now={now} />
            </div>
          )}
          <dl className={styles.facts}>
            <dt>{texts.DATE}</dt>
            <dd className={styles.capitalized}>{day}</dd>
            <dt>{texts.TIME}</dt>
            <dd>
              {time.format(start)} – {time.format(Date.parse(appointment.end))}
            </dd>
          </dl>
          {joinable && (
            <div className={styles.actions}>
              <Button variant="primary" size="lg" onPress={() => setTesting(true)}>
                {texts.JOIN}
              </Button>
            </div>
          )}
        </div>
      </Card>
      <div className={styles.cards}>
        <Card title={texts.PATIENT}>
          <p className={styles.plain}>{appointment.patient.name.text}</p>
        </Card>
        <Card title={texts.PARTICIPANTS}>
          <ul className={styles.people}>
            {appointment.practitioners.map((practitioner) => (
              <li key={practitioner.id} className={styles.person}>
                <span>{practitioner.name.text}</span>{' '}
                <span className={styles.muted}>{texts.PRACTITIONER_TYPE_LABELS[practitioner.type]}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      {appointment.description && <DescriptionCard appointment={appointment} />}
      {testing && (
        <DeviceTestDialog
          onClose={() => setTesting(false)}
          onJoin={() => void navigate(`/app/appointment/${appointment.id}`)}
        />
      )}
    </div>
  )
}

/** The description, opened with the reader's own keys: only the patient and those she shared her file with. */
function DescriptionCard({ appointment }: { appointment: Appointment }) {
  const description = useAppointmentDescription(appointment)
  return (
    <Card title={texts.DESCRIPTION}>
      <p className={styles.description}>
        {description.isPending ? texts.DECRYPTING : (description.data ?? texts.DESCRIPTION_SEALED)}
      </p>
    </Card>
  )
}

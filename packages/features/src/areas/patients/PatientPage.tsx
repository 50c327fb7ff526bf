// A patient's page (/app/patients/{id}, /app/organization/patients/{id}, and /app/patients for the patient
// themself): the banner (name, NIR, birth date, phone, city, email), 'Envoyer un message' opening the
// conversation with them, their medical record as it stands — not filled yet, or its summary
// decrypted in the browser —, their referent, appointments, documents and consultation reports.
// GET /patient/{id} answers only the patient and the holders of an accepted grant; anyone else gets
// the same 404 as for no patient, shown as 'Page non trouvée'.
import { useMatch, useNavigate, useParams } from 'react-router'
import { asApiError, useApi, type components } from '@relais/api-client'
import {
  dateInZone,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatNir,
  modeCapabilities,
  NOT_FOUND,
} from '@relais/domain'
import { Alert, Button, Card, formatPhone, Link, PageHeader, Spinner } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { PatientAppointments } from '../agenda/index.ts'
import { PatientDocuments } from '../documents/index.ts'
import { PatientMedicalRecord } from '../medical-record/index.ts'
import { ReferentCard } from '../referents/index.ts'
import { PatientReports } from '../reports/index.ts'
import { MessageButton } from '../messaging/index.ts'
import { ORGANIZATION_LIST_PATH, OWN_LIST_PATH } from './list-owner.ts'
import * as styles from './patients.css.ts'

type PatientFile = components['schemas']['PatientFile']
type PatientSummary = components['schemas']['PatientSummary']

const NOT_SET = '—'

/** The route's page: the patient named in the path, below the list it was opened from. */
export function PatientPage() {
  const { patientId = '' } = useParams()
  const inOrganization = useMatch(`${ORGANIZATION_LIST_PATH}/:patientId`) !== null
  return (
    <PatientFileView
      key={patientId}
      patientId={patientId}
      listPath={inOrganization ? ORGANIZATION_LIST_PATH : OWN_LIST_PATH}
    />
  )
}

export interface PatientFileViewProps {
  patientId: string
  /** The list the page belongs to; none for the patient's own page. */
  listPath: string | null
}

export function PatientFileView({ patientId, listPath }: PatientFileViewProps) {
  const { $api } = useApi()
  const navigate = useNavigate()
  const file = $api.useQuery(
    'get',
    '/patient/{patientId}',
    { params: { path: { patientId } } },
    // A 404 stays a 404: asking again would only repeat it.
    { retry: false },
  )
  const back = listPath ? () => void navigate(listPath) : undefined

  if (file.isPending) return <Spinner label="Chargement du patient" />
  if (file.isError) {
    const status = asApiError(file.error)?.statusCode
    // A malformed id is no patient either.
    if (status === 404 || status === 400) return <PatientNotFound listPath={listPath} />
    return (
      <>
        <PageHeader title="Patient" onBack={back} />
        <Alert variant="error" title="Le patient n'a pas pu être chargé.">
          <Button size="sm" variant="secondary" onPress={() => void file.refetch()}>
            Réessayer
          </Button>
        </Alert>
      </>
    )
  }
  return <PatientFileContent file={file.data} onBack={back} />
}

/** 'Page non trouvée', inside the layout, with the way back to the list. */
function PatientNotFound({ listPath }: { listPath: string | null }) {
  return (
    <>
      <PageHeader title={NOT_FOUND.title} description="Ce patient n'existe pas ou vous n'y avez pas accès." />
      <div>
        <Link variant="standalone" href={listPath ?? '/app'}>
          {listPath ? 'Retour à la liste des patients' : "Retour à l'accueil"}
        </Link>
      </div>
    </>
  )
}

function PatientFileContent({ file, onBack }: { file: PatientFile; onBack?: () => void }) {
  const me = useSignedInUser()
  const { application } = useAppConfig()
  const { patient } = file
  // Nobody writes to themself, and no conversation exists where the mode has no messaging.
  const self = file.access === 'self' || patient.id === me.id
  const canMessage = !self && modeCapabilities(application).hasMessaging
  return (
    <div className={styles.page}>
      <PageHeader
        title={patient.name.text}
        description={self ? 'Mon dossier' : undefined}
        onBack={onBack}
        actions={canMessage ? <MessageButton userId={patient.id} /> : undefined}
      />
      <div className={styles.sections}>
        <PatientBanner patient={patient} />
        <RecordSection file={file} self={self} />
        <ReferentCard patientId={patient.id} title="Référent santé" editable={self} />
        <PatientAppointments patientId={patient.id} />
        <PatientDocuments patientId={patient.id} />
        <PatientReports patientId={patient.id} />
      </div>
    </div>
  )
}

function Facts({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function PatientBanner({ patient }: { patient: PatientSummary }) {
  return (
    <Card title="Identité" headingLevel={2}>
      <Facts
        rows={[
          ['NIR', patient.nir ? formatNir(patient.nir) : NOT_SET],
          ['Date de naissance', patient.birthDate ? formatDate(patient.birthDate) : NOT_SET],
          ['Téléphone', patient.phone ? formatPhone(patient.phone) : NOT_SET],
          ['Ville', patient.city ?? NOT_SET],
          ['Email', patient.email ?? NOT_SET],
        ]}
      />
    </Card>
  )
}

function RecordSection({ file, self }: { file: PatientFile; self: boolean }) {
  const { medicalRecord, intake } = file
  return (
    <Card title="Dossier médical" headingLevel={2}>
      {medicalRecord ? (
        <div className={styles.stack}>
          <PatientMedicalRecord
            patient={file.patient}
            address={file.address}
            record={medicalRecord}
            self={self}
          />
          <p className={styles.muted}>
            Mis à jour le {formatDate(dateInZone(Date.parse(medicalRecord.updatedAt), DEFAULT_TIME_ZONE))}
          </p>
        </div>
      ) : intake ? (
        // Until the patient's first unlock puts them in the record: the answers given at the creation.
        <div className={styles.stack}>
          <PatientMedicalRecord
            patient={file.patient}
            address={file.address}
            record={{ envelope: intake.envelope, version: 0, updatedAt: intake.createdAt }}
            self={self}
            source="intake"
          />
          <p className={styles.muted}>
            Renseigné à la création du dossier le{' '}
            {formatDate(dateInZone(Date.parse(intake.createdAt), DEFAULT_TIME_ZONE))}
          </p>
        </div>
      ) : (
        <p className={styles.recordText}>
          {self
            ? "Vous n'avez pas encore renseigné votre dossier médical."
            : "Le patient n'a pas encore renseigné son dossier médical."}
        </p>
      )}
    </Card>
  )
}

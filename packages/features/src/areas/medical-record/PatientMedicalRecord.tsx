// A patient's medical record on the patient's page, for the patient and for a practitioner holding a
// grant: the envelope GET /patient/{id} returned, decrypted here, read back by section; a practitioner
// edits it in the record's steps (the identity stays the account's) and writes it through
// PUT /patient/{id}/medical-record over the version read. A record someone else wrote meanwhile is a
// 409: the page reads the new one and says so. In mobility its check-up results follow, the waiting
// check-ups added first by whoever may read them (the patient, a practitioner of her grant).
import { useMemo, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi, type components } from '@relais/api-client'
import { Alert, Button, Dialog, Link, Spinner, toastQueue } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { localToday } from '../../core/forms/step-resolver.ts'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { MedicalRecordForm } from './MedicalRecordForm.tsx'
import { MedicalRecordView } from './MedicalRecordView.tsx'
import { CheckupResults } from './checkups/CheckupResults.tsx'
import { PHYSICAL_ACTIVITY_STEP_HREF, usePatientRecordCheckups } from './checkups/useRecordCheckups.ts'
import { isRecordComplete, recordContentOf, recordFormValues, type RecordIdentity } from './record-form.ts'
import {
  decryptMedicalRecord,
  isNotSharedYet,
  MedicalRecordConflictError,
  savePatientMedicalRecord,
  type MedicalRecordContent,
} from './record.ts'
import * as styles from './medical-record.css.ts'

type StoredMedicalRecord = components['schemas']['MedicalRecord']
type PatientSummary = components['schemas']['PatientSummary']
type Address = components['schemas']['Address']

export interface PatientMedicalRecordProps {
  patient: PatientSummary
  /** The patient's postal address, shown (not editable) in the identity step. */
  address: Address | null
  /** The record, or the answers a practitioner gave at the account's creation until the patient has one. */
  record: StoredMedicalRecord
  /** The patient reading their own page: they edit on /app/medical-record. */
  self: boolean
  /** `intake`: the creation's answers, read only, until the patient's first unlock puts them in her record. */
  source?: 'record' | 'intake'
  /** Shown beside something else (the consultation room's panel): read, never edited from here. */
  readOnly?: boolean
}

/** What the patient's page knows of the person: enough for the age and sex rules and the first step. */
function identityOfPatient(patient: PatientSummary, address: Address | null): RecordIdentity {
  return {
    firstName: patient.name.given,
    lastName: patient.name.family,
    email: patient.email ?? undefined,
    phoneNumber: patient.phone ?? undefined,
    birthDate: patient.birthDate ?? undefined,
    gender: patient.gender ?? undefined,
    address: address ?? undefined,
  }
}

export function PatientMedicalRecord({
  patient,
  address,
  record,
  self,
  source = 'record',
  readOnly = false,
}: PatientMedicalRecordProps) {
  const vault = useOptionalVault()
  const { client, $api } = useApi()
  const queryClient = useQueryClient()
  const { application } = useAppConfig()
  const perinatal = application === 'perinatal'
  const today = useMemo(localToday, [])
  const [tab, setTab] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  const decrypted = useQuery({
    queryKey: ['patient-medical-record', patient.id, record.envelope.encryptionSessionId, record.version],
    queryFn: () => decryptMedicalRecord(vault!, record),
    enabled: vault !== null,
    // A record that does not open will not open on a second try.
    retry: false,
    staleTime: Infinity,
    // A newer version (a save, the check-ups added) replaces the one shown once it is decrypted: the
    // page stays in place meanwhile, and what it announced stays heard.
    placeholderData: keepPreviousData,
  })
  const refreshPatient = () =>
    queryClient.invalidateQueries({
      queryKey: $api.queryOptions('get', '/patient/{patientId}', {
        params: { path: { patientId: patient.id } },
      }).queryKey,
    })
  const checkups = usePatientRecordCheckups({
    patientId: patient.id,
    record: source === 'record' ? decrypted.data : undefined,
    self,
    writable: !readOnly,
    refresh: refreshPatient,
  })

  if (!vault) {
    return (
      <Alert variant="info">
        Le dossier médical est chiffré pour le patient et ses soignants : il ne peut pas être lu dans cette
        session.
      </Alert>
    )
  }
  if (decrypted.isPending) return <Spinner label="Déchiffrement du dossier médical" />
  if (decrypted.isError) {
    const notShared = isNotSharedYet(decrypted.error)
    return (
      <Alert variant={notShared ? 'info' : 'error'}>
        {notShared
          ? 'Le patient ne vous a pas encore partagé le contenu chiffré de son dossier médical.'
          : "Le dossier médical n'a pas pu être déchiffré."}
      </Alert>
    )
  }

  const current = decrypted.data
  const values = recordFormValues(current.content, identityOfPatient(patient, address))

  const submit = async (answers: Record<string, unknown>) => {
    const content = recordContentOf(answers, current.content, { today, perinatal })
    try {
      await savePatientMedicalRecord(vault, client, patient.id, content, current)
    } catch (error) {
      if (error instanceof MedicalRecordConflictError) void refreshPatient()
      throw error
    }
    await refreshPatient()
    toastQueue.add({ title: 'Dossier médical enregistré', variant: 'success' })
    setEditing(false)
  }

  if (source === 'intake') return <RegistrationAnswers content={current.content} />
  return (
    <div className={styles.stack}>
      {isRecordComplete(current.content) ? (
        <MedicalRecordView values={values} perinatal={perinatal} selectedStep={tab} onStepChange={setTab} />
      ) : (
        <>
          <RegistrationAnswers content={current.content} />
          <p className={styles.muted}>
            {self
              ? "Vous n'avez pas encore complété votre dossier médical."
              : "Le patient n'a pas encore complété son dossier médical."}
          </p>
        </>
      )}
      {checkups.shown && (
        <CheckupResults
          observations={current.observations}
          state={checkups.state}
          reader={self ? 'patient' : 'practitioner'}
          physicalActivityHref={checkups.physicalActivityMissing ? PHYSICAL_ACTIVITY_STEP_HREF : undefined}
          headingLevel={3}
        />
      )}
      {!readOnly && (
        <div className={styles.actions}>
          {self ? (
            <Link variant="standalone" href="/app/medical-record">
              Ouvrir mon dossier médical
            </Link>
          ) : (
            <Button variant="secondary" onPress={() => setEditing(true)}>
              Modifier le dossier médical
            </Button>
          )}
        </div>
      )}
      <Dialog
        title={`Dossier médical de ${patient.name.text}`}
        isOpen={editing}
        onOpenChange={setEditing}
        isDismissable={false}
      >
        <MedicalRecordForm
          initial={values}
          perinatal={perinatal}
          addressEditable={false}
          initialStep={tab}
          onSubmit={submit}
        />
      </Dialog>
    </div>
  )
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/** What registration asked, until the record's own questions are answered. */
function RegistrationAnswers({ content }: { content: MedicalRecordContent }) {
  const rows: [string, string][] = [
    ['Groupe sanguin', text(content.bloodGroup) ?? 'Non renseigné'],
    ['Antécédents médicaux', text(content.medicalBackground) ?? 'Aucun renseigné'],
    ['Traitements en cours', text(content.treatments) ?? 'Aucun renseigné'],
    ['Allergies', text(content.allergies) ?? 'Aucune renseignée'],
  ]
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

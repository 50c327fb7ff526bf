// The patient's medical record in the consultation room, for its doctor: a side panel over the call, the
// record decrypted in his browser and read only (he edits it from the patient's page). Loaded when he
// first opens it (PatientFileTools.tsx).
import type { components } from '@relais/api-client'
import { Drawer } from '@relais/ui'
import { PatientMedicalRecord } from '../../medical-record/index.ts'
import { PATIENT_FILE_TEXTS } from './texts.ts'
import * as styles from './patient-file.css.ts'

type PatientFile = components['schemas']['PatientFile']

export function RecordDrawer({
  file,
  isOpen,
  onOpenChange,
}: {
  file: PatientFile
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const { patient, medicalRecord, intake } = file
  return (
    <Drawer
      title={`${PATIENT_FILE_TEXTS.record} — ${patient.name.text}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <div className={styles.panel}>
        {medicalRecord ? (
          <PatientMedicalRecord
            patient={patient}
            address={file.address}
            record={medicalRecord}
            self={false}
            readOnly
          />
        ) : intake ? (
          <PatientMedicalRecord
            patient={patient}
            address={file.address}
            record={{ envelope: intake.envelope, version: 0, updatedAt: intake.createdAt }}
            self={false}
            source="intake"
            readOnly
          />
        ) : (
          <p>{PATIENT_FILE_TEXTS.empty}</p>
        )}
      </div>
    </Drawer>
  )
}

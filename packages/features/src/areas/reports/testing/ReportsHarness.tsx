// A patient's consultation reports as her page shows them, for stories and component tests: the card,
// the signed-in reader (the midwife by default), her unlocked vault (or none, as in an impersonated
// session), and the API answered in-process by the store's handlers (uploads: see core/testing/xhr.ts).
import { accountUser } from '@relais/api-client/msw'
import { patientUser, RecordProviders } from '../../../core/testing/providers.tsx'
import { PatientReports } from '../PatientReports.tsx'
import { DOCTOR, MIDWIFE_ID, type ReportsWorld } from './reports-world.ts'

export type Reader = 'midwife' | 'doctor' | 'patient'

export function ReportsHarness({
  world,
  reader = 'midwife',
  withoutVault = false,
}: {
  world: ReportsWorld
  reader?: Reader
  withoutVault?: boolean
}) {
  const user =
    reader === 'patient'
      ? patientUser(world.patientId)
      : accountUser(reader, 'perinatal', { id: reader === 'doctor' ? DOCTOR.id : MIDWIFE_ID })
  const vault = { midwife: world.midwife, doctor: world.doctor, patient: world.patient }[reader]
  return (
    <RecordProviders vault={withoutVault ? null : vault} user={user} handlers={world.store.handlers}>
      <PatientReports patientId={world.patientId} />
    </RecordProviders>
  )
}

// GET /patient/{patientId}: the patient page — the banner's identity and address, the record's envelope and the
// answers given when a practitioner created the account. The
// patient reads their own; anyone else only through an accepted medical-file grant in force (their own
// or a structure's they belong to), and each envelope such a reader receives is written to the
// patient's access log before it leaves. Anyone else gets 404, as for no patient: a pending, refused
// or revoked request gives nothing.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { PatientsServices } from './services.ts'

export async function getPatientFile(
  { request, params, application }: OperationContext<'getPatientFile'>,
  { accounts, config, patients, policies, records }: PatientsServices,
): Promise<Reply<'getPatientFile'>> {
  const { user } = await accounts.account(request)
  const patientId = params.patientId as string
  const patient = await patients.find(application, patientId)
  if (!patient) throw notFound('Patient introuvable')
  if (patient.id === user.id) {
    const [medicalRecord, intake, address] = await Promise.all([
      records.find(patient.id),
      patients.intake(patient.id),
      patients.address(patient.id),
    ])
    return { status: 200, body: { patient, address, medicalRecord, intake, access: 'self' } }
  }
  const now = config.now()
  const grant = await policies.medicalFileGrant(application, patient.id, user.id, now)
  if (!grant) throw notFound('Patient introuvable')
  const [medicalRecord, intake, address] = await Promise.all([
    records.find(patient.id),
    patients.intake(patient.id),
    patients.address(patient.id),
  ])
  // The intake is part of the record the patient sees read: one line for the two.
  if (medicalRecord || intake) {
    await policies.logAccess({
      action: 'read',
      application,
      patientId: patient.id,
      readerUserId: user.id,
      grant,
      resource: 'medical-record',
      now,
    })
  }
  return { status: 200, body: { patient, address, medicalRecord, intake, access: 'grant' } }
}

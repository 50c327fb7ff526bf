// The medical-record area: the patient's medical record, stored only as the vault's encrypted envelope.
// The browser encrypts it with a session shared with the patient's medical-file group, and the server
// keeps the envelope (which names its session) and a version — never a key, never a field in clear.
//
// Rules (the authorization matrix holds every operation to them):
// - The patient's own route (`/user/current/medical-record`) is for patients only: any other account
//   gets a 403. Practitioners read a record through the patients area's file (`GET /patient/{id}`).
// - The patient's record by id (`PUT /patient/{patientId}/medical-record`) is written by the patient
//   herself, or by a practitioner or structure holding an accepted medical-file grant on her. Anyone
//   else, another patient included, gets 404, as for no patient: a pending, refused or revoked request
//   gives nothing. A write through a grant is logged in the patient's access log, in the same
//   transaction as the write.
// - An impersonating administrator never writes a record (403), on either route: they hold no key to
//   it, and the access log must name who wrote. Impersonating the patient, they may read her envelope.
// - The envelope has the contract's `EncryptedEnvelope` shape, checked before the handler runs: a
//   record in clear, or anything else, is a 400 naming the field.
// - Writes are optimistic: `version` names the version the write is based on (0 for the first); any
//   other stored version makes the write stale (409), so a tab (or another writer) never overwrites a
//   newer record.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { getMedicalRecord } from './getMedicalRecord.ts'
import { putMedicalRecord } from './putMedicalRecord.ts'
import { putPatientMedicalRecord } from './putPatientMedicalRecord.ts'
import { medicalRecordServices } from './services.ts'

export const medicalRecordModule: Plugin<AreaContext> = {
  name: 'medical-record',
  dependencies: ['contract'],
  register(server, context) {
    const services = medicalRecordServices(context)
    server.operation('getMedicalRecord', getMedicalRecord, services)
    server.operation('putMedicalRecord', putMedicalRecord, services)
    server.operation('putPatientMedicalRecord', putPatientMedicalRecord, services)
  },
}

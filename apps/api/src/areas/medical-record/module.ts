// The medical-record area: the patient's medical record, stored only as the vault's encrypted envelope.
// The browser encrypts it with a session shared with the patient's medical-file group, and the server
// keeps the envelope (which names its session) and a version — never a key, never a field in clear.
//
// Rules (the authorization matrix holds every operation to them):
// - Patients only: any other account gets a 403 (a practitioner reads a patient's record through the
//   access grants of a later feature, never through the patient's own route).
// - An administrator impersonating the patient may read the envelope (GET) but never write it (403):
//   they hold no key to it, and the record is the patient's own.
// - The envelope has the contract's `EncryptedEnvelope` shape, checked before the handler runs: a
//   record in clear, or anything else, is a 400 naming the field.
// - Writes are optimistic: `version` names the version the write is based on (0 for the first); any
//   other stored version makes the write stale (409), so a tab never overwrites another's newer record.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { getMedicalRecord } from './getMedicalRecord.ts'
import { putMedicalRecord } from './putMedicalRecord.ts'
import { medicalRecordServices } from './services.ts'

export const medicalRecordModule: Plugin<AreaContext> = {
  name: 'medical-record',
  dependencies: ['contract'],
  register(server, context) {
    const services = medicalRecordServices(context)
    server.operation('getMedicalRecord', getMedicalRecord, services)
    server.operation('putMedicalRecord', putMedicalRecord, services)
  },
}

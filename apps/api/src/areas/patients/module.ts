// The patients area: practitioners' and structures' patient lists, adding a patient (by NIR: a request
// to an existing patient, or a new account), a patient's file as a reader with access sees it, and the
// global search.
//
// Rules (the authorization matrix holds every operation to them):
// - A list is a practitioner's own (the id is the caller's, of the caller's type) or a structure's the
//   caller belongs to; any other list is a 404, as for none. Its patients are those its owner holds an
//   accepted medical-file grant on; its pending patients, those asked who have not answered.
// - The NIR look-up answers whether a patient holds it and whether the list follows them, the name only
//   when a request can be sent, and is limited per caller (429): it cannot list who is a patient.
// - A patient created by a practitioner is an active account under the add-patient wizard's rules; a
//   taken email, phone or NIR is a 409 as at registration. The list's owner gets an accepted grant in
//   the same transaction, which the patient may revoke. The history step's answers arrive encrypted.
// - A request to an existing patient is a pending policy the patient answers, and notifies them; one
//   live policy per patient and list (409).
// - A patient's file opens to the patient and to a holder of an accepted grant in force, nobody else
//   (404): a pending, refused or revoked request gives nothing. Every envelope a grant holder receives
//   is written to the patient's access log first.
// - The search reaches only the patients the caller's own and structures' lists hold.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { checkPatientAffiliation } from './checkPatientAffiliation.ts'
import { createPatient } from './createPatient.ts'
import { getPatientFile } from './getPatientFile.ts'
import { listPatients } from './listPatients.ts'
import { requestPatientAffiliation } from './requestPatientAffiliation.ts'
import { searchPatients } from './searchPatients.ts'
import { patientsServices } from './services.ts'

export const patientsModule: Plugin<AreaContext> = {
  name: 'patients',
  dependencies: ['contract'],
  register(server, context) {
    const services = patientsServices(context)
    server.operation('listPatients', listPatients, services)
    server.operation('checkPatientAffiliation', checkPatientAffiliation, services)
    server.operation('createPatient', createPatient, services)
    server.operation('requestPatientAffiliation', requestPatientAffiliation, services)
    server.operation('getPatientFile', getPatientFile, services)
    server.operation('searchPatients', searchPatients, services)
  },
}

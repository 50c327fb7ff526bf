// The referents area: a patient's health referent ('Référent santé'), the midwife or doctor who follows
// her, named at registration or later, and the practitioner's account its RPPS points to.
//
// Rules (the authorization matrix holds every operation to them):
// - The patient reads her own referent; a practitioner or structure hers while holding an accepted
//   medical-file grant on her. Anyone else gets 404, as for no patient. Not through an impersonation.
// - Only the patient, acting as herself, names her referent (403 for any other account and for an
//   impersonating administrator), with registration's rules (the domain's referent schema).
// - Naming a registered, active doctor or midwife of the application is her consent to their reading
//   her file: they get an accepted grant in the same transaction unless they hold one, and the answer
//   says so, for the browser to add them to the file's encrypted group.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { getPatientReferent } from './getPatientReferent.ts'
import { putCurrentReferent } from './putCurrentReferent.ts'
import { referentsServices } from './services.ts'

export const referentsModule: Plugin<AreaContext> = {
  name: 'referents',
  dependencies: ['contract'],
  register(server, context) {
    const services = referentsServices(context)
    server.operation('getPatientReferent', getPatientReferent, services)
    server.operation('putCurrentReferent', putCurrentReferent, services)
  },
}

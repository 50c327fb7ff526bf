// The check-ups area ('Résultats checkup santé'): health check-ups taken at a check-up station, which
// the station platform (adapters/checkups) keeps under the patient's NIR until her record takes them.
// The API relays them and stores none of them: the patient's browser, or that of a practitioner she
// granted her medical file, reads a check-up, adds its measures to her encrypted record, then deletes
// it at the platform.
//
// Rules (the authorization matrix holds every operation to them):
// - A check-up is read or deleted by the patient holding its NIR in the calling application, or by a
//   holder of an accepted medical-file grant on her; anyone else gets 404, as for no check-up. A
//   practitioner's read is written to her access log.
// - Administrators look a NIR up (dates, stations, how many measures, which patient holds it), never
//   its values.
// - Only the measures the product knows reach a reply (the domain's `checkupMeasurement`).
// - No platform configured (PROD, until one is), or a platform that does not answer: 503.
// - A check-up recorded under the NIR of a patient whose mode has the check-ups is announced to her by
//   a `checkup` notification.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { notificationSender } from '../notifications/index.ts'
import { announceRecordedCheckups } from './checkup-notifications.ts'
import { deleteCheckup } from './deleteCheckup.ts'
import { getCheckup } from './getCheckup.ts'
import { listCheckupsByNir } from './listCheckupsByNir.ts'
import { listPatientCheckups } from './listPatientCheckups.ts'
import { checkupsServices } from './services.ts'

export const checkupsModule: Plugin<AreaContext> = {
  name: 'checkups',
  dependencies: ['contract'],
  register(server, context) {
    const services = checkupsServices(context)
    server.operation('listCheckupsByNir', listCheckupsByNir, services)
    server.operation('listPatientCheckups', listPatientCheckups, services)
    server.operation('getCheckup', getCheckup, services)
    server.operation('deleteCheckup', deleteCheckup, services)
    const stopListening = services.stations?.onRecorded(
      announceRecordedCheckups(services.patients, notificationSender(context), services.log),
    )
    if (stopListening) context.onStop(async () => stopListening())
  },
}

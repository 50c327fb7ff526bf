// A check-up recorded at the platform is announced to its patient: in each application whose mode has
// the check-ups' results (and a bell), the patient holding its NIR gets a `checkup` notification, which
// leads her to the record page that adds it. Nobody holds the NIR yet: nothing is sent, and the
// check-up waits for her registration.
import { APPLICATIONS, CHECKUP_TEXTS, modeCapabilities } from '@relais/domain'
import type { Logger } from 'pino'
import type { RecordedCheckup } from '../../adapters/checkups/port.ts'
import type { NotificationSender } from '../notifications/index.ts'
import type { CheckupPatientsRepository } from './checkup-patients-repository.ts'

const NOTIFIED_APPLICATIONS = APPLICATIONS.filter((application) => {
  const mode = modeCapabilities(application)
  return mode.hasCheckupResults && mode.hasNotifications
})

/**
 * What the area hears the platform record. A failure is logged, never thrown: the check-up is recorded
 * whatever happens here, and stays waiting for the patient's next visit to her record.
 */
export function announceRecordedCheckups(
  patients: CheckupPatientsRepository,
  notifications: NotificationSender,
  log: Logger,
): (checkup: RecordedCheckup) => Promise<void> {
  return async (checkup) => {
    for (const application of NOTIFIED_APPLICATIONS) {
      try {
        const patient = await patients.holderOf(application, checkup.nir)
        if (!patient) continue
        await notifications.send({
          application,
          userId: patient.id,
          template: 'checkup',
          content: CHECKUP_TEXTS.notification,
          payload: {},
        })
      } catch (error) {
        log.error({ err: error, checkupId: checkup.id }, 'Check-up notification not sent')
      }
    }
  }
}

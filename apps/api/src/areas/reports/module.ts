// The reports area: a patient's consultation reports ('Bilans de consultation'), each a consultation
// that took place — a fulfilled appointment — with what was recorded of it in the other areas: the
// observations of its room and the report its doctor validated (teleconsultation), the documents added
// to it (documents). A midwife also records a consultation she gave, afterwards; its description is
// encrypted in her browser as any appointment's, and its files are documents added to it.
//
// Rules (the authorization matrix holds every operation to them):
// - The patient reads her own reports; a practitioner or structure those of a patient they hold an
//   accepted medical-file grant on, which is written to her access log. Anyone else gets 404, as for
//   no patient.
// - A midwife holding the patient's grant records one (404 otherwise): a past consultation, so no slot
//   is booked; its times follow the domain's rules, each fault a 400 on its field.
// - Not through an impersonation (403): the access log names who read and who wrote.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { createConsultationReport } from './createConsultationReport.ts'
import { listConsultationReports } from './listConsultationReports.ts'
import { reportsServices } from './services.ts'

export const reportsModule: Plugin<AreaContext> = {
  name: 'reports',
  dependencies: ['contract'],
  register(server, context) {
    const services = reportsServices(context)
    server.operation('listConsultationReports', listConsultationReports, services)
    server.operation('createConsultationReport', createConsultationReport, services)
  },
}

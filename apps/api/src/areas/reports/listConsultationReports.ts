// GET /patient/{patientId}/consultation-reports: the patient's fulfilled appointments, the latest first,
// each with its observations, attachments and validated report. What is medical in them is encrypted;
// a read through a grant is written to the patient's access log when there is a report: the
// consultations' content (descriptions and observations) as observations, and their attachments, when
// there are some, as documents.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { reportsReader, type ReportsServices } from './services.ts'

/** Without a `limit`: the latest consultations a patient's page lists. */
const DEFAULT_LIMIT = 20

export async function listConsultationReports(
  { request, params, query, application }: OperationContext<'listConsultationReports'>,
  services: ReportsServices,
): Promise<Reply<'listConsultationReports'>> {
  const patientId = (params.patientId as string).toLowerCase()
  const reader = await reportsReader(request, application, patientId, services)
  const reports = await services.reports.ofPatient(application, patientId, query.limit ?? DEFAULT_LIMIT)
  const { grant } = reader
  if (grant && reports.length > 0) {
    const now = services.config.now()
    const read = { action: 'read' as const, application, patientId, readerUserId: reader.userId, grant, now }
    await services.policies.logAccess({ ...read, resource: 'observation' })
    if (reports.some((report) => report.attachments.length > 0)) {
      await services.policies.logAccess({ ...read, resource: 'document' })
    }
  }
  return { status: 200, body: { reports } }
}

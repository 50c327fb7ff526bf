// A patient's consultation reports, gathered from the areas that own their parts: the fulfilled
// appointments (appointments), what was recorded during them and the report that ended them
// (teleconsultation), and the documents added to them (documents). Each part is read through its
// area's own repository, in one query per part whatever the number of consultations.
import type { Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import { appointmentBody, AppointmentsRepository } from '../appointments/index.ts'
import type { DB } from '../database.ts'
import { DocumentsRepository } from '../documents/index.ts'
import { ObservationsRepository, ReportsRepository } from '../teleconsultation/index.ts'

type ConsultationReport = components['schemas']['ConsultationReport']
type AppointmentRecord = NonNullable<Awaited<ReturnType<AppointmentsRepository['find']>>>

export class ConsultationReportsRepository {
  private readonly appointments: AppointmentsRepository
  private readonly observations: ObservationsRepository
  private readonly documents: DocumentsRepository
  private readonly reports: ReportsRepository

  constructor(db: Kysely<DB>) {
    this.appointments = new AppointmentsRepository(db)
    this.observations = new ObservationsRepository(db)
    this.documents = new DocumentsRepository(db)
    this.reports = new ReportsRepository(db)
  }

  /** The patient's fulfilled appointments as reports, the latest first, at most `limit`. */
  async ofPatient(application: string, patientId: string, limit: number): Promise<ConsultationReport[]> {
    const records = await this.appointments.ofPatient(application, patientId, {
      status: 'FULFILLED',
      order: 'desc',
      limit,
    })
    return this.gathered(application, patientId, records)
  }

  /** One fulfilled appointment of `application` as a report; undefined when there is none of that id. */
  async find(application: string, appointmentId: string): Promise<ConsultationReport | undefined> {
    const record = await this.appointments.find(application, appointmentId)
    if (!record || record.status !== 'FULFILLED') return undefined
    const [report] = await this.gathered(application, record.patient.id, [record])
    return report
  }

  private async gathered(
    application: string,
    patientId: string,
    records: readonly AppointmentRecord[],
  ): Promise<ConsultationReport[]> {
    const ids = records.map((record) => record.id)
    const [observations, attachments, reports] = await Promise.all([
      this.observations.listOfAppointments(application, ids),
      this.documents.attachmentsOf(application, patientId, ids),
      this.reports.documentsOf(ids),
    ])
    return records.map((record) => ({
      appointment: appointmentBody(record),
      observations: observations.get(record.id) ?? [],
      attachments: attachments.get(record.id) ?? [],
      reportDocumentId: reports.get(record.id) ?? null,
    }))
  }
}

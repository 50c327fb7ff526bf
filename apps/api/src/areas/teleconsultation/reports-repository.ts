// The reports that ended consultations: which document of the patient's is the report of which
// appointment.
import type { Kysely } from 'kysely'
import type { DB } from '../database.ts'

export class ReportsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(report: { appointmentId: string; documentId: string; authorId: string; now: Date }) {
    await this.db
      .insertInto('appointment_reports')
      .values({
        appointment_id: report.appointmentId,
        document_id: report.documentId,
        author_user_id: report.authorId,
        created_at: report.now,
      })
      .execute()
  }
}

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

  /** The report document of each of `appointmentIds` that has one, by appointment. */
  async documentsOf(appointmentIds: readonly string[]): Promise<Map<string, string>> {
    if (appointmentIds.length === 0) return new Map()
    const rows = await this.db
      .selectFrom('appointment_reports')
      .select(['appointment_id', 'document_id'])
      .where('appointment_id', 'in', [...appointmentIds])
      .execute()
    return new Map(rows.map((row) => [row.appointment_id, row.document_id]))
  }
}

// The documents' rows. The files themselves are in blob storage (AreaContext.storage), under the
// random key each row names.
import type { Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

type Document = components['schemas']['Document']

export interface StoredDocument {
  id: string
  patientId: string
  storageKey: string
  size: number
}

export interface NewDocument {
  id: string
  application: string
  patientId: string
  authorId: string
  type: Document['type']
  metadata: Document['metadata']
  storageKey: string
  size: number
  createdAt: Date
  /** The consultation it belongs to, checked by the caller. */
  appointmentId?: string | null
}

export class DocumentsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(document: NewDocument): Promise<void> {
    await this.db
      .insertInto('documents')
      .values({
        id: document.id,
        application: document.application,
        patient_user_id: document.patientId,
        author_user_id: document.authorId,
        type: document.type,
        metadata: JSON.stringify(document.metadata),
        storage_key: document.storageKey,
        size: document.size,
        created_at: document.createdAt,
        appointment_id: document.appointmentId ?? null,
      })
      .execute()
  }

  async countOf(application: string, patientId: string): Promise<number> {
    const row = await this.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('application', '=', application)
      .where('patient_user_id', '=', patientId)
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  /** The document of `application` with this id, for a download. */
  async find(application: string, id: string): Promise<StoredDocument | undefined> {
    const row = await this.db
      .selectFrom('documents')
      .select(['id', 'patient_user_id', 'storage_key', 'size'])
      .where('application', '=', application)
      .where('id', '=', id)
      .executeTakeFirst()
    return (
      row && {
        id: row.id,
        patientId: row.patient_user_id,
        storageKey: row.storage_key,
        size: Number(row.size),
      }
    )
  }

  /** Whose document this is, who added it and its kind; undefined when `application` has none of this id. */
  async origin(
    application: string,
    id: string,
  ): Promise<{ patientId: string; authorId: string | null; type: Document['type'] } | undefined> {
    const row = await this.db
      .selectFrom('documents')
      .select(['patient_user_id', 'author_user_id', 'type'])
      .where('application', '=', application)
      .where('id', '=', id)
      .executeTakeFirst()
    return row && { patientId: row.patient_user_id, authorId: row.author_user_id, type: row.type }
  }

  /** A patient's documents (or the one of id `only`), the latest first, with their authors' names. */
  async listOf(application: string, patientId: string, only?: string): Promise<Document[]> {
    let query = this.select(application, patientId)
    if (only) query = query.where('d.id', '=', only)
    return (await query.execute()).map(toDocument)
  }

  /**
   * The documents of the patient that belong to each of `appointmentIds` (a consultation's
   * attachments), the latest first, by appointment; an appointment without any is not in the map.
   */
  async attachmentsOf(
    application: string,
    patientId: string,
    appointmentIds: readonly string[],
  ): Promise<Map<string, Document[]>> {
    const byAppointment = new Map<string, Document[]>()
    if (appointmentIds.length === 0) return byAppointment
    const rows = await this.select(application, patientId)
      .where('d.appointment_id', 'in', [...appointmentIds])
      .execute()
    for (const row of rows) {
      const list = byAppointment.get(row.appointment_id!) ?? []
      list.push(toDocument(row))
      byAppointment.set(row.appointment_id!, list)
    }
    return byAppointment
  }

  private select(application: string, patientId: string) {
    return this.db
      .selectFrom('documents as d')
      .leftJoin('users as u', 'u.id', 'd.author_user_id')
      .leftJoin('profiles as p', 'p.user_id', 'd.author_user_id')
      .select([
        'd.id',
        'd.patient_user_id',
        'd.type',
        'd.metadata',
        'd.size',
        'd.created_at',
        'd.author_user_id',
        'd.appointment_id',
        'u.user_type',
        'p.given_name',
        'p.family_name',
      ])
      .where('d.application', '=', application)
      .where('d.patient_user_id', '=', patientId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id')
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('documents').where('id', '=', id).execute()
  }
}

type DocumentRow = Awaited<ReturnType<ReturnType<DocumentsRepository['select']>['execute']>>[number]

function toDocument(row: DocumentRow): Document {
  return {
    id: row.id,
    patientId: row.patient_user_id,
    type: row.type,
    metadata: row.metadata,
    size: Number(row.size),
    createdAt: new Date(row.created_at).toISOString(),
    author: row.author_user_id
      ? {
          id: row.author_user_id,
          userType: row.user_type ?? '',
          name: `${row.given_name ?? ''} ${row.family_name ?? ''}`.trim(),
        }
      : null,
    appointmentId: row.appointment_id,
  }
}

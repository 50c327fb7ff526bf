// The observations recorded during appointments: envelopes only, with whose and when.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

type AppointmentObservation = components['schemas']['AppointmentObservation']
type EncryptedEnvelope = components['schemas']['EncryptedEnvelope']

export class ObservationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Saves the envelopes in the order given, all at `now`; answers them as the contract shows them. */
  async insert(entry: {
    application: string
    appointmentId: string
    patientId: string
    authorId: string
    envelopes: EncryptedEnvelope[]
    now: Date
  }): Promise<AppointmentObservation[]> {
    const saved = entry.envelopes.map((envelope) => ({ id: randomUUID(), envelope }))
    await this.db
      .insertInto('appointment_observations')
      .values(
        saved.map(({ id, envelope }) => ({
          id,
          application: entry.application,
          appointment_id: entry.appointmentId,
          patient_user_id: entry.patientId,
          author_user_id: entry.authorId,
          envelope: JSON.stringify(envelope),
          created_at: entry.now,
        })),
      )
      .execute()
    return saved.map(({ id, envelope }) => ({
      id,
      appointmentId: entry.appointmentId,
      authorId: entry.authorId,
      createdAt: entry.now.toISOString(),
      envelope,
    }))
  }

  /** The appointment's observations, oldest first. */
  async listOf(application: string, appointmentId: string): Promise<AppointmentObservation[]> {
    return (await this.listOfAppointments(application, [appointmentId])).get(appointmentId) ?? []
  }

  /** The observations of each of `appointmentIds`, oldest first, by appointment; none: not in the map. */
  async listOfAppointments(
    application: string,
    appointmentIds: readonly string[],
  ): Promise<Map<string, AppointmentObservation[]>> {
    const byAppointment = new Map<string, AppointmentObservation[]>()
    if (appointmentIds.length === 0) return byAppointment
    const rows = await this.db
      .selectFrom('appointment_observations')
      .select(['id', 'appointment_id', 'author_user_id', 'created_at', 'envelope'])
      .where('application', '=', application)
      .where('appointment_id', 'in', [...appointmentIds])
      .orderBy('seq')
      .execute()
    for (const row of rows) {
      const list = byAppointment.get(row.appointment_id) ?? []
      list.push({
        id: row.id,
        appointmentId: row.appointment_id,
        authorId: row.author_user_id,
        createdAt: new Date(row.created_at).toISOString(),
        envelope: row.envelope,
      })
      byAppointment.set(row.appointment_id, list)
    }
    return byAppointment
  }
}

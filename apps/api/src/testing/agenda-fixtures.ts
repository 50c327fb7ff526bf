// What the authorization matrix's rows of the schedules and appointments areas need: for each caller, a
// calendar they may act on and a patient they may read; per application, a practitioner and a patient
// no caller has anything to do with. Every practitioner here is open round the clock, and each booking
// gets a slot of its own, so that every allowed caller can succeed.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../areas/database.ts'
import { APPLICATIONS, type Application } from '../core/config.ts'
import { accountIdOf, type Caller } from './access-matrix.ts'
import { grantCalendar, insertAppointment, openSchedule } from './agendas.ts'
import { insertUser } from './accounts.ts'
import type { TestApi } from './harness.ts'
import { grantMedicalFile, insertTestPatient } from './medical-files.ts'

type StaffRole = 'doctor' | 'assistant' | 'midwife'
const STAFF: readonly string[] = ['doctor', 'assistant', 'midwife']

export interface AgendaFixtures {
  /** A practitioner whose calendar the caller may act on: their own, or one granting their structure. */
  calendarOf(caller: Caller): Promise<{ id: string; role: StaffRole }>
  /** A patient the caller may read: themself, or a new one whose file they hold a grant on. */
  patientOf(caller: Caller): Promise<string>
  /** A booked appointment the caller may change (a patient: one of theirs, which they may read). */
  appointmentOf(caller: Caller): Promise<string>
  /** A practitioner open round the clock whom anyone of the application may book or search. */
  openDoctor: Record<Application, string>
  /** Per application, a doctor and a patient of theirs no caller acts for, and their appointment. */
  stranger: Record<Application, { doctorId: string; patientId: string; appointmentId: string }>
  /** A new slot, thirty minutes long, in the weeks after the test clock's now. */
  nextSlot(): { start: string; end: string }
}

/** Hours from the first Monday after the test clock's start, one per booking. */
let bookings = 0

export async function createAgendaFixtures(t: TestApi): Promise<AgendaFixtures> {
  const db = t.api.db as unknown as Kysely<DB>
  const firstSlot = Date.parse('2026-12-07T00:00:00Z')
  const nextStart = () => new Date(firstSlot + bookings++ * 3_600_000)

  const newDoctor = async (app: Application, name: string) => {
    const id = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `medecin.${name}.${randomUUID()}@example.fr`,
      profile: { givenName: 'Paul', familyName: name },
    })
    await openSchedule(db, app, id)
    return id
  }
  const openDoctor = {} as AgendaFixtures['openDoctor']
  const stranger = {} as AgendaFixtures['stranger']
  for (const app of APPLICATIONS) {
    openDoctor[app] = await newDoctor(app, 'Ouvert')
    const doctorId = await newDoctor(app, 'Inconnu')
    const patientId = await insertTestPatient(db, app, 'Suivie-Ailleurs')
    await grantMedicalFile(db, app, patientId, doctorId)
    const appointmentId = await insertAppointment(db, {
      app,
      patientId,
      practitioners: [{ id: doctorId, role: 'doctor' }],
      start: nextStart(),
    })
    stranger[app] = { doctorId, patientId, appointmentId }
  }

  const signedIn = (caller: Caller) => caller.user !== undefined && caller.kind !== 'newSession'
  /** Staff callers keep their own schedule, opened the first time it is asked for. */
  const opened = new Set<string>()
  /** The practitioner granting each structure their calendar, made the first time it is asked for. */
  const granting = new Map<string, string>()

  async function calendarOf(caller: Caller): Promise<{ id: string; role: StaffRole }> {
    const id = await accountIdOf(t, caller)
    if (signedIn(caller) && STAFF.includes(caller.userType ?? '')) {
      if (!opened.has(id)) {
        await openSchedule(db, caller.app, id)
        opened.add(id)
      }
      return { id, role: caller.userType as StaffRole }
    }
    const membership = await db
      .selectFrom('organization_members')
      .select('organization_id')
      .where('user_id', '=', id)
      .executeTakeFirst()
    if (!membership) return { id: randomUUID(), role: 'doctor' }
    let doctorId = granting.get(membership.organization_id)
    if (!doctorId) {
      doctorId = await newDoctor(caller.app, 'Partage')
      await grantCalendar(db, caller.app, doctorId, { organizationId: membership.organization_id })
      granting.set(membership.organization_id, doctorId)
    }
    return { id: doctorId, role: 'doctor' }
  }

  async function patientOf(caller: Caller): Promise<string> {
    const id = await accountIdOf(t, caller)
    if (!signedIn(caller) || caller.userType === 'patient') return id
    const patientId = await insertTestPatient(db, caller.app, 'Suivie')
    await grantMedicalFile(db, caller.app, patientId, id)
    return patientId
  }

  async function appointmentOf(caller: Caller): Promise<string> {
    if (!signedIn(caller) || !['patient', ...STAFF, 'organization'].includes(caller.userType ?? '')) {
      return randomUUID()
    }
    const practitioner =
      caller.userType === 'patient'
        ? { id: openDoctor[caller.app], role: 'doctor' as const }
        : await calendarOf(caller)
    return insertAppointment(db, {
      app: caller.app,
      patientId: await patientOf(caller),
      practitioners: [practitioner],
      start: nextStart(),
    })
  }

  return {
    calendarOf,
    patientOf,
    appointmentOf,
    openDoctor,
    stranger,
    nextSlot() {
      const start = nextStart()
      return { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() }
    },
  }
}

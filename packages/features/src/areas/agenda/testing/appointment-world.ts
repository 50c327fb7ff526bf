// The appointment form's world in stories and component tests: the signed-in practitioner's unlocked
// vault, two patients of her list — one who shared her medical file with her (her medical-file group has
// the practitioner as a member), one who has not yet — the appointments store answering the API, and the
// doctor a midwife or an assistant may pick. Never used by the running product.
import type { components } from '@relais/api-client'
import { appointmentsStore, patientSummary, type AppointmentsStore } from '@relais/api-client/msw'
import { wallTimeToInstant, type IsoDate } from '@relais/domain'
import type { Vault } from '@relais/vault'
import { vaultWorld } from '../../../core/testing/providers.tsx'
import { documentSession } from '../../documents/index.ts'
import { ensureMedicalFileGroup } from '../../medical-record/index.ts'
import { DOCTOR_ID } from './AgendaHarness.tsx'

type PatientSummary = components['schemas']['PatientSummary']
type Appointment = components['schemas']['Appointment']

export const MIDWIFE_ID = '9a1b2c3d-4e5f-4a6b-8c7d-000000000002'
/** A doctor other than the demo one, whom a midwife finds among her contacts. */
export const OTHER_DOCTOR_ID = '9a1b2c3d-4e5f-4a6b-8c7d-000000000003'

const person = (given: string, family: string) => ({ given, family, text: `${given} ${family}` })
export const DOCTOR = { id: DOCTOR_ID, type: 'doctor' as const, name: person('Julien', 'Moreau') }
export const MIDWIFE = { id: MIDWIFE_ID, type: 'midwife' as const, name: person('Sophie', 'Garnier') }
export const OTHER_DOCTOR = {
  id: OTHER_DOCTOR_ID,
  type: 'doctor' as const,
  name: person('Hélène', 'Roussel'),
}

export interface AppointmentWorld {
  /** The signed-in practitioner's vault. */
  vault: Vault
  /** The patient who shared her medical file with the practitioner, and her vault. */
  patient: PatientSummary
  patientVault: Vault
  /** A patient of the list who has not shared her file yet. */
  stranger: PatientSummary
  store: AppointmentsStore
}

/**
 * The world of `practitionerId`. The patients' ids are new in each world: documents.ts keeps one
 * encryption session per user and patient for the page's life, and a world must not meet the session of
 * an earlier one (whose key directory it does not share).
 */
export async function appointmentWorld(practitionerId: string = DOCTOR_ID): Promise<AppointmentWorld> {
  const world = vaultWorld()
  const patient = patientSummary('Camille', 'Lefèvre', { id: crypto.randomUUID() })
  const stranger = patientSummary('Amina', 'Diallo', { id: crypto.randomUUID(), birthDate: '1992-02-03' })
  const vault = await world.register(practitionerId)
  const patientVault = await world.register(patient.id)
  // A doctor a midwife books with has a key pair: a booking adds him to the patient's group.
  if (practitionerId !== OTHER_DOCTOR_ID) await world.register(OTHER_DOCTOR_ID)
  const group = await ensureMedicalFileGroup(patientVault)
  await patientVault.addGroupMembers(group.groupId, [practitionerId])
  const store = appointmentsStore()
  store.patients = [patient, stranger]
  store.practitioners = [DOCTOR, MIDWIFE, OTHER_DOCTOR]
  return { vault, patient, patientVault, stranger, store }
}

/** `HH:mm` of `date` in the browser's zone, as an ISO instant: the form shows the browser's hours. */
export function localTime(date: IsoDate, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return new Date(wallTimeToInstant(date, hours * 60 + minutes, zone)).toISOString()
}

/**
 * A booked appointment of the world's patient, from `start` for `minutes`, with `practitioners`, whose
 * description the patient's browser encrypted in the session of her medical-file group.
 */
export async function bookedWithDescription(
  world: AppointmentWorld,
  input: {
    start: string
    minutes: number
    practitioners: Appointment['practitioners']
    serviceCategory: Appointment['serviceCategory']
    description: string
  },
): Promise<Appointment> {
  const session = await documentSession(world.patientVault, world.patient.id)
  const start = Date.parse(input.start)
  return {
    id: crypto.randomUUID(),
    start: new Date(start).toISOString(),
    end: new Date(start + input.minutes * 60_000).toISOString(),
    status: 'BOOKED',
    serviceCategory: input.serviceCategory,
    description: await session.encryptString(input.description),
    patient: { id: world.patient.id, name: world.patient.name },
    practitioners: input.practitioners,
    createdAt: '2026-01-05T08:00:00.000Z',
    cancelledAt: null,
  }
}

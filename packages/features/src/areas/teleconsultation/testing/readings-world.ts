// The consultation's readings in stories and component tests: a booked teleconsultation of a patient of
// her own (a fresh id each time: the sessions the page keeps per patient would belong to another key
// directory otherwise), real vaults on one in-memory key directory — the patient's, the doctor's and
// the nurse's — her medical-file group holding the doctor and, unless told, the nurse, the API's
// observations kept in memory (saved as the nurse, or whoever is told) and a socket that lives in the
// page. Never used by the running product.
import { http, patientSummary } from '@relais/api-client/msw'
import { observationJson, type ConsultationObservation } from '@relais/domain'
import { vaultWorld } from '../../../core/testing/providers.tsx'
import { documentSession } from '../../documents/index.ts'
import { encryptMedicalRecord, ensureMedicalFileGroup } from '../../medical-record/index.ts'
import { memoryRealtime } from '../../messaging/index.ts'
import {
  appointmentAnswers,
  ASSISTANT,
  DOCTOR,
  observationStore,
  teleconsultationSample,
} from './teleconsultation-world.ts'

export async function readingsWorld({
  sharedWithNurse = true,
  start = new Date(Date.now() + 60_000).toISOString(),
  status = 'BOOKED',
  savedBy = ASSISTANT.id,
}: {
  sharedWithNurse?: boolean
  start?: string
  status?: 'BOOKED' | 'CANCELLED'
  /** Who the page's saves are recorded as: the signed-in user. */
  savedBy?: string
} = {}) {
  const vaults = vaultWorld()
  const patientId = crypto.randomUUID()
  const patient = await vaults.register(patientId)
  const nurse = await vaults.register(ASSISTANT.id)
  const doctor = await vaults.register(DOCTOR.id)
  const group = await ensureMedicalFileGroup(patient)
  await patient.addGroupMembers(group.groupId, sharedWithNurse ? [DOCTOR.id, ASSISTANT.id] : [DOCTOR.id])
  const appointment = teleconsultationSample(start, {
    status,
    patient: { id: patientId, name: { given: 'Camille', family: 'Lefèvre', text: 'Camille Lefèvre' } },
  })
  const store = observationStore(savedBy)
  const signals = http.post('/appointment/{appointmentId}/room/signal', ({ response }) =>
    response(204).empty(),
  )
  // Her file as her doctor reads it: her record, which her browser encrypted for her group.
  const record = await encryptMedicalRecord(patient, { bloodGroup: 'O+', allergies: 'Pénicilline' }, null)
  const file = http.get('/patient/{patientId}', ({ response }) =>
    response(200).json({
      patient: patientSummary('Camille', 'Lefèvre', {
        id: patientId,
        nir: '290057511223341',
        birthDate: '1990-05-17',
      }),
      address: null,
      medicalRecord: { envelope: record, version: 1, updatedAt: new Date().toISOString() },
      intake: null,
      access: 'grant',
    }),
  )
  return {
    appointment,
    patient,
    nurse,
    doctor,
    store,
    live: memoryRealtime(),
    /** The room's subscription. */
    path: `/appointments/${appointment.id}/room`,
    handlers: [...appointmentAnswers([appointment]).handlers, ...store.handlers, signals, file],
    /** What the nurse's browser sends: the observation (or any text) encrypted for the patient's file. */
    async sealedByNurse(observation: ConsultationObservation | string) {
      const session = await documentSession(nurse, patientId)
      return session.encryptString(
        typeof observation === 'string' ? observation : observationJson(observation),
      )
    },
    /** Stores what the nurse recorded, at `createdAt` (now, unless told). */
    async recordedByNurse(observation: ConsultationObservation | string, createdAt?: string) {
      return store.record(appointment.id, await this.sealedByNurse(observation), ASSISTANT.id, createdAt)
    },
    /** Stores what the doctor's browser saved (his notes), at `createdAt` (now, unless told). */
    async recordedByDoctor(observation: ConsultationObservation, createdAt?: string) {
      const session = await documentSession(doctor, patientId)
      const envelope = await session.encryptString(observationJson(observation))
      return store.record(appointment.id, envelope, DOCTOR.id, createdAt)
    },
  }
}

export type ReadingsWorld = Awaited<ReturnType<typeof readingsWorld>>

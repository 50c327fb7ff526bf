// Stories and component tests of a patient's consultation reports: real vaults — the patient, the
// midwife and the doctor she shared her medical file with — and the reports API of
// `@relais/api-client/msw` over a store whose reports hold what the browsers encrypt: the descriptions,
// the observations ({ type, code, valueString }) and the attachments' files and metadata, all in the
// session of her medical-file group, as the product writes them. Never used by the running product.
import {
  reportsStore,
  consultationReportSample,
  REPORTS_MIDWIFE,
  type ReportsStore,
} from '@relais/api-client/msw'
import type { components } from '@relais/api-client'
import { encodeVitalSign, observationJson, type ConsultationObservation } from '@relais/domain'
import type { SessionPort, Vault } from '@relais/vault'
import { vaultWorld } from '../../../core/testing/providers.tsx'
import { documentSession } from '../../documents/index.ts'
import { ensureMedicalFileGroup } from '../../medical-record/index.ts'

type StoredReport = components['schemas']['ConsultationReport']
type StoredDocument = components['schemas']['Document']
type AppointmentPractitioner = components['schemas']['AppointmentPractitioner']

export const MIDWIFE_ID = REPORTS_MIDWIFE.id
export const DOCTOR: AppointmentPractitioner = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0000000000a1',
  type: 'doctor',
  name: { given: 'Julien', family: 'Moreau', text: 'Julien Moreau' },
}

export interface ReportsWorld {
  /** The midwife reading the patient's reports and recording one: a member of her medical-file group. */
  midwife: Vault
  /** The doctor of the teleconsultation, a member of the group too. */
  doctor: Vault
  patient: Vault
  /** A new one per world: documents.ts keeps one session per user and patient for the page's life. */
  patientId: string
  store: ReportsStore
}

/** What a sample says, in clear: what the tests look for on screen, and never in the store. */
export const SAMPLE_TEXTS = {
  description: 'Suivi de grossesse à 28 SA : tension normale, mouvements actifs.',
  history: 'Fatigue depuis une semaine',
  examination: 'Auscultation normale',
  conclusion: 'Repos et hydratation',
  ultrasound: 'Échographie T3',
  report: 'Rapport de consultation du 20/02/2026',
  capture: "Capture d'écran 20/02/2026 14:12",
} as const

/** A 1×1 PNG: the capture's bytes. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`)

/** A document as the patient's browser stores it: file and metadata in her group's session (`v: 1`). */
async function seal(
  session: SessionPort,
  store: ReportsStore,
  patientId: string,
  seed: {
    title: string
    fileName: string
    contentType: string
    content: Uint8Array<ArrayBuffer>
    type: StoredDocument['type']
    createdAt: string
    appointmentId: string
    author: StoredDocument['author']
  },
): Promise<StoredDocument> {
  const file = await session.encryptFile(new Blob([seed.content], { type: seed.contentType }))
  const metadata = await session.encryptString(
    JSON.stringify({ v: 1, title: seed.title, fileName: seed.fileName, contentType: seed.contentType }),
  )
  const document: StoredDocument = {
    id: crypto.randomUUID(),
    patientId,
    type: seed.type,
    metadata,
    size: file.byteLength,
    createdAt: seed.createdAt,
    author: seed.author,
    appointmentId: seed.appointmentId,
  }
  store.files.set(document.id, file)
  return document
}

async function observed(
  session: SessionPort,
  appointmentId: string,
  authorId: string,
  list: [ConsultationObservation, string][],
) {
  return Promise.all(
    list.map(async ([observation, createdAt]) => ({
      id: crypto.randomUUID(),
      appointmentId,
      authorId,
      createdAt,
      envelope: await session.encryptString(observationJson(observation)),
    })),
  )
}

const note = (type: ConsultationObservation['type'], html: string): ConsultationObservation => ({
  type,
  code: type,
  valueString: html,
})

/**
 * Two consultations, the latest first: one the midwife recorded after the fact (her description, the
 * ultrasound's report attached) and a teleconsultation with the doctor (his three notes, saved as he
 * typed, two vital signs, his validated report and a capture of the room).
 */
async function sampleReports(
  world: Omit<ReportsWorld, 'store'>,
  store: ReportsStore,
): Promise<StoredReport[]> {
  const session = await documentSession(world.patient, world.patientId)
  const midwifeAuthor = { id: MIDWIFE_ID, userType: 'midwife', name: REPORTS_MIDWIFE.name.text }
  const doctorAuthor = { id: DOCTOR.id, userType: 'doctor', name: DOCTOR.name.text }

  const recorded = consultationReportSample(world.patientId, '2026-03-02T07:00:00.000Z', 60, {
    appointment: { description: await session.encryptString(SAMPLE_TEXTS.description) },
  })
  recorded.attachments = [
    await seal(session, store, world.patientId, {
      title: SAMPLE_TEXTS.ultrasound,
      fileName: 'echographie-t3.pdf',
      contentType: 'application/pdf',
      content: pdf(SAMPLE_TEXTS.ultrasound),
      type: 'document',
      createdAt: '2026-03-02T08:05:00.000Z',
      appointmentId: recorded.appointment.id,
      author: midwifeAuthor,
    }),
  ]

  const teleconsultation = consultationReportSample(world.patientId, '2026-02-20T13:00:00.000Z', 30, {
    appointment: { serviceCategory: 'Consultation', practitioners: [DOCTOR] },
  })
  const id = teleconsultation.appointment.id
  teleconsultation.observations = await observed(session, id, DOCTOR.id, [
    [note('history', '<p>Fatigue</p>'), '2026-02-20T13:05:00.000Z'],
    [note('history', `<p>${SAMPLE_TEXTS.history}</p>`), '2026-02-20T13:06:00.000Z'],
    [
      note('clinical_examination', `<ul><li><strong>${SAMPLE_TEXTS.examination}</strong></li></ul>`),
      '2026-02-20T13:10:00.000Z',
    ],
    [
      note('conclusion', `<p>${SAMPLE_TEXTS.conclusion} <a href="javascript:alert(1)">ici</a></p>`),
      '2026-02-20T13:20:00.000Z',
    ],
    [encodeVitalSign('HEART_BEAT', [72]), '2026-02-20T13:08:00.000Z'],
    [encodeVitalSign('WEIGHT', [64.5]), '2026-02-20T13:09:00.000Z'],
  ])
  const reportDocument = await seal(session, store, world.patientId, {
    title: SAMPLE_TEXTS.report,
    fileName: `${SAMPLE_TEXTS.report}.pdf`,
    contentType: 'application/pdf',
    content: pdf(SAMPLE_TEXTS.report),
    type: 'diagnosticReport',
    createdAt: '2026-02-20T13:31:00.000Z',
    appointmentId: id,
    author: doctorAuthor,
  })
  const capture = await seal(session, store, world.patientId, {
    title: SAMPLE_TEXTS.capture,
    fileName: `${SAMPLE_TEXTS.capture}.png`,
    contentType: 'image/webp',
    content: PNG,
    type: 'other',
    createdAt: '2026-02-20T13:12:00.000Z',
    appointmentId: id,
    author: doctorAuthor,
  })
  teleconsultation.attachments = [reportDocument, capture]
  teleconsultation.reportDocumentId = reportDocument.id
  return [recorded, teleconsultation]
}

/** The patient, her medical-file group shared with the midwife and the doctor, and the reports' store. */
export async function reportsWorld({
  reports = 'sample',
}: { reports?: 'none' | 'sample' } = {}): Promise<ReportsWorld> {
  const vaults = vaultWorld()
  const patientId = crypto.randomUUID()
  const midwife = await vaults.register(MIDWIFE_ID)
  const doctor = await vaults.register(DOCTOR.id)
  const patient = await vaults.register(patientId)
  const group = await ensureMedicalFileGroup(patient)
  await patient.addGroupMembers(group.groupId, [MIDWIFE_ID, DOCTOR.id])
  const store = reportsStore({ patientId })
  const world = { midwife, doctor, patient, patientId }
  if (reports === 'sample') store.reports = await sampleReports(world, store)
  return { ...world, store }
}

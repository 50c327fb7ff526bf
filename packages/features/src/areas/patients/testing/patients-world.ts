// Stories and component tests of the patient screens: an in-memory patients API (msw handlers typed
// from the contract over a store) with the API's answers — the list searched and paged, the NIR lookup
// and its 429, the creation with its 409s and its refusal of anything but an envelope as `intake`, the
// request, the patient's file — and real vaults, so that a record is opened as the product opens it.
import { delay, type RequestHandler } from 'msw'
import {
  appointmentsStore,
  http,
  onboardingHandlers,
  DEMO_PLACES,
  referentStore,
} from '@relais/api-client/msw'
import type { components } from '@relais/api-client'
import { CONFLICT_MESSAGES, medicalFileGroupName, normalizeNir, isValidNir } from '@relais/domain'
import { parseStringEnvelope, type Vault } from '@relais/vault'
import { testWorld } from '@relais/vault/testing'
import { encryptMedicalRecord } from '../../medical-record/index.ts'

type PatientSummary = components['schemas']['PatientSummary']
type PatientCreation = components['schemas']['PatientCreation']
type PatientFile = components['schemas']['PatientFile']
type MedicalRecord = components['schemas']['MedicalRecord']
type ErrorBody = components['schemas']['Error']
type Appointment = components['schemas']['Appointment']

/** The signed-in practitioner, and the structure she belongs to. */
export const MIDWIFE_ID = '4e1d2c3b-5a6f-4b7c-8d9e-000000000001'
export const ORGANIZATION = {
  id: '4e1d2c3b-5a6f-4b7c-8d9e-0000000000f1',
  name: 'Maternité des Lilas',
  finess: '750000010',
}

const summary = (
  id: string,
  given: string,
  family: string,
  rest: Partial<Omit<PatientSummary, 'id' | 'name'>> = {},
): PatientSummary => ({
  id: `7b3c9d1e-2f4a-4b5c-9d6e-${id.padStart(12, '0')}`,
  name: { given, family, text: `${given} ${family}` },
  nir: null,
  birthDate: null,
  gender: 'FEMALE',
  email: null,
  phone: null,
  city: null,
  ...rest,
})

export const PATIENTS = {
  camille: summary('1', 'Camille', 'Lefèvre', {
    nir: '285057800608441',
    birthDate: '1985-05-14',
    email: 'camille.lefevre@exemple.fr',
    phone: '+33612345678',
    city: 'Paris',
  }),
  helene: summary('2', 'Hélène', 'Durand', {
    nir: '290016938812319',
    birthDate: '1990-01-21',
    phone: '+33698765432',
    city: 'Lyon',
  }),
  amina: summary('3', 'Amina', 'Diallo', { birthDate: '1995-08-03', city: 'Cocody' }),
  /** Asked for access, no answer yet. */
  ines: summary('4', 'Inès', 'Moreau', {
    nir: '295083345678992',
    birthDate: '1995-08-30',
    city: 'Marseille',
  }),
  /** Has an account, followed by nobody here: the lookup offers 'Envoyer une demande'. */
  julie: summary('5', 'Julie', 'Bernard', {
    nir: '288109912345684',
    birthDate: '1988-10-09',
    city: 'Nantes',
  }),
} as const

/** NIRs the lookup answers in each way. */
export const NIRS = {
  affiliated: PATIENTS.camille.nir!,
  exists: PATIENTS.julie.nir!,
  unknown: '178021305502452',
  /** Fifteen characters whose key is wrong: refused at the field, never looked up. */
  wrongKey: '178021305502453',
} as const

/** Another account holds these: creating a patient with them answers 409. */
export const TAKEN = { email: 'deja.pris@exemple.fr', phone: '+33612345699' } as const

export interface PatientsStoreOptions {
  patients?: PatientSummary[]
  pending?: PatientSummary[]
  /** Patients of the application this list does not follow. */
  others?: PatientSummary[]
  /** What the NIR lookup answers instead: 429, or no answer at all (a lookup in progress). */
  lookup?: 'rate-limited' | 'never'
  /** Creation answers 429. */
  createRateLimited?: boolean
  /** Each patient's file, by id (GET /patient/{id}); any other id is a 404. */
  files?: PatientFile[]
  /** Slows the list (loading states). */
  latency?: number
  /** The patients' appointments (their page's section); none by default. */
  appointments?: Appointment[]
}

export interface PatientsStore {
  patients: PatientSummary[]
  pending: PatientSummary[]
  others: PatientSummary[]
  /** Every NIR looked up, every creation body, every patient asked, every conversation opened. */
  lookups: string[]
  created: PatientCreation[]
  requested: string[]
  conversations: string[]
  /** Every list request: whose list (`type:id`) and its query. */
  listQueries: { owner: string; search: string | null; limit: number; offset: number }[]
  handlers: RequestHandler[]
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const matches = (patient: PatientSummary, search: string) => {
  const words = fold(search).split(/\s+/).filter(Boolean)
  const haystack = fold(
    [patient.name.text, patient.nir ?? '', patient.email ?? '', patient.phone ?? ''].join(' '),
  )
  return words.every((word) => haystack.includes(word.replace(/\s/g, '')))
}

const byName = (a: PatientSummary, b: PatientSummary) =>
  a.name.family.localeCompare(b.name.family, 'fr') || a.name.given.localeCompare(b.name.given, 'fr')

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
}

const error = (
  statusCode: number,
  code: ErrorBody['code'],
  message: string,
  extra: Pick<ErrorBody, 'fieldErrors' | 'conflicts'> = {},
): ErrorBody => ({ statusCode, error: REASONS[statusCode] ?? 'Error', message, code, ...extra })

let sequence = 0
const nextId = () => `9c8d7e6f-5a4b-4c3d-8e2f-${String(++sequence).padStart(12, '0')}`

export function patientsStore(options: PatientsStoreOptions = {}): PatientsStore {
  const store: PatientsStore = {
    patients: [...(options.patients ?? [PATIENTS.camille, PATIENTS.helene, PATIENTS.amina])],
    pending: [...(options.pending ?? [])],
    others: [...(options.others ?? [PATIENTS.julie])],
    lookups: [],
    created: [],
    requested: [],
    conversations: [],
    listQueries: [],
    handlers: [],
  }
  const files = new Map((options.files ?? []).map((file) => [file.patient.id, file]))
  const followed = () => [...store.patients, ...store.pending]

  store.handlers = [
    // The patient page shows the referent's card: none here.
    ...referentStore().handlers,
    http.get('/{practitionerType}/{practitionerId}/patients', async ({ params, query, response }) => {
      if (options.latency) await delay(options.latency)
      const search = query.get('search') ?? ''
      const limit = Number(query.get('limit') ?? 100)
      const offset = Number(query.get('offset') ?? 0)
      const owner = `${params.practitionerType}:${params.practitionerId}`
      store.listQueries.push({ owner, search: query.get('search'), limit, offset })
      const found = store.patients.filter((p) => matches(p, search)).sort(byName)
      return response(200).json({
        patients: found.slice(offset, offset + limit),
        pendingPatients: store.pending.filter((p) => matches(p, search)).sort(byName),
        total: found.length,
      })
    }),
    http.get('/{practitionerType}/{practitionerId}/affiliate-patient', async ({ query, response }) => {
      const nir = normalizeNir(query.get('nir') ?? '')
      store.lookups.push(nir)
      if (options.lookup === 'never') await delay('infinite')
      if (options.lookup === 'rate-limited') {
        return response(429).json(
          error(429, 'TOO_MANY_ATTEMPTS', 'Trop de tentatives. Merci de réessayer plus tard.'),
          {
            headers: { 'Retry-After': '600' },
          },
        )
      }
      if (!isValidNir(nir)) {
        const message = 'La clé du numéro de sécurité sociale est incorrecte'
        return response(400).json(
          error(400, 'VALIDATION_FAILED', 'La requête contient des champs invalides', {
            fieldErrors: [{ field: 'query.nir', message }],
          }),
        )
      }
      if (followed().some((p) => p.nir === nir)) return response(200).json({ exists: true, affiliated: true })
      const other = store.others.find((p) => p.nir === nir)
      return response(200).json(
        other
          ? { exists: true, affiliated: false, patient: { id: other.id, name: other.name } }
          : { exists: false, affiliated: false },
      )
    }),
    http.post('/{practitionerType}/{practitionerId}/affiliate-patient/new', async ({ request, response }) => {
      const body = await request.json()
      store.created.push(body)
      if (options.createRateLimited) {
        return response(429).json(
          error(429, 'TOO_MANY_ATTEMPTS', 'Trop de tentatives. Merci de réessayer plus tard.'),
        )
      }
      // As the API: medical answers only as an envelope, never in clear.
      if (body.intake !== undefined) {
        try {
          parseStringEnvelope(body.intake)
        } catch {
          return response(400).json(
            error(400, 'VALIDATION_FAILED', 'La requête contient des champs invalides', {
              fieldErrors: [{ field: 'body.intake', message: 'Valeur invalide' }],
            }),
          )
        }
      }
      const everyone = [...followed(), ...store.others]
      const conflicts = {
        ...(body.email === TAKEN.email ? { emailExists: true } : {}),
        ...(body.phoneNumber === TAKEN.phone ? { phoneExists: true } : {}),
        ...(everyone.some((p) => p.nir === normalizeNir(body.nir)) ? { nirExists: true } : {}),
      }
      if (Object.keys(conflicts).length > 0) {
        const fieldErrors = [
          ...('emailExists' in conflicts
            ? [{ field: 'body.email', message: CONFLICT_MESSAGES.emailExists }]
            : []),
          ...('phoneExists' in conflicts
            ? [{ field: 'body.phoneNumber', message: CONFLICT_MESSAGES.phoneExists }]
            : []),
          ...('nirExists' in conflicts ? [{ field: 'body.nir', message: CONFLICT_MESSAGES.nirExists }] : []),
        ]
        return response(409).json(error(409, 'CONFLICT', fieldErrors[0]!.message, { conflicts, fieldErrors }))
      }
      const created: PatientSummary = {
        id: nextId(),
        name: { given: body.firstName, family: body.lastName, text: `${body.firstName} ${body.lastName}` },
        nir: normalizeNir(body.nir),
        birthDate: body.birthDate,
        gender: body.gender,
        email: body.email ?? null,
        phone: body.phoneNumber ?? null,
        city: body.address.city ?? null,
      }
      store.patients.push(created)
      return response(201).json(created)
    }),
    http.post(
      '/{practitionerType}/{practitionerId}/affiliate-patient/{patientId}',
      async ({ params, response }) => {
        await delay(100)
        if (followed().some((p) => p.id === params.patientId)) {
          return response(409).json(error(409, 'CONFLICT', CONFLICT_MESSAGES.alreadyAffiliated))
        }
        const patient = store.others.find((p) => p.id === params.patientId)
        if (!patient) return response(404).json(error(404, 'NOT_FOUND', 'Patient introuvable'))
        store.requested.push(patient.id)
        store.others = store.others.filter((p) => p !== patient)
        store.pending.push(patient)
        const now = new Date().toISOString()
        return response(201).json({
          id: nextId(),
          resource: 'medical-file',
          status: 'PENDING',
          from: null,
          to: null,
          rights: ['read'],
          holder: { id: patient.id, type: 'patient', name: patient.name.text },
          grantee: { id: MIDWIFE_ID, type: 'midwife', name: 'Sophie Garnier' },
          createdAt: now,
          decidedAt: null,
        })
      },
    ),
    http.get('/patient/{patientId}', ({ params, response }) => {
      const file = files.get(params.patientId)
      return file
        ? response(200).json(file)
        : response(404).json(error(404, 'NOT_FOUND', 'Patient introuvable'))
    }),
    // The page's documents and reports cards: none in these stories (their areas' own stories show some).
    http.get('/patient/{patientId}/documents', ({ params, response }) =>
      files.has(params.patientId)
        ? response(200).json({ documents: [] })
        : response(404).json(error(404, 'NOT_FOUND', 'Patient introuvable')),
    ),
    http.get('/patient/{patientId}/consultation-reports', ({ params, response }) =>
      files.has(params.patientId)
        ? response(200).json({ reports: [] })
        : response(404).json(error(404, 'NOT_FOUND', 'Patient introuvable')),
    ),
    http.post('/user/channels', async ({ request, response }) => {
      const { userIds } = await request.json()
      const other = userIds[0]!
      store.conversations.push(other)
      const now = new Date().toISOString()
      return response(201).json({
        id: `1b7e4d2f-6c3e-4d9f-8a21-${String(store.conversations.length).padStart(12, '0')}`,
        channelType: 'OneToOne',
        sldId: null,
        users: [
          { id: MIDWIFE_ID, name: 'Sophie Garnier', userType: 'midwife', activated: true },
          { id: other, name: 'Patient', userType: 'patient', activated: true },
        ],
        valid: true,
        createdAt: now,
        lastActivityAt: now,
        lastMessage: null,
      })
    }),
    // The wizard's address field.
    onboardingHandlers.places,
    onboardingHandlers.placeDetails,
    // The page's appointments (after the list above, which answers first).
    ...appointmentsStore(options.appointments ?? []).handlers,
  ]
  return store
}

/** A place the address field finds ('1 Rue de Rivoli, 75001 Paris'). */
export const PARIS = DEMO_PLACES[0]!.address

/** The record a patient wrote, as they would have: shared with their medical-file group. */
const RECORD_CONTENT = {
  bloodGroup: 'O+',
  medicalBackground: 'Pré-éclampsie lors de la première grossesse',
  treatments: 'Fer, acide folique',
  allergies: 'Pénicilline',
}

export interface RecordWorld {
  /** The signed-in practitioner's vault. */
  vault: Vault
  patientVault: Vault
  /** The patient's stored record, encrypted by the patient. */
  record: MedicalRecord
}

/**
 * Camille's record, encrypted in her vault for her medical-file group; `shared` adds the practitioner
 * to the group, as her answer to the access request does.
 */
export async function recordWorld({ shared = true }: { shared?: boolean } = {}): Promise<RecordWorld> {
  const world = testWorld()
  const vault = await world.register(MIDWIFE_ID)
  const patientVault = await world.register(PATIENTS.camille.id)
  const envelope = await encryptMedicalRecord(patientVault, RECORD_CONTENT, null)
  if (shared) {
    const group = await patientVault.findGroupByName(medicalFileGroupName(PATIENTS.camille.id))
    await patientVault.addGroupMembers(group!.groupId, [MIDWIFE_ID])
  }
  return {
    vault,
    patientVault,
    record: { envelope, version: 1, updatedAt: '2026-02-27T10:30:00.000Z' },
  }
}

/** What GET /patient/{id} answers a practitioner with a grant. */
export function fileOf(
  patient: PatientSummary,
  medicalRecord: MedicalRecord | null = null,
  intake: PatientFile['intake'] = null,
): PatientFile {
  const address = patient.city
    ? { text: `12 rue de la République, ${patient.city}`, city: patient.city }
    : null
  return { patient, address, medicalRecord, intake, access: 'grant' }
}

/** A practitioner's own vault alone, for the screens that only encrypt (the add-patient wizard). */
export async function practitionerVault(): Promise<Vault> {
  return testWorld().register(MIDWIFE_ID)
}

// The station platform's health check-ups in stories and component tests: an in-memory store answering
// the check-ups' operations as the API relays them — a patient's waiting check-ups (oldest first), one
// read with its measures or deleted (404 once gone), and the administrators' look-up by NIR (newest
// first, the NIR's patient, never a value) —, every call kept in order. `unavailable` answers 503 as
// when no platform answers; `refusedNir` answers the look-up's 400 at the NIR. Never used by the
// running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { RequestHandler } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type Checkup = components['schemas']['Checkup']
type CheckupMeasurement = components['schemas']['CheckupMeasurement']
type CheckupPatient = components['schemas']['CheckupPatient']
type ErrorBody = components['schemas']['Error']

/** A check-up as the platform keeps it: under the NIR it was taken with, for the patient holding it. */
export interface StationCheckup extends Checkup {
  nir: string
  /** The patient of the application holding the NIR; null while nobody does. */
  patientId: string | null
}

/** Measures as a station sends them: the readings' types, LOINC codes and value format. */
export const CHECKUP_MEASURES = {
  heartRate: (value: number): CheckupMeasurement => ({
    type: 'HEART_BEAT',
    code: '8867-4',
    valueString: String(value),
  }),
  saturation: (value: number): CheckupMeasurement => ({
    type: 'SpO2',
    code: '59408-5',
    valueString: String(value),
  }),
  bloodPressure: (systolic: number, diastolic: number): CheckupMeasurement => ({
    type: 'BLOOD_PRESSURE',
    code: '85354-9',
    valueString: `${systolic}/${diastolic}`,
  }),
  temperature: (value: number): CheckupMeasurement => ({
    type: 'TEMPERATURE',
    code: '8310-5',
    valueString: value.toFixed(1),
  }),
  weight: (value: number): CheckupMeasurement => ({
    type: 'WEIGHT',
    code: '29463-7',
    valueString: value.toFixed(1),
  }),
}

/** A check-up taken at `performedAt` (ISO 8601) for `patientId`, under `nir`. */
export function stationCheckup(
  id: string,
  performedAt: string,
  {
    nir,
    patientId,
    station = 'Station de Cocody, Abidjan',
    measurements,
  }: {
    nir: string
    patientId: string | null
    station?: string
    measurements: CheckupMeasurement[]
  },
): StationCheckup {
  return { id, performedAt, station, measurements, nir, patientId }
}

export interface CheckupsStoreOptions {
  checkups?: StationCheckup[]
  /** The patients of the application by the NIR they hold (spaces removed). */
  holders?: Record<string, CheckupPatient>
  unavailable?: boolean
  /** The look-up's 400: this message at the NIR, as the API words a NIR it refuses. */
  refusedNir?: string
}

export interface CheckupsStore {
  /** What the platform still keeps; tests may change it directly. */
  checkups: StationCheckup[]
  /** Every call received, in order: `list {patientId}`, `get {id}`, `delete {id}`, `nir {nir}`. */
  calls: string[]
  /** Every call answers 503; tests may switch it. */
  unavailable: boolean
  handlers: RequestHandler[]
}

const error = (
  statusCode: number,
  code: ErrorBody['code'],
  message: string,
  extra: Partial<ErrorBody> = {},
) =>
  ({
    statusCode,
    error: { 400: 'Bad Request', 404: 'Not Found', 503: 'Service Unavailable' }[statusCode] ?? 'Error',
    message,
    code,
    ...extra,
  }) satisfies ErrorBody

const unavailable = () => error(503, 'SERVICE_UNAVAILABLE', 'Le service des checkups santé est indisponible')
const noCheckup = () => error(404, 'NOT_FOUND', 'Checkup introuvable')

const summaryOf = (checkup: StationCheckup) => ({
  id: checkup.id,
  performedAt: checkup.performedAt,
  station: checkup.station,
  measurementCount: checkup.measurements.length,
})

const byDate = (a: StationCheckup, b: StationCheckup) => Date.parse(a.performedAt) - Date.parse(b.performedAt)

export function checkupsStore(options: CheckupsStoreOptions = {}): CheckupsStore {
  const holders = options.holders ?? {}
  const store: CheckupsStore = {
    checkups: [...(options.checkups ?? [])],
    calls: [],
    unavailable: options.unavailable ?? false,
    handlers: [
      http.get('/patient-checkup/nir/{nir}', ({ params, response }) => {
        const nir = params.nir.replace(/\s/g, '')
        store.calls.push(`nir ${nir}`)
        if (store.unavailable) return response(503).json(unavailable())
        if (options.refusedNir) {
          const fieldErrors = [{ field: 'path.nir', message: options.refusedNir }]
          return response(400).json(
            error(400, 'VALIDATION_FAILED', 'La requête contient des champs invalides', { fieldErrors }),
          )
        }
        const waiting = store.checkups
          .filter((c) => c.nir === nir)
          .sort(byDate)
          .reverse()
        return response(200).json({ patient: holders[nir] ?? null, checkups: waiting.map(summaryOf) })
      }),
      http.get('/patient/{patientId}/checkups', ({ params, response }) => {
        store.calls.push(`list ${params.patientId}`)
        if (store.unavailable) return response(503).json(unavailable())
        const waiting = store.checkups.filter((c) => c.patientId === params.patientId).sort(byDate)
        return response(200).json({ checkups: waiting.map(summaryOf) })
      }),
      http.get('/patient-checkup/{checkupId}', ({ params, response }) => {
        store.calls.push(`get ${params.checkupId}`)
        if (store.unavailable) return response(503).json(unavailable())
        const checkup = store.checkups.find((c) => c.id === params.checkupId)
        if (!checkup) return response(404).json(noCheckup())
        const { id, performedAt, station, measurements } = checkup
        return response(200).json({ id, performedAt, station, measurements })
      }),
      http.delete('/patient-checkup/{checkupId}', ({ params, response }) => {
        store.calls.push(`delete ${params.checkupId}`)
        if (store.unavailable) return response(503).json(unavailable())
        if (!store.checkups.some((c) => c.id === params.checkupId)) return response(404).json(noCheckup())
        store.checkups = store.checkups.filter((c) => c.id !== params.checkupId)
        return response(204).empty()
      }),
    ],
  }
  return store
}

/**
 * Two check-ups taken at stations in Abidjan a few days apart, under `nir` for `patientId`: the first
 * with four measures, the second with two.
 */
export function checkupSamples({ nir, patientId }: { nir: string; patientId: string | null }) {
  return [
    stationCheckup('ck_20261201_cocody', '2026-12-01T09:30:00.000Z', {
      nir,
      patientId,
      measurements: [
        CHECKUP_MEASURES.heartRate(72),
        CHECKUP_MEASURES.saturation(98),
        CHECKUP_MEASURES.bloodPressure(128, 82),
        CHECKUP_MEASURES.weight(71.4),
      ],
    }),
    stationCheckup('ck_20261205_plateau', '2026-12-05T16:05:00.000Z', {
      nir,
      patientId,
      station: 'Pharmacie du Plateau, Abidjan',
      measurements: [CHECKUP_MEASURES.temperature(36.8), CHECKUP_MEASURES.weight(70.9)],
    }),
  ]
}

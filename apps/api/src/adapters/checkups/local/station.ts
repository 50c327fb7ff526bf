// The local station platform: what stands in for the check-up stations' platform where none is
// configured (LOCAL/DEV). A station (a demo, the end-to-end journey) records a check-up with
// POST /dev/checkup-station/checkups, served beside the API but no part of its contract, as a station
// would send it to its platform: a NIR, the station, when, and its raw measures. The check-ups are
// kept in this process's memory, which stands for the platform's own storage (the API's database never
// holds them), until they are deleted; a restart forgets them.
import { randomBytes } from 'node:crypto'
import type { Request, ResponseToolkit, Server } from '@hapi/hapi'
import { nirError, nirErrorMessage, nirKey, normalizeNir } from '@relais/domain'
import { validationFailed, type FieldError } from '../../../core/errors.ts'
import type { CheckupStations, RecordedCheckup, StationCheckup, StationMeasurement } from '../port.ts'

const LOCAL_STATION_PATH = '/dev/checkup-station'

/** A development server is not a platform: past this many, the oldest check-ups are forgotten. */
const MAX_KEPT = 1000
const MAX_MEASUREMENTS = 50
const MAX_TEXT = 200

const REQUIRED = 'Ce champ est obligatoire'

const DEMO_NIR_FIRST_13 = '1850775056123'
/**
 * The NIR of the demo check-up recorded at start: valid, and held by no demo account, so that the
 * administrators' look-up shows a check-up waiting for a patient who has not registered yet.
 */
export const DEMO_CHECKUP_NIR = `${DEMO_NIR_FIRST_13}${nirKey(DEMO_NIR_FIRST_13)!}`

const DEMO_MEASUREMENTS: readonly StationMeasurement[] = [
  { type: 'BLOOD_PRESSURE', code: '85354-9', valueString: '128/82' },
  { type: 'HEART_BEAT', code: '8867-4', valueString: '72' },
  { type: 'SpO2', code: '59408-5', valueString: '98' },
  { type: 'TEMPERATURE', code: '8310-5', valueString: '36.8' },
  { type: 'WEIGHT', code: '29463-7', valueString: '71.4' },
]

const DAY_MS = 24 * 60 * 60_000

/** A check-up id as the platform gives them: `ck_` and 16 random base64url characters. */
const newCheckupId = () => `ck_${randomBytes(12).toString('base64url')}`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT

type StationInput = Omit<StationCheckup, 'id'>

/** The station's body as the platform takes it, or the French field errors that refuse it. */
function readStationBody(body: unknown, now: Date): StationInput | FieldError[] {
  if (!isRecord(body)) return [{ field: 'body', message: 'Corps de requête invalide (JSON attendu)' }]
  const errors: FieldError[] = []
  const nir = typeof body.nir === 'string' ? normalizeNir(body.nir) : ''
  if (nir === '') errors.push({ field: 'body.nir', message: REQUIRED })
  else {
    const error = nirError(nir)
    if (error) errors.push({ field: 'body.nir', message: nirErrorMessage(error) })
  }
  if (!isText(body.station)) errors.push({ field: 'body.station', message: REQUIRED })
  let performedAt = now
  if (body.performedAt !== undefined) {
    const time = typeof body.performedAt === 'string' ? Date.parse(body.performedAt) : NaN
    if (Number.isNaN(time)) errors.push({ field: 'body.performedAt', message: 'Date invalide' })
    else performedAt = new Date(time)
  }
  const raw = body.measurements
  const measurements: StationMeasurement[] = []
  if (!Array.isArray(raw) || raw.length > MAX_MEASUREMENTS) {
    errors.push({ field: 'body.measurements', message: `Entre 0 et ${MAX_MEASUREMENTS} mesures attendues` })
  } else {
    raw.forEach((item: unknown, index) => {
      // The platform keeps whatever a station measured, known to the product or not: only its shape
      // is checked here, what the product keeps of it is decided when it is relayed.
      if (isRecord(item) && isText(item.type) && isText(item.code) && isText(item.valueString)) {
        measurements.push({ type: item.type, code: item.code, valueString: item.valueString })
      } else {
        errors.push({
          field: `body.measurements.${index}`,
          message: 'Mesure invalide (type, code, valueString)',
        })
      }
    })
  }
  if (errors.length) return errors
  return { nir, station: (body.station as string).trim(), performedAt, measurements }
}

export function localCheckupStation(
  server: Server,
  { now, seed }: { now: () => Date; seed: boolean },
): CheckupStations {
  // In insertion order, so that the oldest is the first to go past MAX_KEPT.
  const checkups = new Map<string, StationCheckup>()
  const listeners = new Set<(checkup: RecordedCheckup) => Promise<void>>()

  function keep(input: StationInput): StationCheckup {
    const checkup: StationCheckup = { id: newCheckupId(), ...input }
    checkups.set(checkup.id, checkup)
    for (const id of checkups.keys()) {
      if (checkups.size <= MAX_KEPT) break
      checkups.delete(id)
    }
    return checkup
  }

  server.route({
    method: 'POST',
    path: `${LOCAL_STATION_PATH}/checkups`,
    // A station is a machine posting to its platform, never a page of the apps.
    options: { cors: false },
    handler: async function recordStationCheckup(request: Request, h: ResponseToolkit) {
      const input = readStationBody(request.payload, now())
      if (Array.isArray(input)) throw validationFailed(input)
      const { id, nir, performedAt, station } = keep(input)
      // The station's answer waits for the API's listeners, so that whoever recorded a check-up finds
      // its notification already sent.
      await Promise.allSettled([...listeners].map((listener) => listener({ id, nir, performedAt, station })))
      return h.response({ id }).code(201)
    },
  })

  if (seed) {
    keep({
      nir: DEMO_CHECKUP_NIR,
      station: 'Station checkup santé, Paris Gare de Lyon',
      performedAt: new Date(now().getTime() - DAY_MS),
      measurements: DEMO_MEASUREMENTS,
    })
  }

  return {
    async listByNir(nir) {
      return [...checkups.values()].filter((checkup) => checkup.nir === nir)
    },
    async get(id) {
      return checkups.get(id) ?? null
    },
    async remove(id) {
      return checkups.delete(id)
    },
    onRecorded(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

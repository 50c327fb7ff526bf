// Bringing a patient's waiting health check-ups into her encrypted record (mobility). The station
// platform keeps a check-up until the record takes it, and the API stores none of its values: this
// browser lists them, reads each, adds their measures to the record as observations and saves it over
// the version it read, then deletes them at the platform. The order is what keeps a measure from being
// lost: a check-up is deleted only once a save holding it has been accepted, and adding is idempotent
// (an observation's id names its check-up), so a run cut short anywhere is simply run again at the next
// load. No React here.
import type { ApiClient } from '@relais/api-client'
import type { VaultPort } from '@relais/vault'
import {
  checkupMeasurement,
  checkupObservations,
  isCheckupId,
  withCheckupObservations,
  type CheckupResult,
  type Observation,
} from '@relais/domain'
import {
  decryptMedicalRecord,
  MedicalRecordConflictError,
  readMedicalRecord,
  saveMedicalRecord,
  savePatientMedicalRecord,
  type MedicalRecord,
} from '../record.ts'

/** The platform or the API did not give the waiting check-ups: nothing was added, nothing deleted. */
export class CheckupRetrievalError extends Error {
  override name = 'CheckupRetrievalError'
  constructor(readonly status: number) {
    super(`The waiting check-ups could not be read (HTTP ${status})`)
  }
}

/** The record's observations with the check-ups' measures, or null when it holds them all already. */
type ObservationsMerge = (observations: readonly Observation[]) => Observation[] | null

/**
 * Writes the record with what `merge` makes of its observations, its answers unchanged, over the version
 * it was read as; false when `merge` had nothing to add. A conflict is read again and merged once more.
 */
export type RecordWriter = (merge: ObservationsMerge) => Promise<boolean>

async function waitingCheckups(client: ApiClient, patientId: string): Promise<CheckupResult[]> {
  const listed = await client.GET('/patient/{patientId}/checkups', { params: { path: { patientId } } })
  if (!listed.data) throw new CheckupRetrievalError(listed.response.status)
  const checkups: CheckupResult[] = []
  // One after the other, oldest first: a patient rarely has more than a few waiting.
  for (const { id } of listed.data.checkups) {
    // An id the platform should not have given could not be asked for, nor named in an observation.
    if (!isCheckupId(id)) continue
    const { data, response } = await client.GET('/patient-checkup/{checkupId}', {
      params: { path: { checkupId: id } },
    })
    // Taken meanwhile by another tab or by a practitioner: it is in the record already.
    if (response.status === 404) continue
    if (!data) throw new CheckupRetrievalError(response.status)
    checkups.push({
      id,
      performedAt: data.performedAt,
      station: data.station,
      // What goes into the record is what the product knows how to show and to read back.
      measurements: data.measurements.flatMap((raw) => checkupMeasurement(raw) ?? []),
    })
  }
  return checkups
}

/**
 * Imports the check-ups waiting for `patientId` into the record `write` saves. Resolves to the number
 * of check-ups that brought something new to the record (0 when another tab had added them all).
 * CheckupRetrievalError, or the save's error, when nothing could be added; the check-ups then wait.
 */
export async function importCheckups(
  client: ApiClient,
  patientId: string,
  write: RecordWriter,
): Promise<number> {
  const checkups = await waitingCheckups(client, patientId)
  if (checkups.length === 0) return 0
  let added = 0
  await write((observations) => {
    const present = new Set(observations.map((observation) => observation.id))
    added = checkups.filter((checkup) =>
      checkupObservations(checkup).some((observation) => !present.has(observation.id)),
    ).length
    return added === 0 ? null : withCheckupObservations(observations, checkups)
  })
  for (const { id } of checkups) {
    // A failed deletion leaves the check-up waiting: the next load adds nothing twice and deletes it.
    await client.DELETE('/patient-checkup/{checkupId}', { params: { path: { checkupId: id } } })
  }
  return added
}

/**
 * Writes over `base`, then, after a conflict (another tab, a practitioner, the intake's folding wrote
 * in between), over the record `reread` gives: the merge is idempotent, so doing it again on the newer
 * record loses neither their change nor the check-ups.
 */
async function mergeInto(
  base: MedicalRecord,
  merge: ObservationsMerge,
  save: (base: MedicalRecord, observations: Observation[]) => Promise<MedicalRecord>,
  reread: () => Promise<MedicalRecord>,
): Promise<MedicalRecord | null> {
  let current = base
  for (let attempt = 1; ; attempt++) {
    const observations = merge(current.observations)
    if (!observations) return null
    try {
      return await save(current, observations)
    } catch (error) {
      if (!(error instanceof MedicalRecordConflictError) || attempt === 2) throw error
      current = await reread()
    }
  }
}

/** The signed-in patient's own record (PUT /user/current/medical-record); `saved` gets each write. */
export function ownRecordWriter(
  vault: VaultPort,
  client: ApiClient,
  base: MedicalRecord,
  saved: (record: MedicalRecord) => void,
): RecordWriter {
  return async (merge) => {
    const written = await mergeInto(
      base,
      merge,
      (current, observations) =>
        saveMedicalRecord(vault, client, current.content, { ...current, observations }),
      async () => {
        const fresh = await readMedicalRecord(vault, client)
        if (!fresh) throw new MedicalRecordConflictError()
        return fresh
      },
    )
    if (written) saved(written)
    return written !== null
  }
}

/**
 * A patient's record as her page holds it (read through GET /patient/{id}), written through
 * PUT /patient/{id}/medical-record by a practitioner holding her grant, or by herself.
 */
export function patientRecordWriter(
  vault: VaultPort,
  client: ApiClient,
  patientId: string,
  base: MedicalRecord,
): RecordWriter {
  return async (merge) => {
    const written = await mergeInto(
      base,
      merge,
      (current, observations) =>
        savePatientMedicalRecord(vault, client, patientId, current.content, { ...current, observations }),
      async () => {
        const { data } = await client.GET('/patient/{patientId}', { params: { path: { patientId } } })
        if (!data?.medicalRecord) throw new MedicalRecordConflictError()
        return decryptMedicalRecord(vault, data.medicalRecord)
      },
    )
    return written !== null
  }
}

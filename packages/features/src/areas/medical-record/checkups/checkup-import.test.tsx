// The check-ups' import with the real vault (WebCrypto, IndexedDB) on an in-memory key directory, the
// record and the stations' platform played by msw stores: list, read each, one save, then delete each,
// in that order; nothing deleted unless saved; idempotent when run again; a conflict read again and
// merged without losing the other writer's change.
import { describe, expect, it } from 'vitest'
import { checkupSamples, checkupsStore, http, medicalRecordStore } from '@relais/api-client/msw'
import { isCheckupObservation } from '@relais/domain'
import type { Vault } from '@relais/vault'
import { clientAnswering, PATIENT_ID, vaultWorld } from '../../../core/testing/providers.tsx'
import { readMedicalRecord, saveMedicalRecord, type MedicalRecord } from '../record.ts'
import { CheckupRetrievalError, importCheckups, ownRecordWriter } from './checkup-import.ts'

const NIR = '295109912611193'
const [COCODY, PLATEAU] = checkupSamples({ nir: NIR, patientId: PATIENT_ID }).map((c) => c.id)

/** The patient's record (her blood group), the platform's two check-ups, and a client over both. */
async function setup() {
  const vault = await vaultWorld().register(PATIENT_ID)
  const records = medicalRecordStore()
  const base = await saveMedicalRecord(vault, clientAnswering(records.handlers), { bloodGroup: 'A+' }, null)
  const platform = checkupsStore({ checkups: checkupSamples({ nir: NIR, patientId: PATIENT_ID }) })
  // The record's writes among the platform's calls, to read their order.
  const saves = http.put('/user/current/medical-record', () => {
    platform.calls.push('save')
    return undefined
  })
  const client = clientAnswering([saves, ...records.handlers, ...platform.handlers])
  return { vault, records, platform, client, base }
}

function run(vault: Vault, client: ReturnType<typeof clientAnswering>, base: MedicalRecord) {
  const saved: MedicalRecord[] = []
  const added = importCheckups(
    client,
    PATIENT_ID,
    ownRecordWriter(vault, client, base, (r) => saved.push(r)),
  )
  return { added, saved }
}

describe('importing the waiting check-ups', () => {
  it('lists, reads each, saves the record once, then deletes each', async () => {
    const { vault, records, platform, client, base } = await setup()
    const { added, saved } = run(vault, client, base)
    await expect(added).resolves.toBe(2)
    expect(platform.calls).toEqual([
      `list ${PATIENT_ID}`,
      `get ${COCODY}`,
      `get ${PLATEAU}`,
      'save',
      `delete ${COCODY}`,
      `delete ${PLATEAU}`,
    ])
    expect(platform.checkups).toEqual([])
    // The record holds the six measures beside its answer, encrypted: the API saw no value.
    const stored = await readMedicalRecord(vault, client)
    expect(stored?.content).toEqual({ bloodGroup: 'A+' })
    expect(stored?.observations.filter(isCheckupObservation)).toHaveLength(6)
    expect(stored?.observations.find((o) => o.id === `checkup-${COCODY}-BLOOD_PRESSURE`)).toMatchObject({
      valueString: '128/82',
      creation: '2026-12-01T09:30:00.000Z',
    })
    expect(JSON.stringify(records.writes.at(-1))).not.toContain('128/82')
    expect(saved.map((r) => r.version)).toEqual([2])
  })

  it('adds nothing twice: a check-up still waiting after a save is only deleted', async () => {
    const { vault, platform, client, base } = await setup()
    await run(vault, client, base).added
    // A deletion that did not take: the check-up is still at the platform at the next load.
    platform.checkups = checkupSamples({ nir: NIR, patientId: PATIENT_ID }).slice(0, 1)
    platform.calls.length = 0
    const again = run(vault, client, (await readMedicalRecord(vault, client))!)
    await expect(again.added).resolves.toBe(0)
    expect(platform.calls).toEqual([`list ${PATIENT_ID}`, `get ${COCODY}`, `delete ${COCODY}`])
    expect(again.saved).toEqual([])
    const stored = await readMedicalRecord(vault, client)
    expect(stored?.observations.filter(isCheckupObservation)).toHaveLength(6)
  })

  it('saves and deletes nothing when the platform does not answer', async () => {
    const { vault, records, platform, client, base } = await setup()
    platform.unavailable = true
    await expect(run(vault, client, base).added).rejects.toBeInstanceOf(CheckupRetrievalError)
    expect(platform.calls).toEqual([`list ${PATIENT_ID}`])
    expect(records.writes).toHaveLength(1)
  })

  it('saves and deletes nothing when one check-up cannot be read', async () => {
    const { vault, records, platform, base } = await setup()
    const failing = http.get('/patient-checkup/{checkupId}', ({ params, response }) =>
      params.checkupId === PLATEAU
        ? response(503).json({ statusCode: 503, error: 'Service Unavailable', message: 'Indisponible' })
        : undefined,
    )
    const client = clientAnswering([failing, ...records.handlers, ...platform.handlers])
    await expect(run(vault, client, base).added).rejects.toMatchObject({ status: 503 })
    expect(platform.calls).toEqual([`list ${PATIENT_ID}`, `get ${COCODY}`])
    expect(platform.checkups).toHaveLength(2)
    expect(records.writes).toHaveLength(1)
  })

  it('passes over a check-up taken meanwhile by someone else', async () => {
    const { vault, platform, client, base } = await setup()
    const taken = http.get('/patient-checkup/{checkupId}', ({ params, response }) =>
      params.checkupId === COCODY
        ? response(404).json({ statusCode: 404, error: 'Not Found', message: 'Checkup introuvable' })
        : undefined,
    )
    const withTaken = clientAnswering([taken, ...platform.handlers])
    const added = importCheckups(
      withTaken,
      PATIENT_ID,
      ownRecordWriter(vault, client, base, () => {}),
    )
    await expect(added).resolves.toBe(1)
    expect(platform.calls.filter((call) => call.startsWith('delete'))).toEqual([`delete ${PLATEAU}`])
  })

  it('reads a record written meanwhile again, and keeps its change beside the measures', async () => {
    const { vault, records, platform, client, base } = await setup()
    // Another tab changes the answer after this page read the record.
    await saveMedicalRecord(vault, client, { bloodGroup: 'O-' }, base)
    await expect(run(vault, client, base).added).resolves.toBe(2)
    expect(records.writes.map((w) => w.version)).toEqual([0, 1, 1, 2])
    const stored = await readMedicalRecord(vault, client)
    expect(stored?.content).toEqual({ bloodGroup: 'O-' })
    expect(stored?.observations.filter(isCheckupObservation)).toHaveLength(6)
    expect(platform.checkups).toEqual([])
  })
})

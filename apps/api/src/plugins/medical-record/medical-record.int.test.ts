// The patient's encrypted medical record over HTTP: patients only, an opaque envelope stored as sent,
// and the optimistic version check (409 on a stale write, one winner between racing writers).
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import {
  ADMIN,
  DOCTOR,
  MIDWIFE,
  ORGANIZATION,
  PATIENT,
  demoUser,
  type TestUser,
} from '../key-directory/testing.ts'
import type { MedicalRecordDB } from './tables.ts'

const SESSION_ID = 'bWVkaWNhbC1yZWNvcmQtc2Vzc2lvbg'
const envelope = (n: number) =>
  JSON.stringify({ v: 1, sessionId: SESSION_ID, epoch: 0, iv: 'aXY', ciphertext: `Y3Q${n}` })

describe.each(testDatabases())('medical record on $name', (database) => {
  let t: TestApi
  let patient: TestUser

  beforeAll(async () => {
    t = await startTestApi(database)
    patient = await demoUser(t, PATIENT)
  })
  afterAll(async () => {
    await t?.close()
  })

  const read = (user: TestUser) =>
    t.inject({ method: 'GET', url: '/user/current/medical-record', headers: user.headers })
  const write = (user: TestUser, payload: object) =>
    t.inject({ method: 'PUT', url: '/user/current/medical-record', headers: user.headers, payload })

  it('stores the envelope as sent and versions every write', async () => {
    const none = await read(patient)
    expect(none.statusCode).toBe(404)
    expect(none.json().code).toBe('NOT_FOUND')

    const first = await write(patient, { sessionId: SESSION_ID, ciphertext: envelope(1), version: 0 })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ sessionId: SESSION_ID, ciphertext: envelope(1), version: 1 })
    expect(first.json().updatedAt).toBe(t.clock.now().toISOString())

    const again = await read(patient)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())

    t.clock.advance(60_000)
    const second = await write(patient, { sessionId: SESSION_ID, ciphertext: envelope(2), version: 1 })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({
      ciphertext: envelope(2),
      version: 2,
      updatedAt: t.clock.now().toISOString(),
    })

    const row = await (t.api.db as unknown as Kysely<MedicalRecordDB>)
      .selectFrom('medical_records')
      .selectAll()
      .where('user_id', '=', patient.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ session_id: SESSION_ID, ciphertext: envelope(2), version: 2 })
  })

  it('refuses a stale write with 409 and keeps the newer record', async () => {
    const current = (await read(patient)).json()
    const stale = await write(patient, {
      sessionId: SESSION_ID,
      ciphertext: envelope(9),
      version: current.version - 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Le dossier médical a été modifié entre-temps',
    })
    // A first write when one exists is stale too.
    expect(
      (await write(patient, { sessionId: SESSION_ID, ciphertext: envelope(9), version: 0 })).statusCode,
    ).toBe(409)
    // Ahead of the stored version: stale as well.
    expect(
      (await write(patient, { sessionId: SESSION_ID, ciphertext: envelope(9), version: current.version + 1 }))
        .statusCode,
    ).toBe(409)
    expect((await read(patient)).json()).toEqual(current)
  })

  it('lets exactly one of two racing writers win', async () => {
    const { version } = (await read(patient)).json()
    const results = await Promise.all(
      [10, 11, 12].map((n) => write(patient, { sessionId: SESSION_ID, ciphertext: envelope(n), version })),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    const winner = results.find((r) => r.statusCode === 200)!.json()
    expect((await read(patient)).json()).toEqual(winner)
    expect(winner.version).toBe(version + 1)
  })

  it('validates the envelope, the session id and the version', async () => {
    const { version } = (await read(patient)).json()
    for (const payload of [
      { sessionId: SESSION_ID, ciphertext: '', version },
      { sessionId: 'short', ciphertext: envelope(1), version },
      { sessionId: SESSION_ID, ciphertext: envelope(1), version: -1 },
      { sessionId: SESSION_ID, ciphertext: envelope(1) },
      // Fields in clear are not part of the contract: the record travels only as an envelope.
      { sessionId: SESSION_ID, ciphertext: envelope(1), version, bloodGroup: 'A+' },
      { sessionId: SESSION_ID, ciphertext: 'x'.repeat(60_001), version },
    ]) {
      const res = await write(patient, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
    }
  })

  it('is for patients only, and read-only for an administrator impersonating the patient', async () => {
    for (const email of [DOCTOR, MIDWIFE, ORGANIZATION]) {
      const other = await demoUser(t, email)
      expect((await read(other)).statusCode).toBe(403)
      const res = await write(other, { sessionId: SESSION_ID, ciphertext: envelope(1), version: 0 })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('Réservé aux patients')
    }
    const admin = await demoUser(t, ADMIN)
    const started = await t.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: admin.headers,
      payload: { email: PATIENT },
    })
    expect(started.statusCode).toBe(200)
    const current = await read(admin)
    expect(current.statusCode).toBe(200)
    const res = await write(admin, { ...current.json(), updatedAt: undefined, ciphertext: envelope(99) })
    expect(res.statusCode).toBe(403)
    expect((await read(patient)).json()).toEqual(current.json())
  })

  it('needs a session', async () => {
    expect((await t.inject({ method: 'GET', url: '/user/current/medical-record' })).statusCode).toBe(401)
  })
})

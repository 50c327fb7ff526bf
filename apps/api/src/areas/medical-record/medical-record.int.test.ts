// The patient's encrypted medical record over HTTP: patients only, an encrypted envelope (nothing else)
// stored as sent, and the optimistic version check (409 on a stale write, one winner between racing
// writers).
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
} from '../../testing/demo-users.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import type { DB } from '../database.ts'

const SESSION_ID = 'bWVkaWNhbC1yZWNvcmQtc2Vzc2lvbg'
const envelope = (n: number) => testEnvelope(`dossier ${n}`, SESSION_ID)

describe.each(testDatabases(import.meta.url))('medical record on $name', (database) => {
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
    expect(none.statusCode).toBe(204)
    expect(none.payload).toBe('')

    const first = await write(patient, { envelope: envelope(1), version: 0 })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ envelope: envelope(1), version: 1 })
    expect(first.json().envelope.encryptionSessionId).toBe(SESSION_ID)
    expect(first.json().updatedAt).toBe(t.clock.now().toISOString())

    const again = await read(patient)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())

    t.clock.advance(60_000)
    const second = await write(patient, { envelope: envelope(2), version: 1 })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({
      envelope: envelope(2),
      version: 2,
      updatedAt: t.clock.now().toISOString(),
    })

    const row = await (t.api.db as unknown as Kysely<DB>)
      .selectFrom('medical_records')
      .selectAll()
      .where('user_id', '=', patient.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ envelope: envelope(2), version: 2 })
  })

  it('refuses a stale write with 409 and keeps the newer record', async () => {
    const current = (await read(patient)).json()
    const stale = await write(patient, { envelope: envelope(9), version: current.version - 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Le dossier médical a été modifié entre-temps',
    })
    // A first write when one exists is stale too.
    expect((await write(patient, { envelope: envelope(9), version: 0 })).statusCode).toBe(409)
    // Ahead of the stored version: stale as well.
    expect((await write(patient, { envelope: envelope(9), version: current.version + 1 })).statusCode).toBe(
      409,
    )
    expect((await read(patient)).json()).toEqual(current)
  })

  it('lets exactly one of two racing writers win', async () => {
    const { version } = (await read(patient)).json()
    const results = await Promise.all(
      [10, 11, 12].map((n) => write(patient, { envelope: envelope(n), version })),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    const winner = results.find((r) => r.statusCode === 200)!.json()
    expect((await read(patient)).json()).toEqual(winner)
    expect(winner.version).toBe(version + 1)
  })

  it('accepts only an encrypted envelope and a version, naming the field it refuses', async () => {
    const current = (await read(patient)).json()
    const { version } = current
    const { nonce, ...withoutNonce } = envelope(1)
    const refused = async (payload: object, field: string, message: string) => {
      const res = await write(patient, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(res.json().fieldErrors).toContainEqual({ field, message })
    }
    // The record in clear, as a text or as fields, never gets in.
    await refused({ envelope: '{"bloodGroup":"A+"}', version }, 'body.envelope', 'Type de valeur invalide')
    await refused(
      { envelope: JSON.stringify(envelope(1)), version },
      'body.envelope',
      'Type de valeur invalide',
    )
    await refused(
      { envelope: envelope(1), version, bloodGroup: 'A+' },
      'body.bloodGroup',
      'Champ non autorisé',
    )
    await refused(
      { envelope: { ...envelope(1), bloodGroup: 'A+' }, version },
      'body.envelope.bloodGroup',
      'Champ non autorisé',
    )
    // The former shape: a session id beside a serialised envelope.
    await refused(
      { sessionId: SESSION_ID, ciphertext: JSON.stringify(envelope(1)), version },
      'body.envelope',
      'Ce champ est obligatoire',
    )
    await refused({ envelope: withoutNonce, version }, 'body.envelope.nonce', 'Ce champ est obligatoire')
    await refused(
      { envelope: { ...envelope(1), nonce: nonce.slice(0, 15) }, version },
      'body.envelope.nonce',
      'Format invalide',
    )
    await refused(
      { envelope: { ...envelope(1), ciphertext: 'Y3Q' }, version },
      'body.envelope.ciphertext',
      'Doit contenir au moins 22 caractères',
    )
    await refused(
      { envelope: { ...envelope(1), ciphertext: 'A'.repeat(60_004) }, version },
      'body.envelope.ciphertext',
      'Doit contenir au plus 60000 caractères',
    )
    await refused(
      { envelope: { ...envelope(1), encryptionSessionId: 'short' }, version },
      'body.envelope.encryptionSessionId',
      'Format invalide',
    )
    await refused({ envelope: envelope(1), version: -1 }, 'body.version', 'Doit être supérieur ou égal à 0')
    await refused({ envelope: envelope(1) }, 'body.version', 'Ce champ est obligatoire')
    expect((await read(patient)).json()).toEqual(current)

    // The longest ciphertext a record may carry is stored.
    const longest = await write(patient, {
      envelope: { ...envelope(1), ciphertext: 'A'.repeat(60_000) },
      version,
    })
    expect(longest.statusCode).toBe(200)
  })

  it('is for patients only, and read-only for an administrator impersonating the patient', async () => {
    for (const email of [DOCTOR, MIDWIFE, ORGANIZATION]) {
      const other = await demoUser(t, email)
      expect((await read(other)).statusCode).toBe(403)
      const res = await write(other, { envelope: envelope(1), version: 0 })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: "Cette action n'est pas ouverte à votre type de compte",
      })
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
    const res = await write(admin, { envelope: envelope(99), version: current.json().version })
    expect(res.statusCode).toBe(403)
    expect((await read(patient)).json()).toEqual(current.json())
  })

  it('needs a session', async () => {
    expect((await t.inject({ method: 'GET', url: '/user/current/medical-record' })).statusCode).toBe(401)
  })
})

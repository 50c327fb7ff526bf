// The check-ups over HTTP, relayed from the local station platform: a station records a check-up under a
// NIR (POST /dev/checkup-station/checkups); the administrators look the NIR up without its values; the
// patient holding it, or a practitioner holding her medical file's grant (whose read is logged), lists,
// reads and deletes it; anyone else gets 404. Unknown measures never reach a reply, the patient of a
// mode with the check-ups is notified when one is recorded, and without a platform every operation
// answers 503.
import { randomUUID } from 'node:crypto'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECKUP_TEXTS, formatNir, isCheckupId, NIR_KEY_MESSAGE, NIR_LENGTH_MESSAGE } from '@relais/domain'
import type { CheckupStations } from '../../adapters/checkups/port.ts'
import { DEMO_CHECKUP_NIR } from '../../adapters/checkups/local/station.ts'
import { generateSessionToken, hashToken } from '../../core/codes/secrets.ts'
import { insertUser, nirFrom, signInHeaders } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { demoUser, DOCTOR, MOBILITY_DOCTOR, PATIENT, type TestUser } from '../../testing/demo-users.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { grantMedicalFile } from '../../testing/medical-files.ts'
import type { AreaContext } from '../area.ts'
import { checkupsServices, platform } from './services.ts'

const MOBILITY_ADMIN = 'admin.mobility@relais-sante.fr'
const MOBILITY_PATIENT = 'patient.mobility@demo.relais-sante.fr'
const MOBILITY_NURSE = 'infirmier.mobility@demo.relais-sante.fr'
const STATION = 'Station checkup santé, Abidjan Cocody'

const PATIENT_NIR = nirFrom('70000001')
const OTHER_NIR = nirFrom('70000002')
const PERINATAL_NIR = nirFrom('70000003')

const KNOWN = [
  { type: 'BLOOD_PRESSURE', code: '85354-9', valueString: '128/82' },
  { type: 'HEART_BEAT', code: '8867-4', valueString: '72' },
  { type: 'WEIGHT', code: '29463-7', valueString: '71.4' },
]
const UNKNOWN = [
  // Another type, another code than the type's LOINC, a value out of the readings' form, out of range,
  // and a known value written longer than the contract lets a value be.
  { type: 'HEIGHT', code: '8302-2', valueString: '170' },
  { type: 'TEMPERATURE', code: '8302-2', valueString: '36.8' },
  { type: 'SpO2', code: '59408-5', valueString: '98 %' },
  { type: 'HEART_BEAT', code: '8867-4', valueString: '900' },
  { type: 'BLOOD_GLUCOSE', code: '2339-0', valueString: `95.${'0'.repeat(40)}` },
]

describe.each(testDatabases(import.meta.url))('check-ups on $name', (database) => {
  let t: TestApi
  let admin: TestUser
  let patient: TestUser
  let doctor: TestUser
  let nurse: TestUser
  let other: { id: string; headers: Record<string, string> }

  const record = (body: object) =>
    t.inject({ method: 'POST', url: '/dev/checkup-station/checkups', payload: body })
  const recorded = async (nir: string, extra: object = {}) => {
    const res = await record({ nir, station: STATION, measurements: KNOWN, ...extra })
    expect(res.statusCode, res.payload).toBe(201)
    return res.json().id as string
  }
  const as = (user: { headers: Record<string, string> }, method: string, url: string) =>
    t.inject({ method, url, app: 'mobility', headers: user.headers })
  const listed = async (user: { headers: Record<string, string> }, patientId: string) => {
    const res = await as(user, 'GET', `/patient/${patientId}/checkups`)
    expect(res.statusCode, res.payload).toBe(200)
    return (res.json().checkups as { id: string }[]).map((checkup) => checkup.id)
  }
  const notifications = async (user: { headers: Record<string, string> }) => {
    const res = await as(user, 'GET', '/notifications')
    expect(res.statusCode, res.payload).toBe(200)
    return res.json().notifications as { templateIdentifier: string; content: string; payload: object }[]
  }

  beforeAll(async () => {
    t = await startTestApi(database)
    admin = await demoUser(t, MOBILITY_ADMIN, 'mobility')
    patient = await demoUser(t, MOBILITY_PATIENT, 'mobility')
    doctor = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
    nurse = await demoUser(t, MOBILITY_NURSE, 'mobility')
    // The demo accounts have no NIR: the mobility patient is given one, as registration would.
    await t.api.db
      .updateTable('profiles')
      .set({ nir: PATIENT_NIR })
      .where('user_id', '=', patient.id)
      .execute()
    const email = `autre.patiente.${randomUUID()}@example.fr`
    const otherId = await insertUser(t.api.db, {
      application: 'mobility',
      userType: 'patient',
      email,
      profile: { givenName: 'Awa', familyName: 'Koné', nir: OTHER_NIR },
    })
    other = { id: otherId, headers: await signInHeaders(t, email, 'mobility') }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('the local station platform', () => {
    it('records what a station sends and answers its id', async () => {
      const res = await record({
        nir: formatNir(OTHER_NIR),
        station: STATION,
        performedAt: '2026-11-20T08:30:00.000Z',
        measurements: [...KNOWN, ...UNKNOWN],
      })
      expect(res.statusCode, res.payload).toBe(201)
      const { id } = res.json() as { id: string }
      expect(id).toMatch(/^ck_[A-Za-z0-9_-]{16}$/)
      expect(isCheckupId(id)).toBe(true)
    })

    it('refuses a NIR that is not valid, and a body without its station or measures', async () => {
      const wrongKey = `${PATIENT_NIR.slice(0, 13)}${PATIENT_NIR.endsWith('01') ? '02' : '01'}`
      const bad = await record({ nir: wrongKey, station: '', measurements: [{ type: 'WEIGHT' }] })
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
      expect(bad.json().fieldErrors).toEqual([
        { field: 'body.nir', message: NIR_KEY_MESSAGE },
        { field: 'body.station', message: 'Ce champ est obligatoire' },
        { field: 'body.measurements.0', message: expect.any(String) },
      ])
      const short = await record({ nir: '1234', station: STATION, measurements: [], performedAt: 'hier' })
      expect(short.json().fieldErrors).toEqual([
        { field: 'body.nir', message: NIR_LENGTH_MESSAGE },
        { field: 'body.performedAt', message: 'Date invalide' },
      ])
      expect((await record({ station: STATION })).statusCode).toBe(400)
    })
  })

  describe("the administrators' look-up by NIR", () => {
    it('shows the dates, stations and counts of the known measures, newest first, with the NIR’s patient', async () => {
      const older = await recorded(PATIENT_NIR, {
        performedAt: '2026-11-19T10:00:00.000Z',
        measurements: [...KNOWN, ...UNKNOWN],
      })
      const newer = await recorded(PATIENT_NIR, { performedAt: '2026-11-20T10:00:00.000Z' })
      // Spaces are allowed, as the NIR is written on a card.
      const res = await as(admin, 'GET', `/patient-checkup/nir/${encodeURIComponent(formatNir(PATIENT_NIR))}`)
      expect(res.statusCode, res.payload).toBe(200)
      const body = res.json()
      expect(body.patient).toEqual({
        id: patient.id,
        firstName: expect.any(String),
        lastName: expect.any(String),
      })
      const mine = (body.checkups as { id: string }[]).filter((c) => [older, newer].includes(c.id))
      expect(mine).toEqual([
        { id: newer, performedAt: '2026-11-20T10:00:00.000Z', station: STATION, measurementCount: 3 },
        { id: older, performedAt: '2026-11-19T10:00:00.000Z', station: STATION, measurementCount: 3 },
      ])
      // Never a value.
      expect(res.payload).not.toContain('128/82')
      expect(res.payload).not.toContain('valueString')
    })

    it('finds the demo check-up waiting for a NIR nobody holds, and nothing for a NIR without check-ups', async () => {
      const demo = await as(admin, 'GET', `/patient-checkup/nir/${DEMO_CHECKUP_NIR}`)
      expect(demo.statusCode, demo.payload).toBe(200)
      expect(demo.json()).toEqual({
        patient: null,
        checkups: [
          {
            id: expect.any(String),
            performedAt: new Date(t.clock.now().getTime() - 24 * 60 * MINUTE).toISOString(),
            station: expect.any(String),
            measurementCount: 5,
          },
        ],
      })
      const none = await as(admin, 'GET', `/patient-checkup/nir/${nirFrom('70000099')}`)
      expect(none.json()).toEqual({ patient: null, checkups: [] })
    })

    it('gives the patient of the calling application only', async () => {
      const perinatalAdmin = await demoUser(t, 'admin.perinatal@relais-sante.fr')
      const res = await t.inject({
        method: 'GET',
        url: `/patient-checkup/nir/${PATIENT_NIR}`,
        headers: perinatalAdmin.headers,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().patient).toBeNull()
    })

    it('answers a NIR that is not valid with a field error', async () => {
      const wrongKey = `${PATIENT_NIR.slice(0, 13)}${PATIENT_NIR.endsWith('01') ? '02' : '01'}`
      const res = await as(admin, 'GET', `/patient-checkup/nir/${wrongKey}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().fieldErrors).toEqual([{ field: 'path.nir', message: NIR_KEY_MESSAGE }])
      const letters = await as(admin, 'GET', `/patient-checkup/nir/ABCDEFGHIJKLMNO`)
      expect(letters.json().fieldErrors).toEqual([{ field: 'path.nir', message: NIR_LENGTH_MESSAGE }])
      expect((await as(admin, 'GET', '/patient-checkup/nir/123')).statusCode).toBe(400)
    })

    it('is for administrators only', async () => {
      for (const user of [patient, doctor, nurse]) {
        expect((await as(user, 'GET', `/patient-checkup/nir/${PATIENT_NIR}`)).statusCode).toBe(403)
      }
    })
  })

  describe("the patient's own check-ups", () => {
    it('lists hers oldest first, reads one with the known measures only, and deletes it', async () => {
      const first = await recorded(PATIENT_NIR, {
        performedAt: '2026-11-18T07:00:00.000Z',
        measurements: [...UNKNOWN, ...KNOWN],
      })
      const second = await recorded(PATIENT_NIR, { performedAt: '2026-11-18T09:00:00.000Z' })
      const ids = await listed(patient, patient.id)
      expect(ids).toContain(first)
      expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second))

      const read = await as(patient, 'GET', `/patient-checkup/${first}`)
      expect(read.statusCode, read.payload).toBe(200)
      expect(read.json()).toEqual({
        id: first,
        performedAt: '2026-11-18T07:00:00.000Z',
        station: STATION,
        measurements: KNOWN,
      })

      expect((await as(patient, 'DELETE', `/patient-checkup/${first}`)).statusCode).toBe(204)
      expect((await as(patient, 'GET', `/patient-checkup/${first}`)).statusCode).toBe(404)
      expect((await as(patient, 'DELETE', `/patient-checkup/${first}`)).statusCode).toBe(404)
      expect(await listed(patient, patient.id)).not.toContain(first)
      expect(await listed(patient, patient.id)).toContain(second)
    })

    it('gives an empty list to a patient without a NIR', async () => {
      const email = `sans.nir.${randomUUID()}@example.fr`
      const id = await insertUser(t.api.db, {
        application: 'mobility',
        userType: 'patient',
        email,
        profile: { givenName: 'Inès', familyName: 'Traoré' },
      })
      expect(await listed({ headers: await signInHeaders(t, email, 'mobility') }, id)).toEqual([])
    })

    it("answers 404 for another patient's check-ups, which stay", async () => {
      const hers = await recorded(PATIENT_NIR)
      expect((await as(other, 'GET', `/patient/${patient.id}/checkups`)).statusCode).toBe(404)
      expect((await as(other, 'GET', `/patient-checkup/${hers}`)).statusCode).toBe(404)
      expect((await as(other, 'DELETE', `/patient-checkup/${hers}`)).statusCode).toBe(404)
      expect((await as(patient, 'GET', `/patient-checkup/${hers}`)).statusCode).toBe(200)
      // In another application nobody holds her NIR: a practitioner there finds nothing behind the id.
      const perinatalDoctor = await demoUser(t, DOCTOR)
      const elsewhere = await t.inject({
        method: 'GET',
        url: `/patient-checkup/${hers}`,
        headers: perinatalDoctor.headers,
      })
      expect(elsewhere.statusCode).toBe(404)
    })

    it('answers 404 for a check-up the platform does not hold', async () => {
      expect((await as(patient, 'GET', '/patient-checkup/ck_inconnu')).statusCode).toBe(404)
      expect((await as(patient, 'DELETE', '/patient-checkup/ck_inconnu')).statusCode).toBe(404)
      expect((await as(patient, 'GET', '/patient-checkup/pas%20un%20id')).statusCode).toBe(400)
    })

    it('answers 404 for a check-up whose NIR no patient of the application holds', async () => {
      const demo = (await as(admin, 'GET', `/patient-checkup/nir/${DEMO_CHECKUP_NIR}`)).json()
      const id = demo.checkups[0].id as string
      for (const user of [patient, doctor, nurse]) {
        expect((await as(user, 'GET', `/patient-checkup/${id}`)).statusCode).toBe(404)
      }
    })
  })

  describe('a practitioner', () => {
    it('reads through an accepted medical-file grant only, and the read is in her access log', async () => {
      const id = await recorded(OTHER_NIR)
      expect((await as(doctor, 'GET', `/patient/${other.id}/checkups`)).statusCode).toBe(404)
      expect((await as(doctor, 'GET', `/patient-checkup/${id}`)).statusCode).toBe(404)
      expect((await as(doctor, 'DELETE', `/patient-checkup/${id}`)).statusCode).toBe(404)

      await grantMedicalFile(t.api.db, 'mobility', other.id, doctor.id, t.clock.now())
      expect(await listed(doctor, other.id)).toContain(id)
      const read = await as(doctor, 'GET', `/patient-checkup/${id}`)
      expect(read.statusCode, read.payload).toBe(200)
      expect(read.json().measurements).toEqual(KNOWN)

      const log = await as(other, 'GET', '/user/current/access-log')
      expect(log.statusCode, log.payload).toBe(200)
      expect(log.json().entries).toEqual([
        expect.objectContaining({
          reader: expect.objectContaining({ id: doctor.id, type: 'doctor' }),
          resource: 'observation',
          action: 'read',
        }),
      ])
      // The patient reading her own is no one else's access.
      expect((await as(other, 'GET', `/patient-checkup/${id}`)).statusCode).toBe(200)
      expect((await as(other, 'GET', '/user/current/access-log')).json().entries).toHaveLength(1)

      // The nurse holds no grant on her.
      expect((await as(nurse, 'GET', `/patient-checkup/${id}`)).statusCode).toBe(404)
      expect((await as(doctor, 'DELETE', `/patient-checkup/${id}`)).statusCode).toBe(204)
      expect((await as(other, 'GET', `/patient-checkup/${id}`)).statusCode).toBe(404)
    })
  })

  describe('a check-up recorded', () => {
    it('notifies the mobility patient holding its NIR', async () => {
      const before = (await notifications(patient)).length
      await recorded(PATIENT_NIR)
      const after = await notifications(patient)
      expect(after).toHaveLength(before + 1)
      expect(after[0]).toMatchObject({
        templateIdentifier: 'checkup',
        content: CHECKUP_TEXTS.notification,
        payload: {},
        seen: false,
      })
    })

    it('notifies nobody when no patient of a mode with the check-ups holds its NIR', async () => {
      const perinatal = await demoUser(t, PATIENT)
      await t.api.db
        .updateTable('profiles')
        .set({ nir: PERINATAL_NIR })
        .where('user_id', '=', perinatal.id)
        .execute()
      const before = await t.api.db.selectFrom('notifications').select('id').execute()
      await recorded(PERINATAL_NIR)
      await recorded(nirFrom('70000098'))
      expect(await t.api.db.selectFrom('notifications').select('id').execute()).toHaveLength(before.length)
    })
  })

  it('answers 503 when the station platform does not answer, and logs that it did not', async () => {
    const lines: string[] = []
    const refused = () => Promise.reject(new Error(`connect ECONNREFUSED /checkups?nir=${PATIENT_NIR}`))
    const silent: CheckupStations = {
      listByNir: refused,
      get: refused,
      remove: refused,
      onRecorded: () => () => undefined,
    }
    const services = checkupsServices({
      config: { now: t.clock.now },
      db: t.api.db,
      accounts: undefined,
      logger: pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) }),
      checkupStations: silent,
    } as unknown as AreaContext)
    for (const call of [
      () => platform(services).get('ck_un'),
      () => platform(services).remove('ck_un'),
      () => platform(services).listByNir(PATIENT_NIR),
    ]) {
      await expect(call()).rejects.toMatchObject({
        output: { statusCode: 503 },
        data: { code: 'SERVICE_UNAVAILABLE' },
        message: 'Le service des checkups santé est indisponible',
      })
    }
    const log = lines.join('\n')
    expect(log).toContain('Check-up station platform did not answer')
    // What the platform answered may quote the NIR: it stays out of the log.
    expect(log).not.toContain(PATIENT_NIR)
  })
})

describe.each(testDatabases(import.meta.url))('check-ups without a station platform on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { mode: 'PROD' })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** PROD seeds nothing and sends no code without SMTP: the patient and her session are written here. */
  async function signedInPatient() {
    const email = `patiente.prod.${randomUUID()}@example.fr`
    const id = await insertUser(t.api.db, {
      application: 'mobility',
      userType: 'patient',
      email,
      profile: { givenName: 'Mariam', familyName: 'Diallo', nir: PATIENT_NIR },
    })
    const token = generateSessionToken()
    const now = t.clock.now()
    await t.api.db
      .insertInto('sessions')
      .values({
        id: randomUUID(),
        token_hash: hashToken(token),
        application: 'mobility',
        identifier_type: 'email',
        identifier: email,
        user_id: id,
        created_at: now,
        last_seen_at: now,
        idle_expires_at: new Date(now.getTime() + 30 * MINUTE),
        expires_at: new Date(now.getTime() + 12 * 60 * MINUTE),
        revoked_at: null,
      })
      .execute()
    return { id, headers: { authorization: `Bearer ${token}` } }
  }

  it('answers 503 to every operation, and serves no local station', async () => {
    const patient = await signedInPatient()
    const call = (method: string, url: string) =>
      t.inject({ method, url, app: 'mobility', mode: 'PROD', headers: patient.headers })
    for (const [method, url] of [
      ['GET', `/patient/${patient.id}/checkups`],
      ['GET', '/patient-checkup/ck_un'],
      ['DELETE', '/patient-checkup/ck_un'],
    ] as const) {
      const res = await call(method, url)
      expect(res.statusCode, `${method} ${url}`).toBe(503)
      expect(res.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Le service des checkups santé est indisponible',
      })
    }
    const station = await t.inject({
      method: 'POST',
      url: '/dev/checkup-station/checkups',
      mode: 'PROD',
      payload: { nir: PATIENT_NIR, station: STATION, measurements: KNOWN },
    })
    expect(station.statusCode).toBe(404)
  })
})

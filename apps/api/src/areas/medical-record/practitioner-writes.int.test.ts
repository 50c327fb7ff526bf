// A patient's record written by id over HTTP: by a practitioner holding an accepted medical-file grant
// (their own or their structure's) or by the patient herself, nobody else; the same envelope-only body
// and optimistic version as the patient's own route; each write through a grant on the access log, and
// the patient reading what the practitioner wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../testing/databases.ts'
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
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'
import { AccessPoliciesRepository, type Grantee } from '../access-policies/index.ts'

const SESSION_ID = 'cHJhY3RpdGlvbmVyLXdyaXRlcw'
const envelope = (n: number) => testEnvelope(`dossier ${n}`, SESSION_ID)

describe.each(testDatabases(import.meta.url))(
  'practitioner writes of the medical record on $name',
  (database) => {
    let t: TestApi
    let policies: AccessPoliciesRepository
    let doctor: TestUser
    let midwife: TestUser
    let demoPatient: TestUser
    let structure: TestUser
    let organizationId: string

    beforeAll(async () => {
      t = await startTestApi(database)
      policies = new AccessPoliciesRepository(t.api.db)
      doctor = await demoUser(t, DOCTOR)
      midwife = await demoUser(t, MIDWIFE)
      demoPatient = await demoUser(t, PATIENT)
      structure = await demoUser(t, ORGANIZATION)
      const me = await t.inject({ method: 'GET', url: '/user/current', headers: structure.headers })
      organizationId = me.json().organizations[0].id as string
    })
    afterAll(async () => {
      await t?.close()
    })

    /** A patient no other test touches, signed in. */
    const newPatient = async (): Promise<TestUser> => {
      const id = await insertTestPatient(t.api.db, 'perinatal', 'Ecriture')
      const { email } = await t.api.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const { token } = await signIn(t, 'email', email as string)
      return { id, email: email as string, app: 'perinatal', headers: bearer(token) }
    }
    const policy = async (patientId: string, grantee: Grantee, status: 'PENDING' | 'ACCEPTED') =>
      (await policies.create({
        application: 'perinatal',
        resource: 'medical-file',
        holderUserId: patientId,
        resourceId: patientId,
        grantee,
        // A structure's request is its manager's.
        requestedBy: grantee.userId ?? structure.id,
        status,
        now: t.clock.now(),
      }))!
    const write = (user: TestUser, patientId: string, payload: object) =>
      t.inject({
        method: 'PUT',
        url: `/patient/${patientId}/medical-record`,
        headers: user.headers,
        payload,
      })
    const readOwn = (user: TestUser) =>
      t.inject({ method: 'GET', url: '/user/current/medical-record', headers: user.headers })
    const logOf = (patientId: string) =>
      t.api.db
        .selectFrom('access_log')
        .select(['reader_user_id', 'reader_organization_id', 'resource', 'action'])
        .where('patient_user_id', '=', patientId)
        .execute()
    const storedRecord = (patientId: string) =>
      t.api.db
        .selectFrom('medical_records')
        .select(['envelope', 'version'])
        .where('user_id', '=', patientId)
        .executeTakeFirst()

    it('lets a practitioner holding a grant write, versions each write and logs it', async () => {
      const patient = await newPatient()
      await grantMedicalFile(t.api.db, 'perinatal', patient.id, doctor.id, t.clock.now())

      const first = await write(doctor, patient.id, { envelope: envelope(1), version: 0 })
      expect(first.statusCode, first.payload).toBe(200)
      expect(first.json()).toEqual({
        envelope: envelope(1),
        version: 1,
        updatedAt: t.clock.now().toISOString(),
      })
      t.clock.advance(60_000)
      const second = await write(doctor, patient.id, { envelope: envelope(2), version: 1 })
      expect(second.statusCode, second.payload).toBe(200)
      expect(second.json()).toEqual({
        envelope: envelope(2),
        version: 2,
        updatedAt: t.clock.now().toISOString(),
      })
      const line = {
        reader_user_id: doctor.id,
        reader_organization_id: null,
        resource: 'medical-record',
        action: 'write',
      }
      expect(await logOf(patient.id)).toEqual([line, line])

      // The patient reads what the practitioner wrote through her own route, as it was sent.
      const own = await readOwn(patient)
      expect(own.statusCode).toBe(200)
      expect(own.json()).toEqual(second.json())
    })

    it('refuses a stale write with 409, keeping the newer record and logging nothing', async () => {
      const patient = await newPatient()
      await grantMedicalFile(t.api.db, 'perinatal', patient.id, doctor.id, t.clock.now())
      // The patient wrote first; the practitioner's first write is then stale.
      expect((await readOwn(patient)).statusCode).toBe(204)
      const mine = await t.inject({
        method: 'PUT',
        url: '/user/current/medical-record',
        headers: patient.headers,
        payload: { envelope: envelope(1), version: 0 },
      })
      expect(mine.statusCode).toBe(200)

      for (const version of [0, 2]) {
        const stale = await write(doctor, patient.id, { envelope: envelope(9), version })
        expect(stale.statusCode).toBe(409)
        expect(stale.json()).toMatchObject({
          code: 'CONFLICT',
          message: 'Le dossier médical a été modifié entre-temps',
        })
      }
      expect((await readOwn(patient)).json()).toEqual(mine.json())
      expect(await logOf(patient.id)).toEqual([])
    })

    it('opens through a structure’s grant to its members, the log naming the structure', async () => {
      const patient = await newPatient()
      await policy(patient.id, { organizationId }, 'ACCEPTED')
      const res = await write(midwife, patient.id, { envelope: envelope(3), version: 0 })
      expect(res.statusCode, res.payload).toBe(200)
      expect(await logOf(patient.id)).toEqual([
        {
          reader_user_id: midwife.id,
          reader_organization_id: organizationId,
          resource: 'medical-record',
          action: 'write',
        },
      ])
    })

    it('answers 404 to a practitioner without a grant, or with a pending or revoked one', async () => {
      const expectNotFound = async (patientId: string) => {
        const res = await write(doctor, patientId, { envelope: envelope(4), version: 0 })
        expect(res.statusCode).toBe(404)
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Patient introuvable' })
        expect(await storedRecord(patientId)).toBeUndefined()
        expect(await logOf(patientId)).toEqual([])
      }
      // No grant at all (another practitioner's does not count).
      const unfollowed = await newPatient()
      await grantMedicalFile(t.api.db, 'perinatal', unfollowed.id, midwife.id, t.clock.now())
      await expectNotFound(unfollowed.id)

      const asked = await newPatient()
      await policy(asked.id, { userId: doctor.id }, 'PENDING')
      await expectNotFound(asked.id)

      const revoked = await newPatient()
      const granted = await policy(revoked.id, { userId: doctor.id }, 'ACCEPTED')
      expect((await write(doctor, revoked.id, { envelope: envelope(5), version: 0 })).statusCode).toBe(200)
      await policies.answer('perinatal', granted.id, revoked.id, 'revoke', t.clock.now())
      const after = await write(doctor, revoked.id, { envelope: envelope(6), version: 1 })
      expect(after.statusCode).toBe(404)
      expect(await storedRecord(revoked.id)).toEqual({ envelope: envelope(5), version: 1 })
      expect(await logOf(revoked.id)).toHaveLength(1)
    })

    it('lets the patient write her own record by id, unlogged, and no other patient', async () => {
      const patient = await newPatient()
      const own = await write(patient, patient.id, { envelope: envelope(7), version: 0 })
      expect(own.statusCode, own.payload).toBe(200)
      expect(own.json()).toMatchObject({ envelope: envelope(7), version: 1 })
      expect((await readOwn(patient)).json()).toEqual(own.json())
      expect(await logOf(patient.id)).toEqual([])

      const other = await write(demoPatient, patient.id, { envelope: envelope(8), version: 1 })
      expect(other.statusCode).toBe(404)
      expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Patient introuvable' })
      expect(await storedRecord(patient.id)).toEqual({ envelope: envelope(7), version: 1 })
    })

    it('refuses an impersonating administrator with 403, as the patient or as a practitioner', async () => {
      const patient = await newPatient()
      await grantMedicalFile(t.api.db, 'perinatal', patient.id, doctor.id, t.clock.now())
      const asPatient = await demoUser(t, ADMIN)
      const started = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: asPatient.headers,
        payload: { email: PATIENT },
      })
      expect(started.statusCode, started.payload).toBe(200)
      const self = await write(asPatient, demoPatient.id, { envelope: envelope(9), version: 0 })
      expect(self.statusCode).toBe(403)
      expect(self.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: "Action impossible en agissant pour le compte d'un autre utilisateur",
      })

      const asDoctor = await demoUser(t, ADMIN)
      const impersonating = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: asDoctor.headers,
        payload: { email: DOCTOR },
      })
      expect(impersonating.statusCode, impersonating.payload).toBe(200)
      expect((await write(asDoctor, patient.id, { envelope: envelope(9), version: 0 })).statusCode).toBe(403)
      expect(await storedRecord(patient.id)).toBeUndefined()
      expect(await logOf(patient.id)).toEqual([])
    })

    it('accepts only an encrypted envelope, naming the field it refuses', async () => {
      const patient = await newPatient()
      await grantMedicalFile(t.api.db, 'perinatal', patient.id, doctor.id, t.clock.now())
      const inClear = await write(doctor, patient.id, { envelope: '{"bloodGroup":"A+"}', version: 0 })
      expect(inClear.statusCode).toBe(400)
      expect(inClear.json().fieldErrors).toContainEqual({
        field: 'body.envelope',
        message: 'Type de valeur invalide',
      })
      const asFields = await write(doctor, patient.id, { envelope: { bloodGroup: 'A+' }, version: 0 })
      expect(asFields.statusCode).toBe(400)
      expect(asFields.json().fieldErrors).toContainEqual(
        expect.objectContaining({ field: 'body.envelope.bloodGroup' }),
      )
      expect(await storedRecord(patient.id)).toBeUndefined()
      expect(await logOf(patient.id)).toEqual([])
    })

    it('needs a session', async () => {
      const res = await t.inject({
        method: 'PUT',
        url: `/patient/${demoPatient.id}/medical-record`,
        payload: { envelope: envelope(1), version: 0 },
      })
      expect(res.statusCode).toBe(401)
    })
  },
)

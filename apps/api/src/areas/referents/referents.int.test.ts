// A patient's health referent over HTTP: named at registration or changed by the patient, read by the
// patient or a holder of a grant, the practitioner's account its RPPS points to, and the grant naming
// that practitioner gives them — once, with the patient's decision on record.
import { randomUUID } from 'node:crypto'
import { FIELD_REQUIRED_MESSAGE, REQUIRED_MESSAGE, RPPS_MESSAGE } from '@relais/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Application, RateLimitConfig } from '../../core/config.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import { insertUser, register, type UserRegistration, type UserType } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { ADMIN, DOCTOR, MIDWIFE, ORGANIZATION, demoUser } from '../../testing/demo-users.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { grantMedicalFile } from '../../testing/medical-files.ts'

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 10_000,
  consumePerIp: 10_000,
  attemptsPerCode: 5,
}

let sequence = 0
/** A fresh email and phone (ARCEP's fiction range) per account. */
function contact(prefix: string) {
  sequence += 1
  return { email: `${prefix}.${sequence}@example.fr`, phone: `+33199001${100 + sequence}` }
}

/** An RPPS no account of the test database holds (11 digits, numbered by the test sequence). */
function freshRpps() {
  sequence += 1
  return `199${String(sequence).padStart(8, '0')}`
}

const referentWith = (rpps: string) => ({
  firstName: 'Anne',
  lastName: 'Lemoine',
  email: 'anne.lemoine@example.fr',
  rpps,
  address: { text: '3 rue des Lilas, 75020 Paris, France', city: 'Paris', postalCode: '75020' },
})

const fieldsOf = (body: { fieldErrors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.fieldErrors ?? []).map((e) => [e.field, e.message]))

interface Account {
  id: string
  email: string
  headers: Record<string, string>
}

describe.each(testDatabases(import.meta.url))('referents on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous })
  })
  afterAll(() => t?.close())

  async function registered(
    type: UserType,
    change: (body: UserRegistration) => UserRegistration = (body) => body,
  ): Promise<Account> {
    const who = contact(type)
    const { headers, res } = await register(t, type, who, 'perinatal', change)
    expect(res.statusCode, res.payload).toBe(201)
    return { id: res.json().user.id as string, email: who.email, headers }
  }
  const registeredMidwife = (rpps: string) =>
    registered('midwife', (body) => ({ ...body, midwife: { ...body.midwife!, rpps } }))
  const registeredDoctor = (rpps: string) =>
    registered('doctor', (body) => ({ ...body, doctor: { ...body.doctor!, rpps } }))

  const read = (caller: { headers: Record<string, string> }, patientId: string) =>
    t.inject({ method: 'GET', url: `/patient/${patientId}/referent`, headers: caller.headers })
  const name = (caller: { headers: Record<string, string> }, payload: object) =>
    t.inject({ method: 'PUT', url: '/user/current/referent', headers: caller.headers, payload })
  const policiesOn = (patientId: string) =>
    t.api.db
      .selectFrom('access_policies')
      .select(['id', 'grantee_user_id', 'status', 'requested_by'])
      .where('resource', '=', 'medical-file')
      .where('resource_id', '=', patientId)
      .execute()
  const decisionsOn = (patientId: string) =>
    t.api.db
      .selectFrom('access_policy_decisions')
      .select(['access_policy_id', 'decided_by', 'answer', 'status'])
      .where('resource_id', '=', patientId)
      .execute()

  it('answers 204 before any referent, then the one named, without a practitioner for an unknown RPPS', async () => {
    const patient = await registered('patient')
    expect((await read(patient, patient.id)).statusCode).toBe(204)

    const referent = referentWith(freshRpps())
    const res = await name(patient, { supervisorType: 'doctor', referent })
    expect(res.statusCode, res.payload).toBe(200)
    expect(res.json()).toEqual({
      supervisorType: 'doctor',
      referent,
      practitioner: null,
      grantCreated: false,
    })
    expect(await policiesOn(patient.id)).toEqual([])

    const again = await read(patient, patient.id)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ supervisorType: 'doctor', referent, practitioner: null })
  })

  it('gives a registered midwife named as referent an accepted grant, once, and opens the file to her', async () => {
    const rpps = freshRpps()
    const midwife = await registeredMidwife(rpps)
    const patient = await registered('patient')
    expect(
      (await t.inject({ method: 'GET', url: `/patient/${patient.id}`, headers: midwife.headers })).statusCode,
    ).toBe(404)
    expect((await read(midwife, patient.id)).statusCode).toBe(404)

    // Typed with spaces, as on a card: the domain's rule keeps the digits.
    const spaced = `${rpps.slice(0, 3)} ${rpps.slice(3, 7)} ${rpps.slice(7)}`
    const res = await name(patient, { supervisorType: 'midwife', referent: referentWith(spaced) })
    expect(res.statusCode, res.payload).toBe(200)
    const practitioner = {
      id: midwife.id,
      name: { given: 'Jeanne', family: 'de La Fontaine', text: 'Jeanne de La Fontaine' },
      userType: 'midwife',
    }
    expect(res.json()).toEqual({
      supervisorType: 'midwife',
      referent: referentWith(rpps),
      practitioner,
      grantCreated: true,
    })
    const [policy, ...others] = await policiesOn(patient.id)
    expect(others).toEqual([])
    expect(policy).toMatchObject({
      grantee_user_id: midwife.id,
      status: 'ACCEPTED',
      requested_by: patient.id,
    })
    expect(await decisionsOn(patient.id)).toEqual([
      { access_policy_id: policy!.id, decided_by: patient.id, answer: 'approve', status: 'ACCEPTED' },
    ])

    const file = await t.inject({ method: 'GET', url: `/patient/${patient.id}`, headers: midwife.headers })
    expect(file.statusCode, file.payload).toBe(200)
    expect(file.json().access).toBe('grant')
    const seen = await read(midwife, patient.id)
    expect(seen.statusCode).toBe(200)
    expect(seen.json()).toEqual({ supervisorType: 'midwife', referent: referentWith(rpps), practitioner })

    const repeated = await name(patient, { supervisorType: 'midwife', referent: referentWith(rpps) })
    expect(repeated.statusCode, repeated.payload).toBe(200)
    expect(repeated.json()).toMatchObject({ practitioner, grantCreated: false })
    expect(await policiesOn(patient.id)).toHaveLength(1)
    expect(await decisionsOn(patient.id)).toHaveLength(1)
  })

  it('gives one grant to racing changes naming the same practitioner', async () => {
    const rpps = freshRpps()
    const midwife = await registeredMidwife(rpps)
    const patient = await registered('patient')
    const answers = await Promise.all(
      [1, 2, 3].map(() => name(patient, { supervisorType: 'midwife', referent: referentWith(rpps) })),
    )
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200])
    expect(answers.filter((res) => res.json().grantCreated)).toHaveLength(1)
    expect(await policiesOn(patient.id)).toMatchObject([{ grantee_user_id: midwife.id, status: 'ACCEPTED' }])
  })

  it("approves the named doctor's own pending request rather than adding a second policy", async () => {
    const rpps = freshRpps()
    const doctor = await registeredDoctor(rpps)
    const patient = await registered('patient')
    const request = await new AccessPoliciesRepository(t.api.db).create({
      application: 'perinatal',
      resource: 'medical-file',
      holderUserId: patient.id,
      resourceId: patient.id,
      grantee: { userId: doctor.id },
      requestedBy: doctor.id,
      status: 'PENDING',
      now: t.clock.now(),
    })

    const res = await name(patient, { supervisorType: 'doctor', referent: referentWith(rpps) })
    expect(res.statusCode, res.payload).toBe(200)
    expect(res.json()).toMatchObject({
      practitioner: { id: doctor.id, userType: 'doctor' },
      grantCreated: true,
    })
    expect(await policiesOn(patient.id)).toEqual([
      { id: request!.id, grantee_user_id: doctor.id, status: 'ACCEPTED', requested_by: doctor.id },
    ])
    expect(
      (await t.inject({ method: 'GET', url: `/patient/${patient.id}`, headers: doctor.headers })).statusCode,
    ).toBe(200)
  })

  it('approves the request that landed between the check and the grant, as the second run finds it', async () => {
    const rpps = freshRpps()
    const doctor = await registeredDoctor(rpps)
    const patient = await registered('patient')
    const policies = new AccessPoliciesRepository(t.api.db)
    const request = await policies.create({
      application: 'perinatal',
      resource: 'medical-file',
      holderUserId: patient.id,
      resourceId: patient.id,
      grantee: { userId: doctor.id },
      requestedBy: doctor.id,
      status: 'PENDING',
      now: t.clock.now(),
    })
    // The first run does not see the request, as if it had come just after its check.
    const check = vi
      .spyOn(AccessPoliciesRepository.prototype, 'liveMedicalFilePolicy')
      .mockResolvedValueOnce(undefined)
    try {
      const res = await name(patient, { supervisorType: 'doctor', referent: referentWith(rpps) })
      expect(res.statusCode, res.payload).toBe(200)
      expect(res.json()).toMatchObject({ practitioner: { id: doctor.id }, grantCreated: true })
      expect(check).toHaveBeenCalledTimes(2)
    } finally {
      check.mockRestore()
    }
    expect(await policiesOn(patient.id)).toEqual([
      { id: request!.id, grantee_user_id: doctor.id, status: 'ACCEPTED', requested_by: doctor.id },
    ])
    expect((await read(patient, patient.id)).json()).toMatchObject({ referent: referentWith(rpps) })
  })

  it("points to nobody when the RPPS is another application's, an inactive account's, a nurse's or two accounts'", async () => {
    const patient = await registered('patient')
    const holders: [string, Application, UserType, boolean][] = [
      ['mobility', 'mobility', 'doctor', true],
      ['inactive', 'perinatal', 'midwife', false],
      ['nurse', 'perinatal', 'assistant', true],
    ]
    const rppsOf = new Map<string, string>()
    for (const [label, application, userType, active] of holders) {
      const rpps = freshRpps()
      rppsOf.set(label, rpps)
      await insertUser(t.api.db, {
        application,
        userType,
        active,
        email: `${label}.${randomUUID()}@example.fr`,
        profile: { givenName: 'Paul', familyName: 'Homonyme', rpps },
      })
    }
    const shared = freshRpps()
    rppsOf.set('twice', shared)
    for (const userType of ['doctor', 'midwife'] as const) {
      await insertUser(t.api.db, {
        application: 'perinatal',
        userType,
        email: `double.${randomUUID()}@example.fr`,
        profile: { givenName: 'Paul', familyName: 'Homonyme', rpps: shared },
      })
    }
    for (const [label, rpps] of rppsOf) {
      const res = await name(patient, { supervisorType: 'doctor', referent: referentWith(rpps) })
      expect(res.statusCode, `${label}: ${res.payload}`).toBe(200)
      expect(res.json(), label).toMatchObject({ practitioner: null, grantCreated: false })
    }
    expect(await policiesOn(patient.id)).toEqual([])
  })

  it('refuses an invalid referent with its fields named, and keeps the previous one', async () => {
    const patient = await registered('patient')
    const kept = referentWith(freshRpps())
    expect((await name(patient, { supervisorType: 'midwife', referent: kept })).statusCode).toBe(200)

    const byDomain = await name(patient, {
      supervisorType: 'midwife',
      referent: { ...kept, firstName: ' ', rpps: '123', address: { text: '' } },
    })
    expect(byDomain.statusCode).toBe(400)
    expect(fieldsOf(byDomain.json())).toEqual({
      'body.referent.firstName': FIELD_REQUIRED_MESSAGE,
      'body.referent.rpps': RPPS_MESSAGE,
      'body.referent.address': FIELD_REQUIRED_MESSAGE,
    })
    const badEmail = await name(patient, {
      supervisorType: 'midwife',
      referent: { ...kept, email: 'pas-une-adresse' },
    })
    expect(badEmail.statusCode).toBe(400)
    expect(Object.keys(fieldsOf(badEmail.json()))).toEqual(['body.referent.email'])

    const { rpps: _missing, ...withoutRpps } = kept
    const byContract = await name(patient, { supervisorType: 'nurse', referent: withoutRpps })
    expect(byContract.statusCode).toBe(400)
    expect(fieldsOf(byContract.json())).toMatchObject({
      'body.supervisorType': 'Valeur non autorisée',
      // The contract's wording for a property missing from the body, before the domain's rules run.
      'body.referent.rpps': REQUIRED_MESSAGE,
    })

    expect((await read(patient, patient.id)).json()).toEqual({
      supervisorType: 'midwife',
      referent: kept,
      practitioner: null,
    })
  })

  it('lets only patients name a referent, never through an impersonation', async () => {
    const referent = referentWith(freshRpps())
    for (const email of [DOCTOR, MIDWIFE, ORGANIZATION]) {
      const other = await demoUser(t, email)
      const res = await name(other, { supervisorType: 'doctor', referent })
      expect(res.statusCode, email).toBe(403)
    }

    const patient = await registered('patient')
    const admin = await demoUser(t, ADMIN)
    const started = await t.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: admin.headers,
      payload: { email: patient.email },
    })
    expect(started.statusCode, started.payload).toBe(200)
    const res = await name(admin, { supervisorType: 'doctor', referent })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: "Action impossible en agissant pour le compte d'un autre utilisateur",
    })
    expect((await read(admin, patient.id)).statusCode).toBe(403)
    expect((await read(patient, patient.id)).statusCode).toBe(204)
  })

  it('is read by a holder of a grant, and by nobody else, as for no patient', async () => {
    const patient = await registered('patient')
    const referent = referentWith(freshRpps())
    expect((await name(patient, { supervisorType: 'doctor', referent })).statusCode).toBe(200)
    const doctor = await demoUser(t, DOCTOR)
    const other = await registered('patient')

    for (const stranger of [doctor, other]) {
      const res = await read(stranger, patient.id)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Patient introuvable' })
    }
    expect((await read(patient, randomUUID())).statusCode).toBe(404)

    await grantMedicalFile(t.api.db, 'perinatal', patient.id, doctor.id, t.clock.now())
    const granted = await read(doctor, patient.id)
    expect(granted.statusCode).toBe(200)
    expect(granted.json()).toMatchObject({ supervisorType: 'doctor', referent })
  })

  it('reads back the referent given at registration, and a change replaces only it', async () => {
    const rpps = freshRpps()
    const referent = referentWith(rpps)
    const patient = await registered('patient', (body) => ({
      ...body,
      patient: { ...body.patient, supervisorType: 'midwife', referent: { ...referent, firstName: 'anne' } },
    }))
    const res = await read(patient, patient.id)
    expect(res.statusCode, res.payload).toBe(200)
    expect(res.json()).toEqual({ supervisorType: 'midwife', referent, practitioner: null })

    // Whatever else the role details hold is not the referent's to change.
    await t.api.db
      .updateTable('profiles')
      .set({ role_details: JSON.stringify({ supervisorType: 'midwife', referent, other: 'gardé' }) })
      .where('user_id', '=', patient.id)
      .execute()
    const changed = { ...referentWith(freshRpps()), lastName: 'Marchand' }
    expect((await name(patient, { supervisorType: 'doctor', referent: changed })).statusCode).toBe(200)
    expect((await read(patient, patient.id)).json()).toEqual({
      supervisorType: 'doctor',
      referent: changed,
      practitioner: null,
    })
    const stored = await t.api.db
      .selectFrom('profiles')
      .select('role_details')
      .where('user_id', '=', patient.id)
      .executeTakeFirstOrThrow()
    expect(stored.role_details).toEqual({ supervisorType: 'doctor', referent: changed, other: 'gardé' })
  })
})

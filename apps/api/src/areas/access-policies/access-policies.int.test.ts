// Access policies over HTTP and in the repository: only the holder answers, each answer only from the
// statuses it may follow (one winner between racing answers), only an accepted grant within its dates
// opens a file — a practitioner's own or a structure's they belong to —, and the access log, which the
// database refuses to rewrite.
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { insertStructure } from '../../testing/structures.ts'
import type { DB } from '../database.ts'
import { AccessPoliciesRepository } from './access-policies-repository.ts'

describe.each(testDatabases(import.meta.url))('access policies on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let policies: AccessPoliciesRepository
  let patient: TestUser
  let doctor: TestUser
  let midwife: TestUser

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    policies = new AccessPoliciesRepository(db)
    patient = await demoUser(t, PATIENT)
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
  })
  afterAll(async () => {
    await t?.close()
  })

  const ask = async (granteeId: string, holderId = patient.id) =>
    (await policies.create({
      application: 'perinatal',
      resource: 'medical-file',
      holderUserId: holderId,
      resourceId: holderId,
      grantee: { userId: granteeId },
      requestedBy: granteeId,
      status: 'PENDING',
      now: t.clock.now(),
    }))!
  const answer = (user: TestUser, id: string, verb: 'approve' | 'reject' | 'revoke') =>
    t.inject({ method: 'POST', url: `/access-policy/${id}/${verb}`, headers: user.headers })
  const mine = async (user: TestUser) =>
    (
      await t.inject({ method: 'GET', url: '/user/current/access-policies', headers: user.headers })
    ).json() as {
      pending: { id: string; status: string; grantee: { name: string; type: string } }[]
      accepted: { id: string }[]
    }
  const grantOf = (readerId: string) =>
    policies.medicalFileGrant('perinatal', patient.id, readerId, t.clock.now())

  it('lets the holder grant a pending request, and only once', async () => {
    const request = await ask(doctor.id)
    expect(request).toMatchObject({ status: 'PENDING', resource: 'medical-file', decidedAt: null })
    expect(await policies.create({ ...requestOf(), grantee: { userId: doctor.id } })).toBeUndefined()

    const listed = await mine(patient)
    expect(listed.pending).toContainEqual(
      expect.objectContaining({ id: request.id, grantee: expect.objectContaining({ type: 'doctor' }) }),
    )
    expect(await grantOf(doctor.id)).toBeUndefined()

    // The grantee cannot answer its own request: as if it did not exist.
    expect((await answer(doctor, request.id, 'approve')).statusCode).toBe(404)
    const approved = await answer(patient, request.id, 'approve')
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'ACCEPTED', decidedAt: t.clock.now().toISOString() })
    expect(await grantOf(doctor.id)).toEqual({ policyId: request.id, organizationId: null })
    expect((await mine(patient)).accepted.map((p) => p.id)).toContain(request.id)
    // The requester is told.
    const bell = await t.inject({ method: 'GET', url: '/notifications', headers: doctor.headers })
    expect(bell.json().notifications[0]).toMatchObject({
      templateIdentifier: 'access-decision',
      payload: { accessPolicyId: request.id, status: 'ACCEPTED' },
      content: expect.stringContaining("a accepté votre demande d'accès à son dossier médical"),
      seen: false,
    })

    const again = await answer(patient, request.id, 'approve')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: "Cette demande n'est plus en attente" })
    expect((await answer(patient, request.id, 'reject')).statusCode).toBe(409)
  })

  /** A medical-file request on the patient's file, its grantee to be said. */
  function requestOf() {
    return {
      application: 'perinatal',
      resource: 'medical-file' as const,
      holderUserId: patient.id,
      resourceId: patient.id,
      requestedBy: doctor.id,
      status: 'PENDING' as const,
      now: t.clock.now(),
    }
  }

  it('closes the file the moment the holder revokes, and lets the grantee ask again', async () => {
    const { policyId } = (await grantOf(doctor.id))!
    expect((await answer(doctor, policyId, 'revoke')).statusCode).toBe(404)
    const revoked = await answer(patient, policyId, 'revoke')
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json()).toMatchObject({ status: 'REJECTED' })
    expect(await grantOf(doctor.id)).toBeUndefined()
    expect((await answer(patient, policyId, 'revoke')).json()).toMatchObject({
      message: "Cet accès n'est plus accordé",
    })
    const listed = await mine(patient)
    expect([...listed.pending, ...listed.accepted].map((p) => p.id)).not.toContain(policyId)
    // Refused and revoked ones are history: a new request is possible.
    expect(await ask(doctor.id)).toMatchObject({ status: 'PENDING' })

    // Every answer that took is on record for good, the refused ones are not; the record cannot change.
    const decisions = () =>
      db
        .selectFrom('access_policy_decisions')
        .select(['answer', 'status', 'decided_by', 'grantee_user_id', 'resource'])
        .where('access_policy_id', '=', policyId)
        .orderBy('decided_at')
        .orderBy('answer')
        .execute()
    const expected = [
      { answer: 'approve', status: 'ACCEPTED', decided_by: patient.id, grantee_user_id: doctor.id },
      { answer: 'revoke', status: 'REJECTED', decided_by: patient.id, grantee_user_id: doctor.id },
    ].map((d) => ({ ...d, resource: 'medical-file' }))
    expect(await decisions()).toEqual(expected)
    await expect(
      db
        .updateTable('access_policy_decisions')
        .set({ answer: 'reject' })
        .where('access_policy_id', '=', policyId)
        .execute(),
    ).rejects.toThrow(/append-only/)
    await expect(
      db.deleteFrom('access_policy_decisions').where('access_policy_id', '=', policyId).execute(),
    ).rejects.toThrow(/append-only/)
    await expect(sql`truncate access_policy_decisions`.execute(db)).rejects.toThrow(/append-only/)
    expect(await decisions()).toEqual(expected)
  })

  it('refuses a request, which then gives nothing', async () => {
    const request = await ask(midwife.id)
    const rejected = await answer(patient, request.id, 'reject')
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({ status: 'REJECTED' })
    expect(await grantOf(midwife.id)).toBeUndefined()
    expect((await answer(patient, request.id, 'approve')).statusCode).toBe(409)
  })

  it('lets one of two racing answers win', async () => {
    const reader = await insertUser(db, {
      application: 'perinatal',
      userType: 'doctor',
      email: 'course@example.fr',
    })
    const request = await ask(reader)
    const answers = await Promise.all([
      answer(patient, request.id, 'approve'),
      answer(patient, request.id, 'reject'),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
  })

  it("opens a structure's grant to its members only, and only within its dates", async () => {
    const member = await insertUser(db, {
      application: 'perinatal',
      userType: 'midwife',
      email: 'membre@example.fr',
    })
    const outsider = await insertUser(db, {
      application: 'perinatal',
      userType: 'midwife',
      email: 'dehors@example.fr',
    })
    const now = t.clock.now()
    const organizationId = await insertStructure(db, {
      application: 'perinatal',
      name: 'Maternité des Lilas',
      finess: '930000104',
      memberIds: [member],
      now,
    })
    const granted = (await policies.create({
      ...requestOf(),
      grantee: { organizationId },
      requestedBy: member,
      status: 'ACCEPTED',
    }))!
    expect(granted.grantee).toEqual({ id: organizationId, type: 'organization', name: 'Maternité des Lilas' })
    expect(await grantOf(member)).toEqual({ policyId: granted.id, organizationId })
    expect(await grantOf(outsider)).toBeUndefined()

    await db
      .updateTable('access_policies')
      .set({ valid_to: new Date(now.getTime() + 60_000) })
      .where('id', '=', granted.id)
      .execute()
    expect(await grantOf(member)).toBeDefined()
    t.clock.advance(61_000)
    expect(await grantOf(member)).toBeUndefined()
  })

  it('shows the patient who read or wrote their file, and never lets the log be rewritten', async () => {
    const reader = await insertUser(db, {
      application: 'perinatal',
      userType: 'doctor',
      email: 'lecteur@example.fr',
      profile: { givenName: 'Hélène', familyName: 'Lecture' },
    })
    const grant = { policyId: (await ask(reader)).id, organizationId: null }
    const readAt = t.clock.now()
    await policies.logAccess({
      action: 'read',
      application: 'perinatal',
      patientId: patient.id,
      readerUserId: reader,
      grant,
      resource: 'medical-record',
      now: readAt,
    })
    t.clock.advance(60_000)
    await policies.logAccess({
      action: 'write',
      application: 'perinatal',
      patientId: patient.id,
      readerUserId: reader,
      grant,
      resource: 'medical-record',
      now: t.clock.now(),
    })
    const log = await t.inject({ method: 'GET', url: '/user/current/access-log', headers: patient.headers })
    expect(log.statusCode).toBe(200)
    const reading = {
      resource: 'medical-record',
      reader: { id: reader, type: 'doctor', name: 'Hélène Lecture' },
    }
    expect(log.json().entries).toMatchObject([
      { ...reading, action: 'write', readAt: t.clock.now().toISOString() },
      { ...reading, action: 'read', readAt: readAt.toISOString() },
    ])
    // Patients only: a practitioner has no file whose reads are logged.
    expect(
      (await t.inject({ method: 'GET', url: '/user/current/access-log', headers: doctor.headers }))
        .statusCode,
    ).toBe(403)

    await expect(
      db
        .updateTable('access_log')
        .set({ reader_user_id: patient.id })
        .where('reader_user_id', '=', reader)
        .execute(),
    ).rejects.toThrow(/append-only/)
    await expect(db.deleteFrom('access_log').where('reader_user_id', '=', reader).execute()).rejects.toThrow(
      /append-only/,
    )
    await expect(sql`truncate access_log`.execute(db)).rejects.toThrow(/append-only/)
    const kept = await db.selectFrom('access_log').select('id').where('reader_user_id', '=', reader).execute()
    expect(kept).toHaveLength(2)
  })
})

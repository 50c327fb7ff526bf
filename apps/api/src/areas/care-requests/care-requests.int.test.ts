// A structure's care requests over HTTP: a member makes one for a patient whose file the structure
// holds (a draft, the answers kept as the envelope they came in, nothing of them in clear), not for
// another patient; the structure lists its requests, the newest first; the patient and the structure's
// members read one, a stranger gets 404; text in clear in place of the answers is refused.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser, nirFrom, signInHeaders } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { insertTestPatient } from '../../testing/medical-files.ts'
import { insertStructure } from '../../testing/structures.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { DB } from '../database.ts'
import { newServiceRequest } from './access-fixtures.ts'

describe.each(testDatabases(import.meta.url))('care requests on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let organizationId: string
  let patientId: string
  let outsidePatientId: string
  let midwife: Record<string, string>
  let patient: Record<string, string>
  let stranger: Record<string, string>

  const create = (headers: Record<string, string>, body: object, organization = organizationId) =>
    t.inject({
      method: 'POST',
      url: `/organization/${organization}/service-requests`,
      headers,
      payload: body,
    })
  const list = (headers: Record<string, string>, organization = organizationId) =>
    t.inject({ method: 'GET', url: `/organization/${organization}/service-requests`, headers })
  const read = (headers: Record<string, string>, id: string) =>
    t.inject({ method: 'GET', url: `/service-requests/${id}`, headers })

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    const person = (userType: 'midwife' | 'doctor', email: string, givenName: string, familyName: string) =>
      insertUser(db, { application: 'perinatal', userType, email, profile: { givenName, familyName } })
    const midwifeId = await person('midwife', 'sage-femme.demandes@example.fr', 'Inès', 'Faure')
    await person('doctor', 'medecin.etranger.demandes@example.fr', 'Karim', 'Externe')
    organizationId = await insertStructure(db, {
      application: 'perinatal',
      name: 'Maternité des Lilas',
      memberIds: [midwifeId],
    })
    patientId = await insertUser(db, {
      application: 'perinatal',
      userType: 'patient',
      email: 'patiente.demandes@example.fr',
      profile: {
        givenName: 'Lina',
        familyName: 'Demande',
        nir: nirFrom('29212345'),
        gender: 'FEMALE',
        birth_date: '1992-04-02',
      },
    })
    outsidePatientId = await insertTestPatient(db, 'perinatal', 'Ailleurs')
    await new AccessPoliciesRepository(db).create({
      application: 'perinatal',
      resource: 'medical-file',
      holderUserId: patientId,
      resourceId: patientId,
      grantee: { organizationId },
      requestedBy: patientId,
      status: 'ACCEPTED',
      now: t.clock.now(),
    })
    midwife = await signInHeaders(t, 'sage-femme.demandes@example.fr')
    patient = await signInHeaders(t, 'patiente.demandes@example.fr')
    stranger = await signInHeaders(t, 'medecin.etranger.demandes@example.fr')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('makes a draft for one of the structure’s patients, keeping the answers as they came', async () => {
    const body = newServiceRequest(patientId)
    const res = await create(midwife, body)
    expect(res.statusCode, res.payload).toBe(201)
    const made = res.json()
    expect(made).toMatchObject({
      status: 'DRAFT',
      requestTypes: ['EARLY_DISCHARGE'],
      requestDate: '2026-12-10',
      subject: { id: patientId, name: 'Lina Demande' },
      requester: { organizationId, organizationName: 'Maternité des Lilas', user: { name: 'Inès Faure' } },
      performer: null,
      location: body.location,
      form: body.form,
      authoredOn: t.clock.now().toISOString(),
    })
    const row = await db
      .selectFrom('service_requests')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow()
    expect(row.form).toEqual(body.form)
    expect(row.latitude).toBe(body.location.coordinates.latitude)
  })

  it('refuses a patient whose file the structure does not hold, at the field, as for no patient', async () => {
    for (const id of [outsidePatientId, '00000000-0000-4000-8000-000000000000']) {
      const res = await create(midwife, newServiceRequest(id))
      expect(res.statusCode, res.payload).toBe(400)
      expect(res.json().fieldErrors).toEqual([
        { field: 'body.patientId', message: 'Ce patient ne fait pas partie des patients de la structure' },
      ])
    }
  })

  it('refuses answers in clear', async () => {
    const res = await create(midwife, { ...newServiceRequest(patientId), form: 'Césarienne le 2 décembre' })
    expect(res.statusCode).toBe(400)
    const count = await db
      .selectFrom('service_requests')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
  })

  it('lists the structure’s requests, the newest first, to its members only', async () => {
    t.clock.advance(60_000)
    const second = (
      await create(midwife, { ...newServiceRequest(patientId), requestTypes: ['PMI_MIDWIFE'] })
    ).json()
    const res = await list(midwife)
    expect(res.statusCode, res.payload).toBe(200)
    const { serviceRequests } = res.json()
    expect(serviceRequests).toHaveLength(2)
    expect(serviceRequests[0].id).toBe(second.id)
    expect(serviceRequests[0].requestTypes).toEqual(['PMI_MIDWIFE'])
    expect((await list(stranger)).statusCode).toBe(404)
    expect((await create(stranger, newServiceRequest(patientId))).statusCode).toBe(404)
  })

  it('is read by its patient and the structure’s members, and by nobody else', async () => {
    const [made] = (await list(midwife)).json().serviceRequests
    for (const headers of [midwife, patient]) {
      const res = await read(headers, made.id)
      expect(res.statusCode, res.payload).toBe(200)
      expect(res.json()).toEqual(made)
    }
    const refused = await read(stranger, made.id)
    expect(refused.statusCode).toBe(404)
    const unknown = await read(midwife, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(refused.json().message)
  })
})

// A care request's documents over HTTP: sent by a structure's member before the request, taken by the
// request that names them and read by whoever reads it; one named twice, another person's or another
// structure's stops the request; an empty file, a stranger and a document of another request are
// refused; one nobody named within a day is swept at the next one's arrival.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser, nirFrom, signInHeaders } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { multipartBody } from '../../testing/multipart.ts'
import { insertStructure } from '../../testing/structures.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { DB } from '../database.ts'
import { newServiceRequest } from './access-fixtures.ts'

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(testDatabases(import.meta.url))('care request documents on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let organizationId: string
  let otherOrganizationId: string
  let patientId: string
  let midwife: Record<string, string>
  let colleague: Record<string, string>
  let patient: Record<string, string>
  let stranger: Record<string, string>

  const upload = async (
    headers: Record<string, string>,
    kind: 'llsDoc' | 'ordonnanceDoc',
    bytes = Buffer.from(`RVF1 ${kind} chiffré`),
    organization = organizationId,
  ) => {
    const body = multipartBody({ kind, metadata: testEnvelope(`attachment-${kind}`) }, bytes)
    return t.inject({
      method: 'POST',
      url: `/organization/${organization}/service-request-attachments`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    })
  }
  const create = (headers: Record<string, string>, attachmentIds: string[]) =>
    t.inject({
      method: 'POST',
      url: `/organization/${organizationId}/service-requests`,
      headers,
      payload: { ...newServiceRequest(patientId), attachmentIds },
    })
  const download = (headers: Record<string, string>, requestId: string, attachmentId: string) =>
    t.inject({ method: 'GET', url: `/service-requests/${requestId}/attachments/${attachmentId}`, headers })
  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    const person = (email: string, givenName: string) =>
      insertUser(db, {
        application: 'perinatal',
        userType: 'midwife',
        email,
        profile: { givenName, familyName: 'Documents' },
      })
    const midwifeId = await person('sage-femme.documents@example.fr', 'Inès')
    const colleagueId = await person('collegue.documents@example.fr', 'Anna')
    const strangerId = await person('etrangere.documents@example.fr', 'Karima')
    organizationId = await insertStructure(db, {
      application: 'perinatal',
      name: 'Maternité des Lilas',
      memberIds: [midwifeId, colleagueId],
    })
    otherOrganizationId = await insertStructure(db, {
      application: 'perinatal',
      name: 'Maternité voisine',
      memberIds: [strangerId],
    })
    patientId = await insertUser(db, {
      application: 'perinatal',
      userType: 'patient',
      email: 'patiente.documents@example.fr',
      profile: { givenName: 'Lina', familyName: 'Documents', nir: nirFrom('29212346'), gender: 'FEMALE' },
    })
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
    midwife = await signInHeaders(t, 'sage-femme.documents@example.fr')
    colleague = await signInHeaders(t, 'collegue.documents@example.fr')
    patient = await signInHeaders(t, 'patiente.documents@example.fr')
    stranger = await signInHeaders(t, 'etrangere.documents@example.fr')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('keeps the documents sent ahead, then gives them to the request that names them', async () => {
    const letter = await upload(midwife, 'llsDoc')
    expect(letter.statusCode, letter.payload).toBe(201)
    expect(letter.json()).toMatchObject({ kind: 'llsDoc', size: Buffer.byteLength('RVF1 llsDoc chiffré') })
    t.clock.advance(1000)
    const prescription = (await upload(midwife, 'ordonnanceDoc')).json()
    const made = await create(midwife, [letter.json().id, prescription.id])
    expect(made.statusCode, made.payload).toBe(201)
    const request = made.json()
    expect(request.attachments.map((a: { id: string; kind: string }) => [a.id, a.kind])).toEqual([
      [letter.json().id, 'llsDoc'],
      [prescription.id, 'ordonnanceDoc'],
    ])
    for (const reader of [midwife, colleague, patient]) {
      const file = await download(reader, request.id, prescription.id)
      expect(file.statusCode, file.payload).toBe(200)
      expect(file.headers['content-length']).toBe(String(prescription.size))
      expect(file.rawPayload.toString()).toBe('RVF1 ordonnanceDoc chiffré')
    }
    expect((await download(stranger, request.id, prescription.id)).statusCode).toBe(404)
    // The list and the request itself show the same documents.
    const listed = (
      await t.inject({
        method: 'GET',
        url: `/organization/${organizationId}/service-requests`,
        headers: midwife,
      })
    ).json().serviceRequests
    expect(listed.find((r: { id: string }) => r.id === request.id).attachments).toEqual(request.attachments)
  })

  it('stops a request naming a document taken, another person’s, or unknown, and makes nothing', async () => {
    const taken = (await upload(midwife, 'llsDoc')).json()
    expect((await create(midwife, [taken.id])).statusCode).toBe(201)
    const colleagues = (await upload(colleague, 'llsDoc')).json()
    const before = await db
      .selectFrom('service_requests')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    for (const ids of [[taken.id], [colleagues.id], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await create(midwife, ids)
      expect(res.statusCode, res.payload).toBe(400)
      expect(res.json().fieldErrors).toEqual([
        {
          field: 'body.attachmentIds',
          message: "Un des documents n'a pas été envoyé pour cette demande : envoyez-le à nouveau",
        },
      ])
    }
    const after = await db
      .selectFrom('service_requests')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
    // The refused request left the colleague's document waiting for hers.
    expect((await create(colleague, [colleagues.id])).statusCode).toBe(201)
  })

  it('refuses an empty file, and a stranger to the structure as for no structure', async () => {
    const empty = await upload(midwife, 'llsDoc', Buffer.alloc(0))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fieldErrors).toEqual([{ field: 'body.file', message: 'Le fichier est vide.' }])
    const refused = await upload(stranger, 'llsDoc')
    expect(refused.statusCode).toBe(404)
    expect((await upload(stranger, 'llsDoc', undefined, otherOrganizationId)).statusCode).toBe(201)
  })

  it('does not serve a document under another request', async () => {
    const first = (await create(midwife, [(await upload(midwife, 'llsDoc')).json().id])).json()
    const second = (await create(midwife, [])).json()
    expect((await download(midwife, second.id, first.attachments[0].id)).statusCode).toBe(404)
  })

  it('sweeps the documents nobody named within a day', async () => {
    const forgotten = (await upload(midwife, 'ordonnanceDoc')).json()
    // Sent a day ago (the sessions of this test would not outlive a day of the clock).
    await db
      .updateTable('service_request_attachments')
      .set({ created_at: new Date(t.clock.now().getTime() - DAY_MS - 1000) })
      .where('id', '=', forgotten.id)
      .execute()
    const next = await upload(colleague, 'llsDoc')
    expect(next.statusCode).toBe(201)
    const gone = await db
      .selectFrom('service_request_attachments')
      .select('id')
      .where('id', '=', forgotten.id)
      .executeTakeFirst()
    expect(gone).toBeUndefined()
    expect((await create(midwife, [forgotten.id])).statusCode).toBe(400)
  })
})

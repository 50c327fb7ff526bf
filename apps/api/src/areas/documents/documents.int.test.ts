// A patient's documents over HTTP: the multipart upload streamed to storage, the list, the download
// with its length, who may reach them (the patient, a holder of a grant, nobody else), the access log,
// and every refusal leaving neither a row nor a blob.
import { randomBytes, randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { DOCUMENTS_PER_PATIENT_MAX } from '@relais/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { grantMedicalFile } from '../../testing/medical-files.ts'
import { multipartBody } from '../../testing/multipart.ts'

const SESSION_ID = 'ZG9jdW1lbnRzLXNlc3Npb24tMDE'
const METADATA_LIMIT = 64 * 1024

describe.each(testDatabases(import.meta.url))('documents on $name', (database) => {
  let t: TestApi
  let storageDir: string
  let patient: TestUser
  let doctor: TestUser
  let midwife: TestUser

  beforeAll(async () => {
    storageDir = `${process.env.TMPDIR ?? '/tmp'}/relais-documents-${randomUUID()}`
    t = await startTestApi(database, {
      storage: { kind: 'local', dir: storageDir },
      documentMaxBytes: 1024 * 1024,
    })
    patient = await demoUser(t, PATIENT)
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    await grantMedicalFile(t.api.db, 'perinatal', patient.id, doctor.id, t.clock.now())
  })
  afterAll(async () => {
    await t?.close()
  })

  const metadata = (label: string) => testEnvelope(label, SESSION_ID)
  const upload = (user: TestUser, file: Buffer, payload: object = {}, options = {}) => {
    const body = multipartBody(
      { patientId: patient.id, type: 'document', metadata: metadata('titre'), ...payload },
      file,
      options,
    )
    return t.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    })
  }
  const list = (user: TestUser, patientId = patient.id) =>
    t.inject({ method: 'GET', url: `/patient/${patientId}/documents`, headers: user.headers })
  const download = (user: TestUser, id: string) =>
    t.inject({ method: 'GET', url: `/upload?key=${id}`, headers: user.headers })
  // Files at any depth: the folder keeps blobs two sub-folders down, partial writes beside them.
  const blobCount = async () =>
    (await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) =>
      entry.isFile(),
    ).length
  const documentCount = async () =>
    Number(
      (
        await t.api.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('keeps what the patient uploads, lists it and gives the same bytes back with their length', async () => {
    const file = randomBytes(300_000)
    const created = await upload(patient, file, { type: 'diagnosticReport' })
    expect(created.statusCode, created.payload).toBe(201)
    const document = created.json()
    expect(document).toMatchObject({
      patientId: patient.id,
      type: 'diagnosticReport',
      metadata: metadata('titre'),
      size: file.length,
      createdAt: t.clock.now().toISOString(),
      author: { id: patient.id, userType: 'patient' },
    })

    const listed = await list(patient)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().documents).toContainEqual(document)

    const read = await download(patient, document.id)
    expect(read.statusCode).toBe(200)
    expect(read.headers['content-type']).toBe('application/octet-stream')
    expect(read.headers['content-length']).toBe(String(file.length))
    expect(read.headers['cache-control']).toContain('no-store')
    expect(read.rawPayload.equals(file)).toBe(true)
  })

  it('opens them to a practitioner holding a grant, logging each addition and read, and to nobody else', async () => {
    const created = await upload(doctor, Buffer.from('RVF1 ordonnance'))
    expect(created.statusCode, created.payload).toBe(201)
    const { id } = created.json()
    expect(created.json().author).toMatchObject({ id: doctor.id, userType: 'doctor' })

    const documentLog = () =>
      t.api.db
        .selectFrom('access_log')
        .select(['resource_id', 'action'])
        .where('reader_user_id', '=', doctor.id)
        .where('resource', '=', 'document')
        .execute()
    const before = await documentLog()
    expect(before).toContainEqual({ resource_id: id, action: 'write' })
    expect((await list(doctor)).statusCode).toBe(200)
    expect((await download(doctor, id)).statusCode).toBe(200)
    const after = await documentLog()
    expect(after.length - before.length).toBe(2)
    expect(after).toContainEqual({ resource_id: id, action: 'read' })

    const [blobs, rows] = [await blobCount(), await documentCount()]
    expect((await list(midwife)).statusCode).toBe(404)
    expect((await download(midwife, id)).statusCode).toBe(404)
    expect((await upload(midwife, Buffer.from('RVF1 intrus'))).statusCode).toBe(404)
    expect([await blobCount(), await documentCount()]).toEqual([blobs, rows])
    // The patient reading their own is not logged; nor is another application's caller let in.
    expect((await download(doctor, randomUUID())).statusCode).toBe(404)
  })

  it('refuses an upload over the limit while it arrives, and keeps nothing of it', async () => {
    const [blobs, rows] = [await blobCount(), await documentCount()]
    const res = await upload(patient, randomBytes(1024 * 1024 + 1))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Le fichier dépasse la taille maximale de 250 Mo.',
    })
    expect([await blobCount(), await documentCount()]).toEqual([blobs, rows])
  })

  it('answers 400 naming the part for a malformed upload, and keeps nothing', async () => {
    const [blobs, rows] = [await blobCount(), await documentCount()]
    const field = async (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.statusCode, res.payload).toBe(400)
      return (res.json().fieldErrors as { field: string }[]).map((e) => e.field)
    }
    expect(
      await field(await upload(patient, Buffer.from('x'), { metadata: { title: 'Échographie' } })),
    ).toContain('body.metadata.version')
    expect(await field(await upload(patient, Buffer.from('x'), { type: 'radio' }))).toEqual(['body.type'])
    expect(await field(await upload(patient, Buffer.from('x'), {}, { parts: 'file-only' }))).toEqual([
      'body.payload',
    ])
    expect(await field(await upload(patient, Buffer.from('x'), {}, { parts: 'file-then-payload' }))).toEqual([
      'body.payload',
    ])
    expect(await field(await upload(patient, Buffer.alloc(0)))).toEqual(['body.file'])
    const json = await t.inject({
      method: 'POST',
      url: '/upload',
      headers: patient.headers,
      payload: { patientId: patient.id, type: 'document', metadata: metadata('titre') },
    })
    expect(await field(json)).toEqual(['body'])
    const huge = await upload(patient, Buffer.from('x'), { padding: 'a'.repeat(METADATA_LIMIT) })
    expect(await field(huge)).toEqual(['body.payload'])
    expect([await blobCount(), await documentCount()]).toEqual([blobs, rows])
  })

  it(`stops at ${DOCUMENTS_PER_PATIENT_MAX} documents per patient`, async () => {
    const patientId = patient.id
    const existing = await documentCount()
    await t.api.db
      .insertInto('documents')
      .values(
        Array.from({ length: DOCUMENTS_PER_PATIENT_MAX - existing }, () => ({
          id: randomUUID(),
          application: 'perinatal',
          patient_user_id: patientId,
          author_user_id: patientId,
          type: 'other' as const,
          metadata: JSON.stringify(metadata('rempli')),
          storage_key: randomBytes(18).toString('base64url'),
          size: 1,
          created_at: t.clock.now(),
        })),
      )
      .execute()
    const res = await upload(patient, Buffer.from('RVF1 un de trop'))
    expect(res.statusCode).toBe(400)
    expect(res.json().fieldErrors).toEqual([
      {
        field: 'body.file',
        message: `Ce dossier a atteint la limite de ${DOCUMENTS_PER_PATIENT_MAX} documents.`,
      },
    ])
  })
})

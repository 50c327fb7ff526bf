// A patient's consultation reports over HTTP: a midwife holding her grant records a consultation she
// gave (a fulfilled appointment in the perinatal category, whatever her bookings meet), with the
// domain's field errors in French; the list, the latest first, gathers each fulfilled appointment's
// observations, attachments (documents added to it) and validated report; who may read and write (the
// patient, a holder of her grant, nobody else), and her access log.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { REPORT_MESSAGES } from '@relais/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'
import { multipartBody } from '../../testing/multipart.ts'
import type { DB } from '../database.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const SESSION_ID = 'YmlsYW5zLWRlLWNvbnN1bHRhdGlvbg'

describe.each(testDatabases(import.meta.url))('consultation reports on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let patient: TestUser
  let doctor: TestUser
  let midwife: TestUser

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    patient = await demoUser(t, PATIENT)
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    await grantMedicalFile(db, 'perinatal', patient.id, midwife.id, t.clock.now())
  })
  afterAll(async () => {
    await t?.close()
  })

  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString()
  const description = (label: string) => testEnvelope(label, SESSION_ID)
  const create = (user: TestUser, payload: object, patientId = patient.id) =>
    t.inject({
      method: 'POST',
      url: `/patient/${patientId}/consultation-reports`,
      headers: user.headers,
      payload,
    })
  const list = (user: TestUser, patientId = patient.id, query = '') =>
    t.inject({
      method: 'GET',
      url: `/patient/${patientId}/consultation-reports${query}`,
      headers: user.headers,
    })
  const fieldsOf = (body: { fieldErrors?: { field: string; message: string }[] }) =>
    Object.fromEntries((body.fieldErrors ?? []).map((e) => [e.field, e.message]))
  const upload = (user: TestUser, appointmentId: string, type = 'document', patientId = patient.id) => {
    const body = multipartBody(
      { patientId, type, metadata: description(`pièce ${randomUUID()}`), appointmentId },
      Buffer.from(`RVF1 pièce jointe ${randomUUID()}`),
    )
    return t.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    })
  }
  const accessLog = (readerId: string) =>
    db
      .selectFrom('access_log')
      .select(['resource', 'resource_id', 'action'])
      .where('reader_user_id', '=', readerId)
      .where('patient_user_id', '=', patient.id)
      .execute()

  it('records the consultation a midwife gave as a fulfilled perinatal appointment of hers', async () => {
    const before = await accessLog(midwife.id)
    const res = await create(midwife, {
      start: ago(2 * HOUR),
      end: ago(HOUR),
      description: description('suivi'),
    })
    expect(res.statusCode, res.payload).toBe(201)
    const report = res.json()
    expect(report).toMatchObject({
      appointment: {
        start: ago(2 * HOUR),
        end: ago(HOUR),
        status: 'FULFILLED',
        serviceCategory: 'MaternalPerinatalCare',
        description: description('suivi'),
        patient: { id: patient.id },
        practitioners: [{ id: midwife.id, type: 'midwife' }],
        cancelledAt: null,
      },
      observations: [],
      attachments: [],
      reportDocumentId: null,
    })
    const after = await accessLog(midwife.id)
    expect(after.length - before.length).toBe(1)
    expect(after).toContainEqual({
      resource: 'observation',
      resource_id: report.appointment.id,
      action: 'write',
    })

    // Her files are documents added to it, which the report then lists.
    const added = await upload(midwife, report.appointment.id)
    expect(added.statusCode, added.payload).toBe(201)
    expect(added.json().appointmentId).toBe(report.appointment.id)
    const listed = await list(patient)
    expect(listed.statusCode).toBe(200)
    const [again] = listed
      .json()
      .reports.filter((r: { appointment: { id: string } }) => r.appointment.id === report.appointment.id)
    expect(again.attachments).toEqual([added.json()])
  })

  it('takes no slot: a report may meet her booked appointments, and another report', async () => {
    await openSchedule(db, 'perinatal', midwife.id)
    const otherPatient = await insertTestPatient(db, 'perinatal', 'Agenda')
    await insertAppointment(db, {
      app: 'perinatal',
      patientId: otherPatient,
      practitioners: [{ id: midwife.id, role: 'midwife' }],
      start: new Date(t.clock.now().getTime() - 5 * HOUR),
      minutes: 60,
    })
    const times = { start: ago(5 * HOUR), end: ago(4 * HOUR) }
    const first = await create(midwife, { ...times, description: description('premier') })
    expect(first.statusCode, first.payload).toBe(201)
    const second = await create(midwife, { ...times, description: description('second') })
    expect(second.statusCode, second.payload).toBe(201)
    // The booked appointment is still booked, and her slot stays taken for a booking.
    const booked = await db
      .selectFrom('appointment_practitioners')
      .select(['booked'])
      .where('practitioner_user_id', '=', midwife.id)
      .execute()
    expect(booked.filter((row) => row.booked)).toHaveLength(1)
  })

  it("says at each field what is missing or wrong, in the domain's words, and records nothing", async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('appointments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const missing = await create(midwife, {})
    expect(missing.statusCode).toBe(400)
    expect(fieldsOf(missing.json())).toEqual({
      'body.start': 'Ce champ est requis',
      'body.end': 'Ce champ est requis',
      'body.description': 'Ce champ est requis',
    })
    const rules: [object, string][] = [
      [{ start: ago(HOUR), end: ago(2 * HOUR) }, REPORT_MESSAGES.endBeforeStart],
      [
        { start: ago(HOUR), end: new Date(t.clock.now().getTime() + 5 * MINUTE).toISOString() },
        REPORT_MESSAGES.endInFuture,
      ],
      [{ start: ago(14 * HOUR), end: ago(HOUR) }, REPORT_MESSAGES.tooLong],
    ]
    for (const [times, message] of rules) {
      const res = await create(midwife, { ...times, description: description('x') })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ message, fieldErrors: [{ field: 'body.end', message }] })
    }
    // A minute of clock difference is no future.
    const justEnded = await create(midwife, {
      start: ago(HOUR),
      end: new Date(t.clock.now().getTime() + 30_000).toISOString(),
      description: description('à l’instant'),
    })
    expect(justEnded.statusCode, justEnded.payload).toBe(201)
    // The contract refuses text in clear and fields it does not know.
    const clear = await create(midwife, {
      start: ago(2 * HOUR),
      end: ago(HOUR),
      description: 'Suivi en clair',
    })
    expect(clear.statusCode).toBe(400)
    expect(Object.keys(fieldsOf(clear.json()))).toContain('body.description')
    const extra = await create(midwife, {
      start: ago(2 * HOUR),
      end: ago(HOUR),
      description: description('x'),
      serviceCategory: 'Consultation',
    })
    expect(fieldsOf(extra.json())).toEqual({ 'body.serviceCategory': 'Champ non autorisé' })
    expect(await count()).toBe(before + 1)
  })

  it('lets only a midwife holding the grant record one, and shows reports to the patient and her readers only', async () => {
    const ungranted = await insertTestPatient(db, 'perinatal', 'Sans-Accès')
    const payload = { start: ago(2 * HOUR), end: ago(HOUR), description: description('refus') }
    expect((await create(midwife, payload, ungranted)).statusCode).toBe(404)
    expect((await create(midwife, payload, randomUUID())).statusCode).toBe(404)
    // Only midwives record one, whatever grant they hold.
    await grantMedicalFile(db, 'perinatal', patient.id, doctor.id, t.clock.now())
    expect((await create(doctor, payload)).statusCode).toBe(403)
    expect((await create(patient, payload)).statusCode).toBe(403)

    expect((await list(midwife, ungranted)).statusCode).toBe(404)
    expect((await list(patient, ungranted)).statusCode).toBe(404)
    expect((await list(doctor)).statusCode).toBe(200)
    // The patient's own reading is not logged; a reader's is, once per kind of content.
    const before = await accessLog(doctor.id)
    expect((await list(patient)).statusCode).toBe(200)
    expect(await accessLog(doctor.id)).toEqual(before)
    expect((await list(doctor)).statusCode).toBe(200)
    const after = await accessLog(doctor.id)
    expect(
      after
        .slice(before.length)
        .map((e) => [e.resource, e.action])
        .sort(),
    ).toEqual([
      ['document', 'read'],
      ['observation', 'read'],
    ])
  })

  it("gathers a teleconsultation's observations, attachments and validated report, the latest first", async () => {
    await openSchedule(db, 'perinatal', doctor.id)
    const appointmentId = await insertAppointment(db, {
      app: 'perinatal',
      patientId: patient.id,
      practitioners: [{ id: doctor.id, role: 'doctor' }],
      start: new Date(t.clock.now().getTime() - 10 * MINUTE),
      minutes: 30,
    })
    const saved = await t.inject({
      method: 'POST',
      url: `/appointment/${appointmentId}/observations`,
      headers: doctor.headers,
      payload: {
        observations: [{ envelope: description('poids') }, { envelope: description('conclusion') }],
      },
    })
    expect(saved.statusCode, saved.payload).toBe(201)
    const capture = await upload(doctor, appointmentId, 'other')
    expect(capture.statusCode, capture.payload).toBe(201)
    t.clock.advance(MINUTE)
    const pdf = await upload(doctor, appointmentId, 'diagnosticReport')
    expect(pdf.statusCode, pdf.payload).toBe(201)
    // A booked appointment is no report yet.
    const booked = await list(patient)
    expect(booked.json().reports.map((r: { appointment: { id: string } }) => r.appointment.id)).not.toContain(
      appointmentId,
    )
    const ended = await t.inject({
      method: 'POST',
      url: `/appointment/${appointmentId}/end`,
      headers: doctor.headers,
      payload: { reportDocumentId: pdf.json().id },
    })
    expect(ended.statusCode, ended.payload).toBe(204)

    const res = await list(patient)
    expect(res.statusCode).toBe(200)
    const { reports } = res.json()
    // The latest consultation first: this one started ten minutes ago.
    expect(reports[0]).toMatchObject({
      appointment: { id: appointmentId, status: 'FULFILLED', practitioners: [{ id: doctor.id }] },
      observations: saved.json().observations.map((o: object) => ({ ...o })),
      attachments: [pdf.json(), capture.json()],
      reportDocumentId: pdf.json().id,
    })
    const starts = reports.map((r: { appointment: { start: string } }) => Date.parse(r.appointment.start))
    expect(starts).toEqual([...starts].sort((a, b) => b - a))
    const limited = await list(patient, patient.id, '?limit=1')
    expect(limited.json().reports.map((r: { appointment: { id: string } }) => r.appointment.id)).toEqual([
      appointmentId,
    ])
    expect((await list(patient, patient.id, '?limit=101')).statusCode).toBe(400)
  })

  it("attaches a document only to a consultation of that patient's in which the uploader took part", async () => {
    const created = await create(midwife, {
      start: ago(3 * HOUR),
      end: ago(2 * HOUR),
      description: description('pj'),
    })
    const appointmentId = created.json().appointment.id
    const otherPatient = await insertTestPatient(db, 'perinatal', 'Autre')
    await grantMedicalFile(db, 'perinatal', otherPatient, midwife.id, t.clock.now())
    const refused = async (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.statusCode, res.payload).toBe(400)
      expect(Object.keys(fieldsOf(res.json()))).toEqual(['body.appointmentId'])
    }
    // Another patient's document; an appointment that does not exist; one the doctor took no part in.
    await refused(await upload(midwife, appointmentId, 'document', otherPatient))
    await refused(await upload(midwife, randomUUID()))
    await refused(await upload(doctor, appointmentId))
    // The patient adds to her own consultation.
    expect((await upload(patient, appointmentId)).statusCode).toBe(201)
    // Another application knows no such appointment.
    const mobilityPatient = await demoUser(t, 'patient.mobility@demo.relais-sante.fr', 'mobility')
    const elsewhere = multipartBody(
      { patientId: mobilityPatient.id, type: 'document', metadata: description('ailleurs'), appointmentId },
      Buffer.from('RVF1 ailleurs'),
    )
    await refused(
      await t.inject({
        method: 'POST',
        url: '/upload',
        app: 'mobility',
        headers: { ...mobilityPatient.headers, ...elsewhere.headers },
        payload: elsewhere.payload,
      }),
    )
  })
})

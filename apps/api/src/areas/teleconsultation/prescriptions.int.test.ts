// 'Ordonnance' through the local prescription service: the doctor of a booked appointment, holding the
// patient's grant, opens the software on her; its frame (served beside the API, framed by the app's
// origin only) takes the lines and signs; the signed prescription comes back once, as a real PDF, to him
// alone. Nobody else opens it, and nothing of it is written to the database.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { grantMedicalFile } from '../../testing/medical-files.ts'
import type { DB } from '../database.ts'

const DRUG = `Amoxicilline ${randomUUID().slice(0, 8)}`

describe.each(testDatabases(import.meta.url))('prescriptions on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let doctor: TestUser
  let midwife: TestUser
  let patient: TestUser
  let appointmentId: string

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    patient = await demoUser(t, PATIENT)
    for (const id of [doctor.id, midwife.id]) {
      await openSchedule(db, 'perinatal', id, {
        weekdays: [1, 2, 3, 4, 5],
        hours: [{ start: 480, end: 1080 }],
      })
    }
    appointmentId = await insertAppointment(db, {
      app: 'perinatal',
      patientId: patient.id,
      practitioners: [
        { id: doctor.id, role: 'doctor' },
        { id: midwife.id, role: 'midwife' },
      ],
      start: new Date(t.clock.now().getTime() + 3_600_000),
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  const open = (user: TestUser, id = appointmentId) =>
    t.inject({ method: 'POST', url: `/appointment/${id}/prescription/session`, headers: user.headers })
  const fetchSigned = (user: TestUser, payload: object) =>
    t.inject({
      method: 'POST',
      url: `/appointment/${appointmentId}/prescription`,
      headers: user.headers,
      payload,
    })

  it('is for the doctor of the appointment holding her grant', async () => {
    expect((await open(doctor)).statusCode).toBe(403)
    await grantMedicalFile(db, 'perinatal', patient.id, doctor.id, t.clock.now())
    await grantMedicalFile(db, 'perinatal', patient.id, midwife.id, t.clock.now())
    // The midwife of the appointment records readings, but does not prescribe; the patient neither.
    expect((await open(midwife)).statusCode).toBe(403)
    expect((await open(patient)).statusCode).toBe(403)
    expect((await open(doctor, randomUUID())).statusCode).toBe(404)
  })

  it('frames the software on the patient, signs the lines, and hands the PDF back once', async () => {
    const session = await open(doctor)
    expect(session.statusCode, session.payload).toBe(201)
    const { frameUrl, frameOrigin, softwarePatientId } = session.json() as {
      frameUrl: string
      frameOrigin: string
      softwarePatientId: string
    }
    const frame = new URL(frameUrl)
    expect(frame.origin).toBe(frameOrigin)

    const page = await t.inject({ method: 'GET', url: frame.pathname + frame.search })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    // Framed by the perinatal app only, its style and script by nonce; not the API's JSON policy.
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://localhost:')
    expect(page.headers['x-frame-options']).toBeUndefined()
    expect(page.payload).toContain('Nouvelle ordonnance')
    expect(page.payload).toContain('Camille Lefèvre')

    const code = frame.searchParams.get('code')!
    const empty = await t.inject({
      method: 'POST',
      url: frame.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code, 'dosage-0': '1 matin' }).toString(),
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.payload).toContain('Indiquez au moins un médicament.')
    // What was typed is kept.
    expect(empty.payload).toContain('value="1 matin"')

    const sign = await t.inject({
      method: 'POST',
      url: frame.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        code,
        'drug-0': DRUG,
        'dosage-0': '1 gélule matin et soir',
        'duration-0': '7 jours',
      }).toString(),
    })
    expect(sign.statusCode).toBe(200)
    expect(sign.payload).toContain('Ordonnance n°1 signée')
    const message = /postMessage\((\{.*?\}), "(.*?)"\)/.exec(sign.payload)
    expect(message).not.toBeNull()
    const signed = JSON.parse(message![1]!) as {
      type: string
      prescriptionId: string
      softwarePatientId: string
    }
    expect(signed).toMatchObject({ type: 'prescription-signed', softwarePatientId })
    expect(message![2]).toMatch(/^http:\/\/localhost:\d+$/)

    const ids = { softwarePatientId: signed.softwarePatientId, prescriptionId: signed.prescriptionId }
    expect((await fetchSigned(midwife, ids)).statusCode).toBe(403)
    const answer = await fetchSigned(doctor, ids)
    expect(answer.statusCode, answer.payload).toBe(200)
    const body = answer.json() as { number: number; pdf: string; issuedAt: string }
    expect(body.number).toBe(1)
    const pdf = Buffer.from(body.pdf, 'base64')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // Fetched once.
    const again = await fetchSigned(doctor, ids)
    expect(again.statusCode).toBe(404)

    // The prescription went through the software only.
    const dumped = JSON.stringify(
      await Promise.all(
        ['appointment_observations', 'documents', 'access_log'].map((table) =>
          db
            .selectFrom(table as 'documents')
            .selectAll()
            .execute(),
        ),
      ),
    )
    expect(dumped).not.toContain(DRUG)
  })

  it('refuses a code that is not one', async () => {
    const page = await t.inject({ method: 'GET', url: '/dev/prescription/frame?code=nope' })
    expect(page.statusCode).toBe(410)
    expect(page.payload).toContain('Session expirée')
  })
})

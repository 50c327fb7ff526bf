// The video room's signalling over HTTP and the socket: only the appointment's people join its
// subscription and speak in it, a signal for everyone reaches everyone but its sender, a signal for one
// person reaches that person only, and a cancelled appointment's room is closed. The observations taken
// during the consultation: kept as envelopes in the order sent, heard at once by the room's others, read
// by the patient and by practitioners holding her grant (each reading and writing in her access log).
// The doctor asks for the patient's share, her browser (the embedded terminal) reports what the card
// did, or he cancels; the doctor ends the consultation with the report he added to her documents; the
// room hears each.
import Nes from '@hapi/nes'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { grantMedicalFile } from '../../testing/medical-files.ts'
import type { DB } from '../database.ts'
import { eventually } from '../messaging/redis-testing.ts'
import { socketToken } from '../messaging/testing.ts'

interface Heard {
  type: string
  from: string
  signal: { type: string; to?: string; observations?: unknown[] }
}

describe.each(testDatabases(import.meta.url))('video rooms on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let port: number
  let doctor: TestUser
  let midwife: TestUser
  let patient: TestUser
  let appointmentId: string
  const sockets: Nes.Client[] = []

  beforeAll(async () => {
    t = await startTestApi(database, { port: 0 })
    await t.api.start()
    port = t.api.server.info.port as number
    db = t.api.db as unknown as Kysely<DB>
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    patient = await demoUser(t, PATIENT)
    // An appointment's practitioners are those with a schedule.
    await openSchedule(db, 'perinatal', doctor.id, {
      weekdays: [1, 2, 3, 4, 5],
      hours: [{ start: 480, end: 1080 }],
    })
    appointmentId = await insertAppointment(db, {
      app: 'perinatal',
      patientId: patient.id,
      practitioners: [{ id: doctor.id, role: 'doctor' }],
      start: new Date(t.clock.now().getTime() + 3_600_000),
    })
  })
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.disconnect()))
    await t?.close()
  })

  /** `user`'s socket in the room, recording what it hears. */
  async function joined(user: TestUser, id = appointmentId) {
    const client = new Nes.Client(`ws://127.0.0.1:${port}`)
    sockets.push(client)
    await client.connect({ auth: await socketToken(t.api, user.headers, 'perinatal'), reconnect: false })
    const heard: Heard[] = []
    await client.subscribe(`/appointments/${id}/room`, (event) => void heard.push(event as Heard))
    return { heard }
  }
  const say = (user: TestUser, payload: object, id = appointmentId) =>
    t.inject({ method: 'POST', url: `/appointment/${id}/room/signal`, headers: user.headers, payload })
  const offer = (to: string) => ({ type: 'description', to, description: { kind: 'offer', sdp: 'v=0\r\n' } })

  it("relays hello to the room's others, and a description to the one person it names", async () => {
    const doctorSocket = await joined(doctor)
    const patientSocket = await joined(patient)

    expect((await say(patient, { type: 'hello' })).statusCode).toBe(204)
    await eventually('the doctor heard hello', async () => doctorSocket.heard.length === 1)
    expect(doctorSocket.heard[0]).toEqual({
      type: 'room/signal',
      from: patient.id,
      signal: { type: 'hello' },
    })

    const answer = await say(doctor, offer(patient.id))
    expect(answer.statusCode, answer.payload).toBe(204)
    await eventually('the patient heard the offer', async () => patientSocket.heard.length === 1)
    expect(patientSocket.heard[0]).toMatchObject({ from: doctor.id, signal: offer(patient.id) })
    // Neither hears their own signal back.
    expect(doctorSocket.heard).toHaveLength(1)

    // Hello to one person: the one whose id is smaller is asked to offer.
    expect((await say(doctor, { type: 'hello', to: patient.id })).statusCode).toBe(204)
    await eventually('the patient heard hello', async () => patientSocket.heard.length === 2)
    expect(patientSocket.heard[1]).toEqual({
      type: 'room/signal',
      from: doctor.id,
      signal: { type: 'hello', to: patient.id },
    })
  })

  it('lets nobody else join or speak in the room, and refuses a signal for someone outside it', async () => {
    await expect(joined(midwife)).rejects.toMatchObject({ statusCode: 404 })
    expect((await say(midwife, { type: 'hello' })).statusCode).toBe(404)
    const outsider = await say(doctor, offer(midwife.id))
    expect(outsider.statusCode).toBe(400)
    expect(outsider.json().fieldErrors).toEqual([
      { field: 'body.to', message: "Cette personne n'est pas dans la consultation" },
    ])
    expect(
      (await say(doctor, { type: 'description', description: { kind: 'offer', sdp: 'x' } })).statusCode,
    ).toBe(400)
    expect((await say(doctor, { type: 'bye', to: patient.id })).statusCode).toBe(400)
    expect((await say(doctor, { type: 'candidate', to: patient.id })).statusCode).toBe(400)
    const tooLong = {
      type: 'description',
      to: patient.id,
      description: { kind: 'offer', sdp: 'x'.repeat(20_001) },
    }
    expect((await say(doctor, tooLong)).statusCode).toBe(400)
  })

  it("closes a cancelled appointment's room", async () => {
    const cancelled = await insertAppointment(db, {
      app: 'perinatal',
      patientId: patient.id,
      practitioners: [{ id: doctor.id, role: 'doctor' }],
      start: new Date(t.clock.now().getTime() + 7_200_000),
    })
    await db
      .updateTable('appointments')
      .set({ status: 'CANCELLED', cancelled_at: t.clock.now() })
      .where('id', '=', cancelled)
      .execute()
    const closed = await say(doctor, { type: 'hello' }, cancelled)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().message).toBe('Cette consultation est terminée ou annulée')
    await expect(joined(doctor, cancelled)).rejects.toMatchObject({ statusCode: 404 })
  })

  describe('observations', () => {
    const url = (id: string) => `/appointment/${id}/observations`
    const save = (user: TestUser, id: string, labels: string[]) =>
      t.inject({
        method: 'POST',
        url: url(id),
        headers: user.headers,
        payload: { observations: labels.map((label) => ({ envelope: testEnvelope(label) })) },
      })
    const read = (user: TestUser, id: string) =>
      t.inject({ method: 'GET', url: url(id), headers: user.headers })
    const logOf = (reader: TestUser, id: string) =>
      db
        .selectFrom('access_log')
        .select(['action', 'resource'])
        .where('reader_user_id', '=', reader.id)
        .where('resource_id', '=', id)
        .orderBy('read_at')
        .execute()

    /** An appointment of the demo patient with the doctor and the midwife, the doctor alone granted. */
    async function consultation(hoursAhead: number) {
      const id = await insertAppointment(db, {
        app: 'perinatal',
        patientId: patient.id,
        practitioners: [
          { id: doctor.id, role: 'doctor' },
          { id: midwife.id, role: 'midwife' },
        ],
        start: new Date(t.clock.now().getTime() + hoursAhead * 3_600_000),
      })
      return id
    }
    let consultationId: string
    beforeAll(async () => {
      await openSchedule(db, 'perinatal', midwife.id, {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        hours: [{ start: 0, end: 1439 }],
      })
      await grantMedicalFile(db, 'perinatal', patient.id, doctor.id, t.clock.now())
      consultationId = await consultation(10)
    })

    it('keeps what a granted practitioner records, in order, and the room hears it at once', async () => {
      const doctorSocket = await joined(doctor, consultationId)
      // The midwife is in the appointment, but the patient has not shared her file with her.
      const refused = await save(midwife, consultationId, ['pouls'])
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('Le patient ne vous a pas partagé son dossier médical')

      await grantMedicalFile(db, 'perinatal', patient.id, midwife.id, t.clock.now())
      const saved = await save(midwife, consultationId, ['pouls', 'tension'])
      expect(saved.statusCode, saved.payload).toBe(201)
      const { observations } = saved.json() as { observations: { id: string; envelope: object }[] }
      expect(observations.map((o) => o.envelope)).toEqual([testEnvelope('pouls'), testEnvelope('tension')])
      expect(observations[0]).toMatchObject({ appointmentId: consultationId, authorId: midwife.id })

      await eventually('the doctor heard the readings', async () => doctorSocket.heard.length === 1)
      expect(doctorSocket.heard[0]).toEqual({
        type: 'room/signal',
        from: midwife.id,
        signal: { type: 'observations', observations },
      })
      expect(await logOf(midwife, consultationId)).toEqual([{ action: 'write', resource: 'observation' }])

      // Read back oldest first by the patient (no log: her own) and the doctor (logged).
      const second = await save(doctor, consultationId, ['conclusion'])
      expect(second.statusCode).toBe(201)
      for (const reader of [patient, doctor]) {
        const list = await read(reader, consultationId)
        expect(list.statusCode).toBe(200)
        expect(
          (list.json() as { observations: { envelope: object }[] }).observations.map((o) => o.envelope),
        ).toEqual([testEnvelope('pouls'), testEnvelope('tension'), testEnvelope('conclusion')])
      }
      expect(await logOf(doctor, consultationId)).toEqual([
        { action: 'write', resource: 'observation' },
        { action: 'read', resource: 'observation' },
      ])
      expect(await logOf(patient, consultationId)).toEqual([])
    })

    it('refuses the patient, strangers, text in clear and a closed appointment', async () => {
      const other = await insertAppointment(db, {
        app: 'perinatal',
        patientId: patient.id,
        practitioners: [{ id: doctor.id, role: 'doctor' }],
        start: new Date(t.clock.now().getTime() + 14 * 3_600_000),
      })
      // The patient reads, but records nothing herself; a practitioner of another appointment is a stranger.
      expect((await save(patient, other, ['pouls'])).statusCode).toBe(403)
      expect((await save(midwife, other, ['pouls'])).statusCode).toBe(404)
      expect((await read(midwife, other)).statusCode).toBe(404)
      const clear = await t.inject({
        method: 'POST',
        url: url(other),
        headers: doctor.headers,
        payload: { observations: [{ envelope: { type: 'HEART_BEAT', valueString: '72' } }] },
      })
      expect(clear.statusCode).toBe(400)
      expect((await save(doctor, other, [])).statusCode).toBe(400)

      await db.updateTable('appointments').set({ status: 'FULFILLED' }).where('id', '=', other).execute()
      const closed = await save(doctor, other, ['tard'])
      expect(closed.statusCode).toBe(409)
      expect(closed.json().message).toBe('Cette consultation est terminée ou annulée')
      // What was recorded stays readable once the consultation is over.
      expect((await read(patient, other)).statusCode).toBe(200)
    })
  })

  describe('ending', () => {
    /** A document of the patient's, as `POST /upload` writes it. */
    async function document(authorId: string, type: 'document' | 'diagnosticReport') {
      const id = randomUUID()
      await db
        .insertInto('documents')
        .values({
          id,
          application: 'perinatal',
          patient_user_id: patient.id,
          author_user_id: authorId,
          type,
          metadata: JSON.stringify(testEnvelope(`rapport ${id}`)),
          storage_key: randomUUID(),
          size: 1000,
          created_at: t.clock.now(),
        })
        .execute()
      return id
    }
    const end = (user: TestUser, id: string, reportDocumentId: string) =>
      t.inject({
        method: 'POST',
        url: `/appointment/${id}/end`,
        headers: user.headers,
        payload: { reportDocumentId },
      })

    it('fulfils the appointment with the report its doctor added, and tells the room', async () => {
      const id = await insertAppointment(db, {
        app: 'perinatal',
        patientId: patient.id,
        practitioners: [{ id: doctor.id, role: 'doctor' }],
        start: new Date(t.clock.now().getTime() + 20 * 3_600_000),
      })
      const patientSocket = await joined(patient, id)
      const report = await document(doctor.id, 'diagnosticReport')

      // Not a report, or not his: refused at the field, the appointment untouched.
      for (const other of [
        await document(doctor.id, 'document'),
        await document(patient.id, 'diagnosticReport'),
      ]) {
        const refused = await end(doctor, id, other)
        expect(refused.statusCode).toBe(400)
        expect(refused.json().fieldErrors[0].field).toBe('body.reportDocumentId')
      }
      // The patient may not end it.
      expect((await end(patient, id, report)).statusCode).toBe(403)

      const ended = await end(doctor, id, report)
      expect(ended.statusCode, ended.payload).toBe(204)
      const row = await db
        .selectFrom('appointments')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row.status).toBe('FULFILLED')
      expect(
        await db
          .selectFrom('appointment_reports')
          .select(['document_id', 'author_user_id'])
          .where('appointment_id', '=', id)
          .execute(),
      ).toEqual([{ document_id: report, author_user_id: doctor.id }])
      await eventually('the patient heard the end', async () => patientSocket.heard.length === 1)
      expect(patientSocket.heard[0]).toEqual({
        type: 'room/signal',
        from: doctor.id,
        signal: { type: 'ended' },
      })

      const again = await end(doctor, id, report)
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe('Cette consultation est terminée ou annulée')
    })
  })

  describe('payments', () => {
    interface Paid {
      id: string
      status: string
      outcome: string | null
      intentStatus: string
      method: string | null
      value: number
    }
    const url = (id: string) => `/appointment/${id}/payment`
    const ask = (user: TestUser, id: string, payload: object) =>
      t.inject({ method: 'POST', url: url(id), headers: user.headers, payload })
    const change = (user: TestUser, id: string, payload: object) =>
      t.inject({ method: 'PATCH', url: url(id), headers: user.headers, payload })

    it('asks the patient for her share, hears her card, and lets the doctor cancel a second try', async () => {
      const id = await insertAppointment(db, {
        app: 'perinatal',
        patientId: patient.id,
        practitioners: [{ id: doctor.id, role: 'doctor' }],
        start: new Date(t.clock.now().getTime() + 30 * 3_600_000),
      })
      const [doctorSocket, patientSocket] = [await joined(doctor, id), await joined(patient, id)]

      const asked = await ask(doctor, id, { value: 2550, currency: 'EUR' })
      expect(asked.statusCode, asked.payload).toBe(201)
      const payment = asked.json() as Paid
      expect(payment).toMatchObject({
        value: 2550,
        status: 'ACTIVE',
        outcome: null,
        intentStatus: 'requires_confirmation',
        method: null,
      })
      await eventually('the patient heard the request', async () => patientSocket.heard.length === 1)
      expect(patientSocket.heard[0]).toEqual({
        type: 'room/signal',
        from: doctor.id,
        signal: { type: 'payment', payment },
      })
      // One request awaiting its card at a time.
      expect((await ask(doctor, id, { value: 100, currency: 'EUR' })).statusCode).toBe(409)

      // Her terminal: a paid card needs its method; the doctor may only cancel.
      expect((await change(patient, id, { id: payment.id, outcome: 'COMPLETE' })).statusCode).toBe(400)
      expect((await change(doctor, id, { id: payment.id, outcome: 'COMPLETE' })).statusCode).toBe(400)
      const paid = await change(patient, id, { id: payment.id, outcome: 'COMPLETE', method: 'DEBC' })
      expect(paid.statusCode, paid.payload).toBe(200)
      expect(paid.json()).toMatchObject({
        status: 'ACTIVE',
        outcome: 'COMPLETE',
        intentStatus: 'succeeded',
        method: 'DEBC',
      })
      await eventually('the doctor heard the card', async () => doctorSocket.heard.length === 1)
      expect(doctorSocket.heard[0]!.signal).toEqual({ type: 'payment', payment: paid.json() })
      expect((await change(patient, id, { id: payment.id, outcome: 'ERROR' })).statusCode).toBe(409)

      // A second try, which the doctor stops waiting for.
      const second = (await ask(doctor, id, { value: 1000, currency: 'EUR' })).json() as Paid
      expect((await change(patient, id, { id: second.id, status: 'CANCELED' })).statusCode).toBe(400)
      const canceled = await change(doctor, id, { id: second.id, status: 'CANCELED' })
      expect(canceled.statusCode).toBe(200)
      expect(canceled.json()).toMatchObject({
        status: 'CANCELED',
        outcome: 'ERROR',
        intentStatus: 'canceled',
      })
    })

    it('refuses other currencies, bad amounts, unknown payments and people outside the appointment', async () => {
      expect((await ask(doctor, appointmentId, { value: 100, currency: 'XOF' })).statusCode).toBe(400)
      expect((await ask(doctor, appointmentId, { value: -1, currency: 'EUR' })).statusCode).toBe(400)
      expect((await ask(doctor, appointmentId, { value: 1.5, currency: 'EUR' })).statusCode).toBe(400)
      expect((await ask(patient, appointmentId, { value: 100, currency: 'EUR' })).statusCode).toBe(403)
      expect((await ask(midwife, appointmentId, { value: 100, currency: 'EUR' })).statusCode).toBe(403)
      const unknown = await change(doctor, appointmentId, { id: randomUUID(), status: 'CANCELED' })
      expect(unknown.statusCode).toBe(404)
    })
  })
})

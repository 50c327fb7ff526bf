// The bell over HTTP (one's own notifications only: a page newest first with its counts, seen, remove
// one or all) and the sender other areas use: stored, then live on the user's own sockets (on another
// instance too, through Redis) and by email — the dev outbox in LOCAL, a real SMTP server in PROD —
// with a failed delivery logged, never thrown.
import { randomUUID } from 'node:crypto'
import Nes from '@hapi/nes'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DeliveryPort } from '../../adapters/delivery/port.ts'
import { localFanOut } from '../../adapters/realtime-fan-out/local.ts'
import { AccountResolver } from '../../core/accounts/current-account.ts'
import { loadConfig, type ApiConfig } from '../../core/config.ts'
import { createServer, type ApiServer } from '../../server.ts'
import { insertUser } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { startSmtp } from '../../testing/smtp.ts'
import { accounts as accountsArea } from '../accounts/index.ts'
import type { AreaContext } from '../area.ts'
import { eventually, redisAnswers, settle, signIn } from '../messaging/redis-testing.ts'
import { socketToken } from '../messaging/testing.ts'
import type { Notification, NotificationTemplate } from './notifications-repository.ts'
import { notificationSender } from './sender.ts'

const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379'
const redisUp = await redisAnswers(REDIS_URL)
if (!redisUp)
  console.warn(`Redis does not answer at ${REDIS_URL}: the notifications' fan-out test is skipped`)

const REQUEST = "Le Dr Martin demande l'accès à votre dossier médical"

/** What another area sends: `template` and `content` for `user`, the payload its dialog needs. */
const notice = (
  user: { id: string; app: string },
  content = REQUEST,
  template: NotificationTemplate = 'access-request',
) => ({
  application: user.app,
  userId: user.id,
  template,
  content,
  payload: { accessPolicyId: randomUUID() },
})

/** A socket signed in with `token`, recording the notifications it hears on `/notifications`. */
async function bell(port: number, token: string) {
  const client = new Nes.Client(`ws://127.0.0.1:${port}`)
  await client.connect({ auth: token, reconnect: false })
  const received: Notification[] = []
  await client.subscribe('/notifications', (message) => void received.push(message as Notification))
  return {
    received,
    heard: (count: number) =>
      eventually(`${count} notifications heard`, async () => received.length >= count),
    close: () => client.disconnect(),
  }
}

/** Quoted-printable text as nodemailer writes a body with accents, back to UTF-8. */
const unquote = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

describe.each(testDatabases(import.meta.url))('notifications on $name', (database) => {
  let t: TestApi
  let patient: TestUser
  let doctor: TestUser
  const send = (input: ReturnType<typeof notice>) => t.api.server.plugins.notifications.sender.send(input)
  const page = async (user: TestUser, query = '') => {
    const res = await t.inject({ method: 'GET', url: `/notifications${query}`, headers: user.headers })
    expect(res.statusCode, res.payload).toBe(200)
    return res.json() as { notifications: Notification[]; total: number; unseen: number }
  }

  beforeAll(async () => {
    t = await startTestApi(database, { port: 0 })
    await t.api.start()
    patient = await demoUser(t, PATIENT)
    doctor = await demoUser(t, DOCTOR)
  })
  afterAll(async () => {
    await t?.close()
  })
  beforeEach(async () => {
    await t.api.db.deleteFrom('notifications').execute()
  })

  it('lists the caller’s own notifications newest first, a page at a time, with the total and the unseen count', async () => {
    for (let i = 1; i <= 5; i++) {
      // The 3rd and 4th in the same instant: they still come back in the order they were sent.
      if (i !== 4) t.clock.advance(MINUTE)
      await send(notice(patient, `Notification ${i}`))
    }
    await send(notice(doctor, 'Pour le médecin', 'access-decision'))

    const all = await page(patient)
    expect(all.notifications.map((n) => n.content)).toEqual([5, 4, 3, 2, 1].map((i) => `Notification ${i}`))
    expect(all).toMatchObject({ total: 5, unseen: 5 })
    expect(all.notifications[0]).toEqual({
      id: expect.any(String),
      templateIdentifier: 'access-request',
      content: 'Notification 5',
      payload: { accessPolicyId: expect.any(String) },
      seen: false,
      createdAt: t.clock.now().toISOString(),
    })

    const first = await page(patient, '?page=0&limit=2')
    const last = await page(patient, '?page=2&limit=2')
    expect(first.notifications.map((n) => n.content)).toEqual(['Notification 5', 'Notification 4'])
    expect(last.notifications.map((n) => n.content)).toEqual(['Notification 1'])
    expect(last).toMatchObject({ total: 5, unseen: 5 })
    expect((await page(patient, '?page=3&limit=2')).notifications).toEqual([])

    // A user never sees another's.
    const mine = await page(doctor)
    expect(mine).toMatchObject({ total: 1, unseen: 1 })
    expect(mine.notifications.map((n) => [n.templateIdentifier, n.content])).toEqual([
      ['access-decision', 'Pour le médecin'],
    ])

    for (const query of ['?limit=101', '?limit=0', '?page=-1']) {
      const res = await t.inject({ method: 'GET', url: `/notifications${query}`, headers: patient.headers })
      expect(res.statusCode, query).toBe(400)
    }
  })

  it('marks every notification of the caller seen, and nobody else’s', async () => {
    await send(notice(patient, 'Une'))
    await send(notice(patient, 'Deux'))
    await send(notice(doctor))
    const res = await t.inject({ method: 'POST', url: '/notifications/seen', headers: patient.headers })
    expect(res.statusCode).toBe(204)
    const after = await page(patient)
    expect(after).toMatchObject({ total: 2, unseen: 0 })
    expect(after.notifications.every((n) => n.seen)).toBe(true)
    expect(await page(doctor)).toMatchObject({ total: 1, unseen: 1 })
    // Those that come afterwards are new again.
    await send(notice(patient, 'Trois'))
    expect(await page(patient)).toMatchObject({ total: 3, unseen: 1 })
  })

  it('removes one of the caller’s notifications, and answers 404 for another user’s or an unknown one', async () => {
    await send(notice(patient, 'À garder'))
    await send(notice(patient, 'À retirer'))
    await send(notice(doctor))
    const [toRemove, toKeep] = (await page(patient)).notifications
    const [doctors] = (await page(doctor)).notifications
    const remove = (user: TestUser, id: string) =>
      t.inject({ method: 'DELETE', url: `/notifications/${id}`, headers: user.headers })

    const foreign = await remove(patient, doctors!.id)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification introuvable' })
    expect((await remove(patient, randomUUID())).statusCode).toBe(404)
    expect((await page(doctor)).total).toBe(1)

    expect((await remove(patient, toRemove!.id)).statusCode).toBe(204)
    expect((await page(patient)).notifications.map((n) => n.id)).toEqual([toKeep!.id])
    expect((await remove(patient, toRemove!.id)).statusCode).toBe(404)
    expect((await remove(patient, 'pas-un-identifiant')).statusCode).toBe(400)
  })

  it('marks one of the caller’s notifications seen or unseen, and answers 404 for another user’s', async () => {
    await send(notice(patient, 'Résultats', 'checkup'))
    await send(notice(patient, 'Une autre'))
    await send(notice(doctor))
    const [other, checkup] = (await page(patient)).notifications
    const [doctors] = (await page(doctor)).notifications
    const update = (user: TestUser, id: string, payload: object) =>
      t.inject({ method: 'PATCH', url: `/notifications/${id}`, headers: user.headers, payload })

    const seen = await update(patient, checkup!.id, { seen: true })
    expect(seen.statusCode, seen.payload).toBe(200)
    expect(seen.json()).toEqual({ ...checkup, seen: true })
    expect(await page(patient)).toMatchObject({ total: 2, unseen: 1 })

    // Opening the bell marks everything seen; the browser then turns the check-up's unseen again.
    await t.inject({ method: 'POST', url: '/notifications/seen', headers: patient.headers })
    const unseen = await update(patient, checkup!.id, { seen: false })
    expect(unseen.json()).toEqual({ ...checkup, seen: false })
    const after = await page(patient)
    expect(after).toMatchObject({ total: 2, unseen: 1 })
    expect(after.notifications.map((n) => [n.id, n.seen])).toEqual([
      [other!.id, true],
      [checkup!.id, false],
    ])

    const foreign = await update(patient, doctors!.id, { seen: true })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification introuvable' })
    expect((await page(doctor)).unseen).toBe(1)
    expect((await update(patient, randomUUID(), { seen: true })).statusCode).toBe(404)
    expect((await update(patient, checkup!.id, {})).statusCode).toBe(400)
    expect((await update(patient, checkup!.id, { seen: 'oui' })).statusCode).toBe(400)
  })

  it('removes all of the caller’s notifications, and nobody else’s', async () => {
    await send(notice(patient, 'Une'))
    await send(notice(patient, 'Deux'))
    await send(notice(doctor))
    const res = await t.inject({ method: 'DELETE', url: '/notifications', headers: patient.headers })
    expect(res.statusCode).toBe(204)
    expect(await page(patient)).toEqual({ notifications: [], total: 0, unseen: 0 })
    expect(await page(doctor)).toMatchObject({ total: 1, unseen: 1 })
  })

  it('delivers a new notification live to the sockets of its user, and of nobody else', async () => {
    const port = t.api.server.info.port as number
    const patientBell = await bell(port, await socketToken(t.api, patient.headers, 'perinatal'))
    const doctorBell = await bell(port, await socketToken(t.api, doctor.headers, 'perinatal'))
    try {
      await send(notice(patient))
      await patientBell.heard(1)
      // Sent after the patient's: had the doctor's socket heard hers, it would have come first.
      await send(notice(doctor, 'Votre demande a été acceptée', 'access-decision'))
      await doctorBell.heard(1)
      await settle(100)
      expect(patientBell.received).toEqual((await page(patient)).notifications)
      expect(doctorBell.received).toEqual((await page(doctor)).notifications)
      expect(doctorBell.received.map((n) => n.content)).toEqual(['Votre demande a été acceptée'])
    } finally {
      await patientBell.close()
      await doctorBell.close()
    }
  })

  it('emails the sentence and a link to the app to a user who has an email', async () => {
    await send(notice(patient))
    const res = await t.inject({
      method: 'GET',
      url: `/dev/outbox?limit=1&recipient=${encodeURIComponent(PATIENT)}`,
    })
    const [message] = res.json() as { subject: string; text: string; channel: string; code?: string }[]
    expect(message).toMatchObject({
      channel: 'email',
      subject: 'Nouvelle notification Relais Santé Périnatalité',
    })
    expect(message!.text).toContain(REQUEST)
    expect(message!.text).toContain('http://localhost:4001/app')
    // Not a code: the sign-in tests that read the latest code are not misled.
    expect(message!.code).toBeUndefined()
  })

  it('stores the notification of a user without an email, and emails nobody', async () => {
    const phone = '+33199001234'
    const id = await insertUser(t.api.db, {
      application: 'perinatal',
      userType: 'patient',
      email: `sans.email.${randomUUID()}@example.fr`,
    })
    await t.api.db.updateTable('users').set({ email: null, phone }).where('id', '=', id).execute()
    await send(notice({ id, app: 'perinatal' }))
    const stored = await t.api.db.selectFrom('notifications').select('user_id').execute()
    expect(stored).toEqual([{ user_id: id }])
    const outbox = await t.inject({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent(phone)}`,
    })
    expect(outbox.json()).toEqual([])
  })

  it('refuses to notify an account of another application, and stores nothing', async () => {
    await expect(send(notice({ id: patient.id, app: 'mobility' }))).rejects.toThrow(/No account/)
    await expect(send(notice({ id: randomUUID(), app: 'perinatal' }))).rejects.toThrow(/No account/)
    expect(await t.api.db.selectFrom('notifications').select('id').execute()).toEqual([])
  })

  it('stores the notification and resolves when the live delivery and the email both fail', async () => {
    const lines: string[] = []
    const fanOut = localFanOut()
    fanOut.deliverWith(() => Promise.reject(new Error('socket gone')))
    const failingDelivery: DeliveryPort = {
      canDeliver: () => true,
      deliver: () => Promise.reject(new Error(`550 mailbox unavailable: ${PATIENT}`)),
    }
    const config = { now: t.clock.now, appOrigins: [] as string[] } as unknown as ApiConfig
    const sender = notificationSender({
      config,
      db: t.api.db,
      accounts: new AccountResolver(accountsArea.accountStore!(t.api.db), t.clock.now),
      delivery: failingDelivery,
      fanOut,
      logger: pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) }),
    } satisfies Pick<AreaContext, 'config' | 'db' | 'accounts' | 'delivery' | 'fanOut' | 'logger'>)

    await expect(sender.send(notice(patient))).resolves.toBeUndefined()
    expect((await page(patient)).total).toBe(1)
    const log = lines.join('\n')
    expect(log).toContain('Notification not delivered live')
    expect(log).toContain('Notification email not delivered')
    // What an SMTP server answered may quote the address: it stays out of the log.
    expect(log).not.toContain(PATIENT)
  })
})

describe.each(testDatabases(import.meta.url))('notification emails by SMTP in PROD on $name', (database) => {
  let t: TestApi
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => {
    smtp = await startSmtp()
    t = await startTestApi(database, {
      mode: 'PROD',
      smtp: { url: smtp.url, from: 'Relais Santé <no-reply@relais-sante.fr>' },
    })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('sends the sentence and the link to a real SMTP server', async () => {
    const email = `smtp.notification.${randomUUID()}@example.fr`
    const id = await insertUser(t.api.db, { application: 'perinatal', userType: 'patient', email })
    await t.api.server.plugins.notifications.sender.send(notice({ id, app: 'perinatal' }))
    expect(smtp.mails).toHaveLength(1)
    const mail = smtp.mails[0]!
    expect(mail.to).toEqual([email])
    expect(mail.raw).toMatch(/text\/html/)
    const body = unquote(mail.raw)
    expect(body).toContain(REQUEST)
    expect(body).toContain('http://localhost:4001/app')
  })

  it('stores the notification and resolves when the SMTP server cannot be reached', async () => {
    const down = await startTestApi(database, {
      mode: 'PROD',
      smtp: { url: 'smtp://127.0.0.1:1', from: 'Relais Santé <no-reply@relais-sante.fr>' },
    })
    try {
      const email = `smtp.absent.${randomUUID()}@example.fr`
      const id = await insertUser(down.api.db, { application: 'perinatal', userType: 'patient', email })
      await expect(
        down.api.server.plugins.notifications.sender.send(notice({ id, app: 'perinatal' })),
      ).resolves.toBeUndefined()
      expect(await down.api.db.selectFrom('notifications').select('user_id').execute()).toEqual([
        { user_id: id },
      ])
      const log = down.logs.join('\n')
      expect(log).toContain('Notification email not delivered')
      expect(log).not.toContain(email)
    } finally {
      await down.close()
    }
  })
})

describe.skipIf(!redisUp).each(testDatabases(import.meta.url))(
  'notifications between two API instances on $name (needs a Redis at REDIS_TEST_URL)',
  (database) => {
    let first: ApiServer
    let second: ApiServer
    let cleanup: () => Promise<void>

    beforeAll(async () => {
      const created = await database.create()
      cleanup = created.cleanup
      const config = () =>
        loadConfig(
          { ENV_MODE: 'LOCAL', CODE_PEPPER: 'test-pepper' },
          {
            database: created.config,
            port: 0,
            redisUrl: REDIS_URL,
            logLevel: 'warn',
            validateResponses: true,
          },
        )
      first = await createServer(config())
      second = await createServer(config())
      await first.start()
      await second.start()
    })
    afterAll(async () => {
      // On PGlite both servers share one instance, which the first stop closes.
      const closedTwice = (error: unknown) => {
        if (!String(error).includes('PGlite is closed')) throw error
      }
      await second?.stop(0).catch(closedTwice)
      await first?.stop(0).catch(closedTwice)
      await cleanup?.()
    })

    it('reaches the user’s socket on the other instance, once', async () => {
      const patient = await signIn(second, PATIENT)
      const socket = await bell(
        second.server.info.port as number,
        await socketToken(second, patient.headers, 'perinatal'),
      )
      try {
        await first.server.plugins.notifications.sender.send(notice({ id: patient.id, app: 'perinatal' }))
        await socket.heard(1)
        await settle()
        expect(socket.received).toHaveLength(1)
        expect(socket.received[0]).toMatchObject({
          templateIdentifier: 'access-request',
          content: REQUEST,
          seen: false,
        })
      } finally {
        await socket.close()
      }
    })
  },
)

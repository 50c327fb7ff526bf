// How codes leave the API per mode: the outbox in LOCAL/DEV only, SMTP when configured (tested against
// a real SMTP server), and 503 where nothing can deliver (phone in PROD, email in PROD without SMTP).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../testing/databases.ts'
import { sessionCookie, startTestApi, type TestApi } from '../../testing/harness.ts'
import { consume, latestCode, requestCode } from '../../testing/sign-in.ts'
import { startSmtp } from '../../testing/smtp.ts'

describe.each(testDatabases(import.meta.url))('delivery on $name', (database) => {
  describe('PROD without SMTP', () => {
    let t: TestApi
    beforeAll(async () => {
      t = await startTestApi(database, { mode: 'PROD' })
    })
    afterAll(() => t.close())

    it('has no dev outbox and seeds nothing', async () => {
      const res = await t.inject({ method: 'GET', url: '/dev/outbox', mode: 'PROD' })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' })
      const users = await t.api.db.selectFrom('users').select('id').execute()
      expect(users).toHaveLength(0)
    })

    it('answers 503 DELIVERY_UNAVAILABLE for email and phone codes, and keeps no code', async () => {
      for (const [type, value] of [
        ['email', `prod-${randomUUID()}@example.fr`],
        ['phone', '06 12 34 56 78'],
      ] as const) {
        const res = await requestCode(t, type, value)
        expect(res.statusCode).toBe(503)
        expect(res.json()).toMatchObject({ statusCode: 503, code: 'DELIVERY_UNAVAILABLE' })
      }
      expect(await t.api.db.selectFrom('passwordless_codes').select('id').execute()).toHaveLength(0)
    })

    it('sends HSTS in PROD', async () => {
      const res = await t.inject({ method: 'GET', url: '/health', mode: 'PROD' })
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/)
      expect(res.json().mode).toBe('PROD')
    })
  })

  describe('PROD with SMTP', () => {
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
      await t.close()
      await smtp.close()
    })

    it('emails the code in French and signs in with a Secure cookie', async () => {
      const email = `smtp-${randomUUID()}@example.fr`
      const sent = await requestCode(t, 'email', email.toUpperCase())
      expect(sent.statusCode).toBe(202)
      expect(smtp.mails).toHaveLength(1)
      const mail = smtp.mails[0]!
      expect(mail.from).toBe('no-reply@relais-sante.fr')
      expect(mail.to).toEqual([email])
      expect(mail.raw).toMatch(/^Subject: Votre code de connexion\r?$/m)
      expect(mail.raw).toMatch(/text\/plain/)
      expect(mail.raw).toMatch(/text\/html/)
      const code = /: (\d{6})\r?$/m.exec(mail.raw)?.[1]
      expect(code).toMatch(/^\d{6}$/)

      const res = await consume(t, { type: 'email', value: email, code: code! })
      expect(res.statusCode).toBe(200)
      expect(sessionCookie(res)!.line).toMatch(/; Secure/)
    })

    it('still answers 503 for phone codes (no SMS gateway)', async () => {
      const res = await requestCode(t, 'phone', '+33612345678')
      expect(res.statusCode).toBe(503)
    })

    it('answers 503 when the SMTP server cannot be reached', async () => {
      const down = await startTestApi(database, {
        mode: 'PROD',
        smtp: { url: 'smtp://127.0.0.1:1', from: 'Relais Santé <no-reply@relais-sante.fr>' },
      })
      try {
        const res = await requestCode(down, 'email', `down-${randomUUID()}@example.fr`)
        expect(res.statusCode).toBe(503)
        expect(res.json().code).toBe('DELIVERY_UNAVAILABLE')
      } finally {
        await down.close()
      }
    })
  })

  describe('DEV with SMTP', () => {
    let t: TestApi
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    beforeAll(async () => {
      smtp = await startSmtp()
      t = await startTestApi(database, {
        mode: 'DEV',
        smtp: { url: smtp.url, from: 'Relais Santé <no-reply@relais-sante.fr>' },
      })
    })
    afterAll(async () => {
      await t.close()
      await smtp.close()
    })

    it('sends by email and keeps a copy in the outbox; phone codes go to the outbox', async () => {
      const email = `dev-${randomUUID()}@example.fr`
      expect((await requestCode(t, 'email', email, 'mobility')).statusCode).toBe(202)
      expect(smtp.mails.map((m) => m.to)).toEqual([[email]])
      const code = await latestCode(t, email, 'mobility')
      expect(smtp.mails[0]!.raw).toContain(code)
      expect((await requestCode(t, 'phone', '07 53 00 01 02', 'mobility')).statusCode).toBe(202)
      expect(await latestCode(t, '+33753000102', 'mobility')).toMatch(/^\d{6}$/)
      expect(smtp.mails).toHaveLength(1)
    })
  })
})

// Integrations over HTTP: a practitioner's list of the registry's providers; the calendar feed activated
// through its authorization (the app's own callback with a one-time code) and the code's exchange,
// whose link the feed then answers; a code expired, used or another account's activates nothing;
// 'Synchroniser' gives a new link; deactivating by id revokes it.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser, signInHeaders } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import type { DB } from '../database.ts'

const CALLBACK =
  /^http:\/\/localhost:4001\/app\/user\/settings\/integrations\/ical\?code=([A-Za-z0-9_-]{43})$/

describe.each(testDatabases(import.meta.url))('integrations on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A practitioner of their own, so that no other test's activation is in the way. */
  async function practitioner(userType: 'doctor' | 'midwife' = 'doctor'): Promise<TestUser> {
    const email = `${userType}.integrations.${randomUUID()}@example.fr`
    const id = await insertUser(db, {
      application: 'perinatal',
      userType,
      email,
      profile: { givenName: 'Alex', familyName: 'Integrations' },
    })
    return { id, email, app: 'perinatal', headers: await signInHeaders(t, email) }
  }

  const list = (user: TestUser) =>
    t.inject({ method: 'GET', url: '/integration', app: user.app, headers: user.headers })
  const authorizationUrl = (user: TestUser, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'GET',
      url: '/integration/ical/authorization-url',
      app: user.app,
      headers: { ...user.headers, ...headers },
    })
  /** The code of a fresh authorization address, as the app's callback finds it in its query. */
  const codeFor = async (user: TestUser) => {
    const res = await authorizationUrl(user)
    expect(res.statusCode, res.payload).toBe(200)
    return CALLBACK.exec((res.json() as { url: string }).url)![1]!
  }
  const callback = (user: TestUser, code: string) =>
    t.inject({
      method: 'POST',
      url: '/integration/ical/authorization-callback',
      app: user.app,
      headers: user.headers,
      payload: { code },
    })
  const sync = (user: TestUser) =>
    t.inject({ method: 'POST', url: '/integration/ical/sync', app: user.app, headers: user.headers })
  const remove = (user: TestUser, id: string) =>
    t.inject({ method: 'DELETE', url: `/integration/${id}`, app: user.app, headers: user.headers })
  /** As a phone's calendar reads it: the link alone. */
  const readFeed = (url: string) =>
    t.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { 'x-application-name': null, 'x-env-mode': null },
    })
  const activate = async (user: TestUser) => {
    const res = await callback(user, await codeFor(user))
    expect(res.statusCode, res.payload).toBe(200)
    return res.json() as { integration: { id: string }; subscriptionUrl: string }
  }

  it('lists the calendar feed, not activated, with its calendar feature', async () => {
    const doctor = await practitioner()
    const res = await list(doctor)
    expect(res.statusCode, res.payload).toBe(200)
    expect(res.json()).toEqual([
      {
        id: null,
        type: 'ical',
        name: 'Agenda',
        description: expect.stringContaining('jamais le nom du patient'),
        isActivated: false,
        features: ['calendar'],
        activatedAt: null,
      },
    ])
  })

  it("activates the feed through the app's callback and its one-time code, kept as a hash", async () => {
    const doctor = await practitioner()
    const code = await codeFor(doctor)
    const stored = await db
      .selectFrom('integration_authorization_codes')
      .selectAll()
      .where('user_id', '=', doctor.id)
      .execute()
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(code)

    const res = await callback(doctor, code)
    expect(res.statusCode, res.payload).toBe(200)
    const activated = res.json() as { integration: { id: string }; subscriptionUrl: string }
    expect(activated).toEqual({
      integration: expect.objectContaining({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'ical',
        isActivated: true,
        activatedAt: t.clock.now().toISOString(),
      }),
      subscriptionUrl: expect.stringMatching(
        /^http:\/\/localhost:4000\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/,
      ),
    })
    const feed = await readFeed(activated.subscriptionUrl)
    expect(feed.statusCode, feed.payload).toBe(200)
    expect(feed.payload).toContain('BEGIN:VCALENDAR')

    const after = (await list(doctor)).json() as { id: string; isActivated: boolean }[]
    expect(after[0]).toMatchObject({ id: activated.integration.id, isActivated: true })
    expect(
      await db.selectFrom('integration_authorization_codes').where('user_id', '=', doctor.id).execute(),
    ).toEqual([])
  })

  it('sends the browser back to the app it came from, if it is one of ours', async () => {
    const doctor = await practitioner()
    const fromMobility = await authorizationUrl(doctor, { origin: 'http://localhost:4002' })
    expect(fromMobility.json()).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:4002\/app\/user\/settings\/integrations\/ical\?code=/),
    })
    // Any other origin gets the application's own.
    const elsewhere = await authorizationUrl(doctor, { origin: 'https://attaquant.example' })
    expect((elsewhere.json() as { url: string }).url).toMatch(CALLBACK)
  })

  it('refuses a code used already, expired, replaced, or made for someone else, with a 400', async () => {
    const doctor = await practitioner()
    const midwife = await practitioner('midwife')
    const refused = async (user: TestUser, code: string) => {
      const res = await callback(user, code)
      expect(res.statusCode, res.payload).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'INVALID_CODE',
        message: expect.stringContaining("Ce lien d'activation n'est plus valable"),
      })
    }

    const used = await codeFor(doctor)
    expect((await callback(doctor, used)).statusCode).toBe(200)
    await refused(doctor, used)

    const expired = await codeFor(doctor)
    t.clock.advance(5 * MINUTE + 1000)
    await refused(doctor, expired)

    const replaced = await codeFor(doctor)
    await codeFor(doctor)
    await refused(doctor, replaced)

    // Another account's code neither works for this one nor is used up by the try.
    const midwifes = await codeFor(midwife)
    await refused(doctor, midwifes)
    expect((await callback(midwife, midwifes)).statusCode).toBe(200)

    await refused(doctor, 'pas-un-code')
  })

  it('synchronises by a new link, keeping the id, and only once activated', async () => {
    const doctor = await practitioner()
    const notYet = await sync(doctor)
    expect(notYet.statusCode, notYet.payload).toBe(404)

    const first = await activate(doctor)
    const synced = await sync(doctor)
    expect(synced.statusCode, synced.payload).toBe(200)
    const renewed = synced.json() as { integration: { id: string }; subscriptionUrl: string }
    expect(renewed.integration.id).toBe(first.integration.id)
    expect(renewed.subscriptionUrl).not.toBe(first.subscriptionUrl)
    expect((await readFeed(first.subscriptionUrl)).statusCode).toBe(404)
    expect((await readFeed(renewed.subscriptionUrl)).statusCode).toBe(200)
  })

  it("deactivates by the activation's id, its link then gone; anyone else's id is not found", async () => {
    const doctor = await practitioner()
    const midwife = await practitioner('midwife')
    const mine = await activate(doctor)
    const theirs = await activate(midwife)

    const foreign = await remove(doctor, theirs.integration.id)
    expect(foreign.statusCode, foreign.payload).toBe(404)
    expect((await readFeed(theirs.subscriptionUrl)).statusCode).toBe(200)

    const res = await remove(doctor, mine.integration.id)
    expect(res.statusCode, res.payload).toBe(204)
    expect((await readFeed(mine.subscriptionUrl)).statusCode).toBe(404)
    expect((await list(doctor)).json()).toEqual([expect.objectContaining({ id: null, isActivated: false })])
    expect((await remove(doctor, mine.integration.id)).statusCode).toBe(404)

    // Activating again is a new activation.
    const again = await activate(doctor)
    expect(again.integration.id).not.toBe(mine.integration.id)
  })

  it('is for practitioners only', async () => {
    const patient = await demoUser(t, PATIENT)
    expect((await list(patient)).statusCode).toBe(403)
    expect((await authorizationUrl(patient)).statusCode).toBe(403)
  })
})

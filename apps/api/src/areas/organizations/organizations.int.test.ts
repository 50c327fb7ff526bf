// The organization's team (GET /organization/{organizationId}/team): what its members see on the
// dashboard, and nothing for anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application, RateLimitConfig } from '../../core/config.ts'
import { activate, register } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 10_000,
  consumePerIp: 10_000,
  attemptsPerCode: 5,
}

const MATERNITY = 'maternite.perinatal@demo.relais-sante.fr'
const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'
const PATIENT = 'patiente.perinatal@demo.relais-sante.fr'
const ADMIN = 'admin.perinatal@relais-sante.fr'
const CENTRE = 'structure.mobility@demo.relais-sante.fr'

describe.each(testDatabases(import.meta.url))('organization team on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous })
  })
  afterAll(() => t.close())

  const as = async (email: string, app: Application = 'perinatal') =>
    bearer((await signIn(t, 'email', email, app)).token)
  const organizationOf = async (headers: Record<string, string>, app: Application = 'perinatal') => {
    const res = await t.inject({ method: 'GET', url: '/user/current', headers, app })
    expect(res.statusCode).toBe(200)
    return res.json().organizations[0].id as string
  }
  const team = async (id: string, headers: Record<string, string>, app: Application = 'perinatal') =>
    t.inject({ method: 'GET', url: `/organization/${id}/team`, headers, app })

  it('gives the structure its practitioners by type, with names, roles and joining dates', async () => {
    const headers = await as(MATERNITY)
    const id = await organizationOf(headers)
    const res = await team(id, headers)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.organizationId).toBe(id)
    // The seeded perinatal maternity: its doctor and midwife; the structure's own account is not a member.
    expect(body.assistants).toEqual([])
    expect(body.doctors).toHaveLength(1)
    expect(body.midwives).toHaveLength(1)
    expect(body.doctors[0]).toMatchObject({
      userType: 'doctor',
      role: 'member',
      name: { given: 'Julien', family: 'Moreau', text: 'Julien Moreau' },
    })
    expect(body.midwives[0]).toMatchObject({
      userType: 'midwife',
      role: 'member',
      name: { given: 'Sophie', family: 'Garnier', text: 'Sophie Garnier' },
    })
    expect(new Date(body.doctors[0].joinedAt).toString()).not.toBe('Invalid Date')
    // Nothing else about the members: no contact, nothing medical.
    expect(Object.keys(body.doctors[0]).sort()).toEqual(['joinedAt', 'name', 'role', 'userId', 'userType'])
  })

  it('shows the same team to its member practitioners', async () => {
    const id = await organizationOf(await as(MATERNITY))
    for (const email of [MIDWIFE, DOCTOR]) {
      const res = await team(id, await as(email))
      expect(res.statusCode, email).toBe(200)
      const names = (list: { name: { text: string } }[]) => list.map((m) => m.name.text)
      expect(names(res.json().midwives)).toEqual(['Sophie Garnier'])
      expect(names(res.json().doctors)).toEqual(['Julien Moreau'])
    }
  })

  it('answers 404 to anyone outside the organization, even an administrator or another application', async () => {
    const id = await organizationOf(await as(MATERNITY))
    for (const email of [PATIENT, ADMIN]) {
      const res = await team(id, await as(email))
      expect(res.statusCode, email).toBe(404)
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Structure introuvable' })
    }
    // The mobility structure's manager, asking with the perinatal organization's id from mobility.
    const centre = await as(CENTRE, 'mobility')
    expect((await team(id, centre, 'mobility')).statusCode).toBe(404)
    // And its own team is its own: the mobility doctor and assistant.
    const own = await team(await organizationOf(centre, 'mobility'), centre, 'mobility')
    expect(own.statusCode).toBe(200)
    expect(own.json().doctors).toHaveLength(1)
    expect(own.json().assistants).toHaveLength(1)
    expect(own.json().midwives).toEqual([])
  })

  it('refuses a caller without a session, and a malformed id', async () => {
    const id = await organizationOf(await as(MATERNITY))
    expect((await team(id, {})).statusCode).toBe(401)
    expect((await team('not-a-uuid', await as(MATERNITY))).statusCode).toBe(400)
  })

  it('lists a newly registered structure with no practitioner yet', async () => {
    const { headers, res } = await register(t, 'organization', {
      email: 'team.nouvelle@example.fr',
      phone: '+33199000651',
    })
    expect(res.statusCode).toBe(201)
    const id = res.json().user.organizations[0].id as string
    // Awaiting review, the structure reads nothing but its own status.
    expect((await team(id, headers)).statusCode).toBe(403)
    await activate(t.api.db, res.json().user.id)
    const body = (await team(id, headers)).json()
    expect(body).toEqual({
      organizationId: id,
      accountIds: [res.json().user.id],
      doctors: [],
      midwives: [],
      assistants: [],
      pendings: [],
    })
  })
})

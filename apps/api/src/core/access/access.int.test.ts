// The access guard: declarations are checked when the contract loads, and an account awaiting review
// can read its status and sign out, nothing else (it used to find a patient, open a conversation and post).
import { describe, expect, it, beforeAll, afterAll } from 'vitest'
import { activate, register } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { parseAccess } from './access.ts'

describe('x-access declarations', () => {
  it('are required and checked', () => {
    expect(() => parseAccess('op', undefined, 'required')).toThrow(/missing/)
    expect(() => parseAccess('op', { caller: 'everyone' }, 'required')).toThrow(/caller/)
    expect(() => parseAccess('op', { caller: 'account', extra: 1 }, 'required')).toThrow(/unknown key/)
    expect(() => parseAccess('op', { caller: 'account' }, 'none')).toThrow(/required session/)
    expect(() => parseAccess('op', { caller: 'session', userTypes: ['patient'] }, 'required')).toThrow(
      /needs an account/,
    )
    expect(() => parseAccess('op', { caller: 'account', userTypes: ['pilot'] }, 'required')).toThrow(
      /userTypes/,
    )
    expect(() => parseAccess('op', { caller: 'account', impersonation: 'sometimes' }, 'required')).toThrow(
      /impersonation/,
    )
    expect(parseAccess('op', { caller: 'account', inactive: 'allow', resource: 'self' }, 'required')).toEqual(
      {
        caller: 'account',
        inactive: 'allow',
        impersonation: 'allow',
        resource: 'self',
      },
    )
  })
})

describe.each(testDatabases(import.meta.url))('an account awaiting review on $name', (database) => {
  let t: TestApi
  let pending: Record<string, string>
  let patientId: string
  beforeAll(async () => {
    t = await startTestApi(database, {
      rateLimits: {
        windowMs: 15 * MINUTE,
        codesPerIdentifier: 5,
        codesPerIp: 10_000,
        consumePerIp: 10_000,
        attemptsPerCode: 5,
      },
    })
    const structure = await register(t, 'organization', {
      email: 'pending.review@example.fr',
      phone: '+33199003001',
    })
    expect(structure.res.json().user.active).toBe(false)
    pending = structure.headers
    const patient = await register(t, 'patient', {
      email: 'patient.review@example.fr',
      phone: '+33199003002',
    })
    patientId = patient.res.json().user.id
  })
  afterAll(() => t.close())

  it('reads its own status and signs out', async () => {
    const me = await t.inject({ method: 'GET', url: '/user/current', headers: pending })
    expect(me.statusCode).toBe(200)
    expect(me.json().active).toBe(false)
    expect((await t.inject({ method: 'GET', url: '/auth/session', headers: pending })).statusCode).toBe(200)
  })

  it('finds nobody, opens no conversation, posts nothing, looks nothing up', async () => {
    const refused = [
      { method: 'GET', url: '/user/contacts?query=patient.review%40example.fr' },
      { method: 'POST', url: '/user/channels', payload: { userIds: [patientId], channelType: 'OneToOne' } },
      { method: 'GET', url: '/user/channels' },
      { method: 'GET', url: '/directory/places?q=Paris' },
      { method: 'PATCH', url: '/user/current', payload: { firstName: 'Paul' } },
      { method: 'PATCH', url: '/user/current/device-token', payload: { token: 'device' } },
      { method: 'POST', url: '/key-store/challenge', payload: { isRegistering: true } },
    ] as const
    for (const request of refused) {
      const res = await t.inject({ ...request, headers: pending })
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403)
      expect(res.json().message).toBe("Votre compte est en attente d'activation")
    }
  })

  it('gets everything back once an administrator accepts it', async () => {
    const me = (await t.inject({ method: 'GET', url: '/user/current', headers: pending })).json()
    await activate(t.api.db, me.id)
    const channels = await t.inject({ method: 'GET', url: '/user/channels', headers: pending })
    expect(channels.statusCode).toBe(200)
  })

  it('signs out', async () => {
    expect((await t.inject({ method: 'POST', url: '/auth/logout', headers: pending })).statusCode).toBe(204)
    expect((await t.inject({ method: 'GET', url: '/user/current', headers: pending })).statusCode).toBe(401)
  })
})

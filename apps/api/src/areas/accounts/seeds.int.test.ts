import { sql } from 'kysely'
import { finessCheckWarning, isValidEmail, luhnValid, normalizePhone } from '@relais/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { runSeeds } from './seeds.ts'

const expectedTypes = {
  perinatal: ['doctor', 'midwife', 'organization', 'patient'],
  mobility: ['assistant', 'doctor', 'organization', 'patient'],
  dispatch: ['dispatchManager', 'dispatchOperator'],
}

describe('demo accounts', () => {
  it('cover every user type of each mode, plus one admin per mode', () => {
    for (const [application, types] of Object.entries(expectedTypes)) {
      const accounts = DEMO_ACCOUNTS.filter((a) => a.application === application)
      expect([...new Set(accounts.filter((a) => !a.admin).map((a) => a.userType))].sort()).toEqual(types)
      expect(accounts.filter((a) => !a.admin)).toHaveLength(types.length)
      const admins = accounts.filter((a) => a.admin)
      expect(admins).toHaveLength(1)
      expect(admins[0]!.email).toBe(`admin.${application}@relais-sante.fr`)
    }
  })

  it('have valid normalised identifiers, unique per application', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(normalizePhone(account.phone)).toBe(account.phone)
      expect(isValidEmail(account.email)).toBe(true)
      expect(account.email).toBe(account.email.toLowerCase())
      expect(account.email.endsWith(account.admin ? '@relais-sante.fr' : '@demo.relais-sante.fr')).toBe(true)
      expect(account.displayName.length).toBeGreaterThan(2)
      // Both names, as the settings form requires of every account (a structure's: its responsible person).
      expect(account.profile.givenName.trim(), account.email).not.toBe('')
      expect(account.profile.familyName.trim().length, account.email).toBeGreaterThanOrEqual(2)
      // Check digits are right, so that the apps' identifier checks accept the demo data.
      if (account.profile.rpps) expect(luhnValid(account.profile.rpps)).toBe(true)
      if (account.profile.finess) expect(finessCheckWarning(account.profile.finess)).toBe(false)
    }
    const keys = DEMO_ACCOUNTS.flatMap((a) => [`${a.application} ${a.email}`, `${a.application} ${a.phone}`])
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe.each(testDatabases(import.meta.url))('seeds on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database)
  })
  afterAll(() => t.close())

  const counts = async () => {
    const { rows } = await sql<{ users: number; profiles: number }>`
      select (select count(*)::int from users) as users, (select count(*)::int from profiles) as profiles
    `.execute(t.api.db)
    return rows[0]
  }

  it('run at startup in LOCAL and are idempotent', async () => {
    expect(await counts()).toEqual({ users: DEMO_ACCOUNTS.length, profiles: DEMO_ACCOUNTS.length })
    const before = await t.api.db.selectFrom('users').select(['id', 'email']).orderBy('email').execute()
    await runSeeds(t.api.db, t.clock.now())
    await runSeeds(t.api.db, t.clock.now())
    expect(await counts()).toEqual({ users: DEMO_ACCOUNTS.length, profiles: DEMO_ACCOUNTS.length })
    expect(await t.api.db.selectFrom('users').select(['id', 'email']).orderBy('email').execute()).toEqual(
      before,
    )
  })

  it('store active accounts with their profile (birth date as a calendar date)', async () => {
    const row = await t.api.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.active',
        'users.phone',
        sql<string>`to_char(profiles.birth_date, 'YYYY-MM-DD')`.as('birth'),
      ])
      .where('users.email', '=', 'patiente.perinatal@demo.relais-sante.fr')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ active: true, phone: '+33199000101', birth: '1994-03-17' })
  })

  it('give organization accounts their responsible person (both names, as settings require) but no gender or birth date', async () => {
    const rows = await t.api.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.application',
        'profiles.given_name',
        'profiles.family_name',
        'profiles.gender',
        'profiles.birth_date',
        'profiles.finess',
      ])
      .where('users.user_type', '=', 'organization')
      .orderBy('users.application')
      .execute()
    expect(rows).toEqual([
      {
        application: 'mobility',
        given_name: 'Marc',
        family_name: 'Delmas',
        gender: null,
        birth_date: null,
        finess: '310000203',
      },
      {
        application: 'perinatal',
        given_name: 'Isabelle',
        family_name: 'Perrin',
        gender: null,
        birth_date: null,
        finess: '930000104',
      },
    ])
  })

  it('give each demo organization an active structure whose members are the demo practitioners', async () => {
    const members = async () =>
      t.api.db
        .selectFrom('organization_members as m')
        .innerJoin('organizations as o', 'o.id', 'm.organization_id')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['o.application', 'o.name', 'o.finess', 'o.active', 'm.role', 'u.user_type'])
        .orderBy('o.application')
        .orderBy('m.role')
        .orderBy('u.user_type')
        .execute()
    const rows = await members()
    const maternity = {
      application: 'perinatal',
      name: 'Maternité des Lilas',
      finess: '930000104',
      active: true,
    }
    const centre = {
      application: 'mobility',
      name: 'Centre de soins Garonne',
      finess: '310000203',
      active: true,
    }
    expect(rows).toEqual([
      { ...centre, role: 'manager', user_type: 'organization' },
      { ...centre, role: 'member', user_type: 'assistant' },
      { ...centre, role: 'member', user_type: 'doctor' },
      { ...maternity, role: 'manager', user_type: 'organization' },
      { ...maternity, role: 'member', user_type: 'doctor' },
      { ...maternity, role: 'member', user_type: 'midwife' },
    ])
    await runSeeds(t.api.db, t.clock.now())
    expect(await members()).toEqual(rows)
  })

  it('find a demo account again by identity after its user changed its email and phone', async () => {
    const patient = DEMO_ACCOUNTS.find((a) => a.application === 'perinatal' && a.userType === 'patient')!
    const { id } = await t.api.db
      .selectFrom('users')
      .select('id')
      .where('application', '=', 'perinatal')
      .where('email', '=', patient.email)
      .executeTakeFirstOrThrow()
    await t.api.db
      .updateTable('users')
      .set({ email: 'moved.patient@example.fr', phone: '+33199004001' })
      .where('id', '=', id)
      .execute()
    // Last: it moves the demo patient away from the identifiers the tests above read.
    // Someone else registers the demo's old phone meanwhile: the seed must neither crash nor take it.
    await t.api.db
      .insertInto('users')
      .values({
        id: '5f0e9a3c-8b7d-4c6e-9f1a-2b3c4d5e6f70',
        application: 'perinatal',
        user_type: 'patient',
        email: null,
        phone: patient.phone,
        active: true,
        sld_id: null,
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .execute()
    await runSeeds(t.api.db, t.clock.now())
    const rows = await t.api.db
      .selectFrom('users')
      .select(['id', 'email', 'phone'])
      .where('application', '=', 'perinatal')
      .where('user_type', '=', 'patient')
      .orderBy('email')
      .execute()
    expect(rows).toEqual([
      { id, email: 'moved.patient@example.fr', phone: '+33199004001' },
      { id: '5f0e9a3c-8b7d-4c6e-9f1a-2b3c4d5e6f70', email: null, phone: patient.phone },
    ])
  })
})

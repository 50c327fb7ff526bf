// Idempotent demo seeding by identity: each demo account is found again through its link in
// `demo_accounts` (keyed by a constant of the code, never by a field its user can change), so running
// twice changes nothing, a demo account whose email or phone was changed keeps them, and a developer's
// edits to other rows survive a restart. Each demo organization account manages an active
// organization whose members are the demo practitioners of its mode (the header's switcher has data).
import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { AdministratorsRepository } from '../admin/index.ts'
import type { DB } from '../database.ts'
import { DEMO_ACCOUNTS, demoKey, type DemoAccount } from './demo-accounts.ts'

const MEMBER_TYPES = ['doctor', 'midwife', 'assistant']
// What registration asks of each practitioner (the settings form asks the same), so that demo accounts
// can save their settings as they are.
const DEMO_QUALIFICATIONS: Partial<Record<string, string[]>> = {
  doctor: ['GENERAL_PRACTITIONER'],
  midwife: ['MIDWIFE', 'POSTPARTUM_CONSULTATION'],
}
const ZONED_TYPES = ['midwife', 'assistant']
const DEMO_DESCRIPTIONS: Partial<Record<string, string>> = {
  midwife: 'Suivi de grossesse, préparation à la naissance et consultations postnatales à domicile.',
  assistant: 'Soins infirmiers à domicile : pansements, injections, suivi des traitements.',
}
const DEMO_ROLE_DETAILS: Partial<Record<string, Record<string, unknown>>> = {
  midwife: { initialProfile: 'LIBERAL', affiliatedToPmi: false },
  assistant: { certificationNumber: 'IDE-2024-0203' },
}

export async function runSeeds(db: Kysely<DB>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = new Map<DemoAccount, string>()
    const administrators = new AdministratorsRepository(trx)
    for (const account of DEMO_ACCOUNTS) {
      const userId = await demoUser(trx, account, now)
      // Its email or phone now belongs to someone who registered it: that account is theirs, not a demo.
      if (!userId) continue
      ids.set(account, userId)
      const p = account.profile
      const profile = {
        given_name: p.givenName,
        family_name: p.familyName,
        gender: p.gender,
        birth_date: p.birthDate,
        address: JSON.stringify([p.address]),
        rpps: p.rpps ?? null,
        finess: p.finess ?? null,
        qualifications: JSON.stringify(DEMO_QUALIFICATIONS[account.userType] ?? []),
        exercice_zone: ZONED_TYPES.includes(account.userType) ? JSON.stringify(p.address) : null,
        exercice_radius: ZONED_TYPES.includes(account.userType) ? 20 : null,
        description: DEMO_DESCRIPTIONS[account.userType] ?? null,
        ...(DEMO_ROLE_DETAILS[account.userType] && {
          role_details: JSON.stringify(DEMO_ROLE_DETAILS[account.userType]),
        }),
        updated_at: now,
      }
      await trx
        .insertInto('profiles')
        .values({ id: randomUUID(), user_id: userId, created_at: now, ...profile })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
        .execute()
      if (account.admin) {
        await administrators.grant({
          application: account.application,
          target: { id: userId, username: account.email },
          actor: { id: null, username: 'seed' },
          now,
        })
      }
    }
    for (const [account, managerId] of ids) {
      if (account.userType !== 'organization') continue
      const members = [...ids].filter(
        ([other]) =>
          other.application === account.application && !other.admin && MEMBER_TYPES.includes(other.userType),
      )
      await seedOrganization(
        trx,
        account,
        managerId,
        members.map(([, id]) => id),
        now,
      )
    }
  })
}

/** LOCAL/DEV: the account seeded for a demo account, by its fixed key (the demo drawer signs in as it). */
export async function findDemoAccount(db: Kysely<DB>, demo: DemoAccount): Promise<string | undefined> {
  const row = await db
    .selectFrom('demo_accounts')
    .select('user_id')
    .where('demo_key', '=', demoKey(demo))
    .executeTakeFirst()
  return row?.user_id
}

/** The id of the account seeded for `demo`, found by its link; created (and linked) the first time. */
async function demoUser(trx: Transaction<DB>, demo: DemoAccount, now: Date): Promise<string | undefined> {
  const linked = await trx
    .selectFrom('demo_accounts')
    .select('user_id')
    .where('demo_key', '=', demoKey(demo))
    .executeTakeFirst()
  if (linked) {
    // Its email and phone are left as they are: the person trying the demo may have changed them.
    await trx
      .updateTable('users')
      .set({ user_type: demo.userType, active: true, updated_at: now })
      .where('id', '=', linked.user_id)
      .execute()
    return linked.user_id
  }
  // Databases seeded before the links existed: the unlinked account holding the demo's email is it.
  const legacy = await trx
    .selectFrom('users as u')
    .leftJoin('demo_accounts as d', 'd.user_id', 'u.id')
    .select('u.id')
    .where('u.application', '=', demo.application)
    .where('u.email', '=', demo.email)
    .where('d.user_id', 'is', null)
    .executeTakeFirst()
  const created =
    legacy ??
    (await trx
      .insertInto('users')
      .values({
        id: randomUUID(),
        application: demo.application,
        user_type: demo.userType,
        email: demo.email,
        phone: demo.phone,
        active: true,
        sld_id: null,
        terms_accepted_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst())
  if (!created) return undefined
  await trx
    .insertInto('demo_accounts')
    .values({ demo_key: demoKey(demo), user_id: created.id })
    .execute()
  return created.id
}

async function seedOrganization(
  trx: Transaction<DB>,
  account: DemoAccount,
  managerId: string,
  memberIds: string[],
  now: Date,
): Promise<void> {
  const existing = await trx
    .selectFrom('organizations')
    .select('id')
    .where('manager_user_id', '=', managerId)
    .executeTakeFirst()
  const organization = {
    name: account.organization?.name ?? account.profile.familyName,
    finess: account.organization?.finess ?? null,
    address: JSON.stringify(account.profile.address),
    active: true,
    updated_at: now,
  }
  let organizationId = existing?.id
  if (organizationId) {
    await trx.updateTable('organizations').set(organization).where('id', '=', organizationId).execute()
  } else {
    organizationId = randomUUID()
    await trx
      .insertInto('organizations')
      .values({
        id: organizationId,
        application: account.application,
        siret: null,
        specialities: JSON.stringify([]),
        manager_user_id: managerId,
        created_at: now,
        ...organization,
      })
      .execute()
  }
  const rows = [
    { user_id: managerId, role: 'manager' as const },
    ...memberIds.map((id) => ({ user_id: id, role: 'member' as const })),
  ]
  await trx
    .insertInto('organization_members')
    .values(rows.map((row) => ({ ...row, organization_id: organizationId, created_at: now })))
    .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
    .execute()
}

// Idempotent demo seeding: upsert by (application, email), so running twice changes nothing and a
// developer's edits to other rows survive a restart. Each demo organization account manages an active
// organization whose members are the demo practitioners of its mode (the header's switcher has data).
import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../schema.ts'
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts'

const MEMBER_TYPES = ['doctor', 'midwife', 'assistant']
const DEMO_QUALIFICATIONS: Partial<Record<string, string[]>> = {
  doctor: ['GENERAL_PRACTITIONER'],
  midwife: ['MIDWIFE', 'POSTPARTUM_CONSULTATION'],
}
const ZONED_TYPES = ['midwife', 'assistant']

export async function runSeeds(db: Kysely<DB>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = new Map<DemoAccount, string>()
    for (const account of DEMO_ACCOUNTS) {
      const user = await trx
        .insertInto('users')
        .values({
          id: randomUUID(),
          application: account.application,
          user_type: account.userType,
          email: account.email,
          phone: account.phone,
          active: true,
          sld_id: null,
          terms_accepted_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['application', 'email']).doUpdateSet({
            user_type: account.userType,
            phone: account.phone,
            active: true,
            updated_at: now,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.set(account, user.id)
      const p = account.profile
      const profile = {
        given_name: p.givenName,
        family_name: p.familyName,
        gender: p.gender,
        birth_date: p.birthDate,
        address: JSON.stringify([p.address]),
        rpps: p.rpps ?? null,
        finess: p.finess ?? null,
        // What the settings form requires of each type, so demo accounts can save it as they are.
        qualifications: JSON.stringify(DEMO_QUALIFICATIONS[account.userType] ?? []),
        exercice_zone: ZONED_TYPES.includes(account.userType) ? JSON.stringify(p.address) : null,
        exercice_radius: ZONED_TYPES.includes(account.userType) ? 20 : null,
        updated_at: now,
      }
      await trx
        .insertInto('profiles')
        .values({ id: randomUUID(), user_id: user.id, created_at: now, ...profile })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
        .execute()
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

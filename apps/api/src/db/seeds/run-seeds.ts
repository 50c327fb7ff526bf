// Idempotent demo seeding: upsert by (application, email), so running twice changes nothing and a
// developer's edits to other rows survive a restart.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../schema.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'

export async function runSeeds(db: Kysely<DB>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
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
      const p = account.profile
      const profile = {
        given_name: p.givenName,
        family_name: p.familyName,
        gender: p.gender,
        birth_date: p.birthDate,
        address: JSON.stringify([p.address]),
        rpps: p.rpps ?? null,
        finess: p.finess ?? null,
        updated_at: now,
      }
      await trx
        .insertInto('profiles')
        .values({ id: randomUUID(), user_id: user.id, created_at: now, ...profile })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
        .execute()
    }
  })
}

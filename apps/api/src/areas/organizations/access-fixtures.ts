// The organizations area's rows of the authorization matrix, and what they need to call its operations
// as each caller: an organization the caller belongs to (the one it already has, else a new one it joins
// as a member), per application an organization no caller belongs to, and a structure still pending.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { defineAccess } from '../../testing/access-matrix.ts'
import { insertAccount, insertUser } from '../../testing/accounts.ts'
import type { DB } from '../database.ts'

interface OrganizationFixtures {
  /** An organization the caller's account belongs to; a strangers' one for callers without an account. */
  of(caller: { app: Application; user?: string }): Promise<string>
  /** Per application: an organization whose only member is an account no caller acts as. */
  foreign: Record<Application, string>
}

const PLACE = JSON.stringify({ text: '1 rue de Rivoli, 75001 Paris, France' })

async function insertOrganization(db: Kysely<DB>, app: Application, name: string): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  await db
    .insertInto('organizations')
    .values({
      id,
      application: app,
      name,
      finess: '750000009',
      siret: null,
      specialities: '[]',
      address: PLACE,
      manager_user_id: null,
      active: true,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}

async function createOrganizationFixtures(db: Kysely<DB>): Promise<OrganizationFixtures> {
  const now = new Date()
  const foreign = {} as OrganizationFixtures['foreign']
  for (const app of APPLICATIONS) {
    const userId = await insertUser(db, {
      application: app,
      userType: app === 'dispatch' ? 'dispatchOperator' : 'doctor',
      email: `inconnu.structure.${app}@example.fr`,
      now,
    })
    foreign[app] = await insertOrganization(db, app, 'Structure étrangère')
    await db
      .insertInto('organization_members')
      .values({ organization_id: foreign[app], user_id: userId, role: 'member', created_at: now })
      .execute()
  }
  return {
    foreign,
    async of(caller) {
      if (!caller.user) return foreign[caller.app]
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('application', '=', caller.app)
        .where('email', '=', caller.user)
        .executeTakeFirstOrThrow()
      const known = await db
        .selectFrom('organization_members as m')
        .innerJoin('organizations as o', 'o.id', 'm.organization_id')
        .select('o.id')
        .where('m.user_id', '=', user.id)
        .where('o.application', '=', caller.app)
        .executeTakeFirst()
      if (known) return known.id
      const id = await insertOrganization(db, caller.app, 'Structure de la matrice')
      await db
        .insertInto('organization_members')
        .values({ organization_id: id, user_id: user.id, role: 'member', created_at: now })
        .execute()
      return id
    },
  }
}

/** Organizations found by FINESS for each application, and one pending (its FINESS is nobody's to join). */
const ACTIVE_FINESS: Record<Application, string> = {
  perinatal: '930000104',
  mobility: '310000203',
  dispatch: '930000104',
}
const PENDING_FINESS = '750000002'

export const access = defineAccess({
  fixtures: async (t) => {
    await insertAccount(t.api.db, {
      app: 'perinatal',
      email: `pending.structure.${randomUUID()}@example.fr`,
      type: 'organization',
      active: false,
      finess: PENDING_FINESS,
    })
    return createOrganizationFixtures(t.api.db)
  },
  rows: {
    findOrganizationByFiness: {
      request: (_, caller) => ({ params: { finess: ACTIVE_FINESS[caller.app] } }),
      // A pending structure is nobody's to join yet.
      foreign: () => ({ params: { finess: PENDING_FINESS } }),
    },
    getOrganizationTeam: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { organizationId: await fx.of(caller) } }),
      // An organization the caller does not belong to.
      foreign: (fx, caller) => ({ params: { organizationId: fx.foreign[caller.app] } }),
    },
  },
})

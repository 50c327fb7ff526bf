// The organizations area's rows of the authorization matrix, and what they need to call its operations
// as each caller: an organization the caller belongs to (the one it already has, else a new one it joins
// as a member), a new one the caller manages (to invite to), a new one with another manager (to ask to
// join), per application an organization no caller belongs to and a practitioner nobody invited, and a
// structure still pending; an external practitioner of a new structure the caller manages, and one of
// the strangers' structure.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { defineAccess } from '../../testing/access-matrix.ts'
import { insertAccount, insertUser } from '../../testing/accounts.ts'
import { insertStructure } from '../../testing/structures.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { DB } from '../database.ts'

interface OrganizationFixtures {
  /** An organization the caller's account belongs to; a strangers' one for callers without an account. */
  of(caller: { app: Application; user?: string }): Promise<string>
  /** Per application: an organization whose only member is an account no caller acts as. */
  foreign: Record<Application, string>
  /** A new organization the caller manages; a strangers' one for callers without an account. */
  managed(caller: { app: Application; user?: string }): Promise<string>
  /** A new active organization of the application, with a manager no caller acts as. */
  joinable(app: Application): Promise<string>
  /** Per application: a practitioner no caller acts as, member of no organization. */
  invitee: Record<Application, string>
  /** A new doctor in an organization the caller belongs to (in `foreign` for callers without one). */
  colleague(caller: { app: Application; user?: string }): Promise<string>
  /** Per application: the member of `foreign`, who shares no structure with any caller. */
  foreignMember: Record<Application, string>
  /** A new organization the caller manages (`foreign` without an account) and its external practitioner. */
  external(caller: { app: Application; user?: string }): Promise<{ organizationId: string; userId: string }>
  /** Per application: an external practitioner of `foreign`. */
  foreignExternal: Record<Application, string>
}

function insertOrganization(
  db: Kysely<DB>,
  application: Application,
  name: string,
  managerUserId: string | null = null,
): Promise<string> {
  return insertStructure(db, { application, name, finess: '750000009', managerUserId })
}

async function createOrganizationFixtures(db: Kysely<DB>): Promise<OrganizationFixtures> {
  const now = new Date()
  const foreign = {} as OrganizationFixtures['foreign']
  const invitee = {} as OrganizationFixtures['invitee']
  const foreignMember = {} as OrganizationFixtures['foreignMember']
  const foreignExternal = {} as OrganizationFixtures['foreignExternal']
  const policies = new AccessPoliciesRepository(db)
  /** A new practitioner who accepted the organization's invitation, held by `holder`. */
  const newExternal = async (app: Application, organizationId: string, holder: string) => {
    const userId = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `externe.${randomUUID()}@example.fr`,
      profile: { givenName: 'Jean', familyName: 'Externe' },
      now,
    })
    await policies.create({
      application: app,
      resource: 'organization_external_practitioners',
      holderUserId: holder,
      resourceId: organizationId,
      grantee: { userId },
      requestedBy: holder,
      status: 'ACCEPTED',
      now,
    })
    return userId
  }
  for (const app of APPLICATIONS) {
    invitee[app] = await insertUser(db, {
      application: app,
      userType: 'midwife',
      email: `invitee.structure.${app}@example.fr`,
      profile: { givenName: 'Léa', familyName: 'Invitée' },
      now,
    })
    const userId = await insertUser(db, {
      application: app,
      userType: app === 'dispatch' ? 'dispatchOperator' : 'doctor',
      email: `inconnu.structure.${app}@example.fr`,
      now,
    })
    foreign[app] = await insertOrganization(db, app, 'Structure étrangère')
    foreignMember[app] = userId
    await db
      .insertInto('organization_members')
      .values({ organization_id: foreign[app], user_id: userId, role: 'member', created_at: now })
      .execute()
    foreignExternal[app] = await newExternal(app, foreign[app], userId)
  }
  const userIdOf = async (caller: { app: Application; user?: string }) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('application', '=', caller.app)
        .where('email', '=', caller.user ?? '')
        .executeTakeFirstOrThrow()
    ).id
  const fixtures: OrganizationFixtures = {
    foreign,
    invitee,
    foreignMember,
    foreignExternal,
    async external(caller) {
      if (!caller.user) return { organizationId: foreign[caller.app], userId: foreignExternal[caller.app] }
      const holder = await userIdOf(caller)
      const organizationId = await insertOrganization(db, caller.app, 'Structure dirigée', holder)
      return { organizationId, userId: await newExternal(caller.app, organizationId, holder) }
    },
    async colleague(caller) {
      const organizationId = await fixtures.of(caller)
      const id = await insertUser(db, {
        application: caller.app,
        userType: 'doctor',
        email: `collegue.${randomUUID()}@example.fr`,
        profile: { givenName: 'Marc', familyName: 'Collègue' },
        now,
      })
      await db
        .insertInto('organization_members')
        .values({ organization_id: organizationId, user_id: id, role: 'member', created_at: now })
        .execute()
      return id
    },
    async managed(caller) {
      if (!caller.user) return foreign[caller.app]
      return insertOrganization(db, caller.app, 'Structure dirigée', await userIdOf(caller))
    },
    async joinable(app) {
      // A new structure each time: a caller asks to join it once, and its request stays pending.
      const manager = await insertUser(db, {
        application: app,
        userType: 'organization',
        email: `responsable.${randomUUID()}@example.fr`,
        profile: { givenName: 'Anne', familyName: 'Responsable' },
        now,
      })
      return insertOrganization(db, app, 'Structure à rejoindre', manager)
    },
    async of(caller) {
      if (!caller.user) return foreign[caller.app]
      const user = { id: await userIdOf(caller) }
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
  return fixtures
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
    inviteToJoinOrganization: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { organizationId: await fx.managed(caller) },
        payload: { userId: fx.invitee[caller.app] },
      }),
      // An organization the caller does not manage (nor belongs to).
      foreign: (fx, caller) => ({
        params: { organizationId: fx.foreign[caller.app] },
        payload: { userId: fx.invitee[caller.app] },
      }),
    },
    requestToJoinOrganization: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { organizationId: await fx.joinable(caller.app) } }),
      // Another application's structure: nobody's to join from here.
      foreign: async (fx, caller) => ({
        params: { organizationId: await fx.joinable(caller.app === 'perinatal' ? 'mobility' : 'perinatal') },
      }),
    },
    // The caller's own requests: nothing to aim at someone else's.
    listMyJoinRequests: { succeeds: true },
    inviteNewToJoinOrganization: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { organizationId: await fx.managed(caller) },
        payload: { email: `invitation.${randomUUID()}@example.fr` },
      }),
      // An organization the caller does not manage (nor belongs to).
      foreign: (fx, caller) => ({
        params: { organizationId: fx.foreign[caller.app] },
        payload: { email: `invitation.${randomUUID()}@example.fr` },
      }),
    },
    listOrganizationJoinRequests: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { organizationId: await fx.managed(caller) } }),
      foreign: (fx, caller) => ({ params: { organizationId: fx.foreign[caller.app] } }),
    },
    listOrganizationExternalPractitioners: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { organizationId: await fx.of(caller) } }),
      foreign: (fx, caller) => ({ params: { organizationId: fx.foreign[caller.app] } }),
    },
    inviteExternalPractitioner: {
      succeeds: true,
      // A new structure each time: the invitee is invited once by each.
      request: async (fx, caller) => ({
        params: { organizationId: await fx.managed(caller) },
        payload: { userId: fx.invitee[caller.app] },
      }),
      foreign: (fx, caller) => ({
        params: { organizationId: fx.foreign[caller.app] },
        payload: { userId: fx.invitee[caller.app] },
      }),
    },
    removeExternalPractitioner: {
      succeeds: true,
      request: async (fx, caller) => {
        const { organizationId, userId } = await fx.external(caller)
        return { params: { organizationId, practitionerId: userId } }
      },
      // The external practitioner of a structure the caller does not manage.
      foreign: (fx, caller) => ({
        params: { organizationId: fx.foreign[caller.app], practitionerId: fx.foreignExternal[caller.app] },
      }),
    },
    getTeamMember: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { memberId: await fx.colleague(caller) } }),
      // The member of a structure the caller does not belong to.
      foreign: (fx, caller) => ({ params: { memberId: fx.foreignMember[caller.app] } }),
    },
  },
})

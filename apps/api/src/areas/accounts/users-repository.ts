// Reads and writes of accounts: users with their profiles, the organization a structure's manager
// registers with, proven identifiers, position and device token. It is also core's `AccountStore`
// (account-store.ts): the account behind every session is read here, with its grants and memberships.
import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { UserRecord } from '../../core/accounts/account-store.ts'
import type { StoredAddress } from '../../core/database/columns.ts'
import type { DB } from '../database.ts'

export interface AccountConflicts {
  emailExists?: boolean
  phoneExists?: boolean
  nirExists?: boolean
}

/** What registration writes: the user, its profile, and for organizations the structure it manages. */
export interface NewAccount {
  id: string
  application: string
  userType: string
  email: string | null
  phone: string | null
  active: boolean
  now: Date
  profile: {
    givenName: string
    familyName: string
    gender: string | null
    birthDate: string | null
    address: StoredAddress[]
    rpps: string | null
    nir: string | null
    languages: string[]
    qualifications: string[]
    description: string | null
    exerciceZone: StoredAddress | null
    exerciceRadius: number | null
    roleDetails: Record<string, unknown>
  }
  organization?: {
    id: string
    name: string
    finess: string | null
    siret: string | null
    specialities: string[]
    address: StoredAddress
  }
  /** The session that registered: bound to the new account in the same transaction. */
  sessionId: string
}

export interface ProfileChanges {
  givenName: string
  familyName: string
  gender: string | null
  birthDate: string | null
  address: StoredAddress[]
  languages: string[]
  /** A practitioner's details of practice, all rewritten; absent, they are left as they are. */
  practice?: PracticeChanges
}

export interface PracticeChanges {
  rpps: string | null
  qualifications: string[]
  description: string | null
  exerciceZone: StoredAddress | null
  exerciceRadius: number | null
  /** The whole of the role details, which hold what has no column of its own. */
  roleDetails: Record<string, unknown>
}

export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findIdByIdentifier(
    application: string,
    type: 'email' | 'phone' | 'psc',
    value: string,
  ): Promise<string | undefined> {
    // Pro Santé Connect sessions are identified by the RPPS: the account whose profile holds it.
    if (type === 'psc') {
      const byRpps = await this.db
        .selectFrom('users as u')
        .innerJoin('profiles as p', 'p.user_id', 'u.id')
        .select('u.id')
        .where('u.application', '=', application)
        .where('p.rpps', '=', value)
        .executeTakeFirst()
      return byRpps?.id
    }
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('application', '=', application)
      .where(type, '=', value)
      .executeTakeFirst()
    return row?.id
  }

  async findById(id: string): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select([
        'u.id',
        'u.application',
        'u.user_type',
        'u.email',
        'u.phone',
        'u.active',
        'u.sld_id',
        'u.terms_accepted_at',
        'p.id as profile_id',
        'p.given_name',
        'p.family_name',
        'p.gender',
        // Text, not Date: a calendar date must not shift with the server's time zone.
        sql<string | null>`to_char(p.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
        'p.address',
        'p.rpps',
        'p.finess',
        'p.nir',
        'p.languages',
        'p.qualifications',
        'p.description',
        'p.exercice_zone',
        'p.exercice_radius',
        // In the same query: this runs on every authenticated request.
        (eb) =>
          eb
            .exists(
              eb.selectFrom('administrators as a').select('a.user_id').whereRef('a.user_id', '=', 'u.id'),
            )
            .as('is_admin'),
        (eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('organization_members as m')
              .innerJoin('organizations as o', 'o.id', 'm.organization_id')
              .select(['o.id', 'o.name', 'o.finess'])
              .whereRef('m.user_id', '=', 'u.id')
              .orderBy('m.created_at')
              .orderBy('o.name'),
          ).as('organizations'),
        (eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('identifier_changes as c')
              .select(['c.identifier_type', 'c.identifier', 'c.expires_at', 'c.spent_at'])
              .whereRef('c.user_id', '=', 'u.id')
              .distinctOn('c.identifier_type')
              .orderBy('c.identifier_type')
              .orderBy('c.seq', 'desc'),
          ).as('identifier_changes'),
      ])
      .where('u.id', '=', id)
      .executeTakeFirst()
    if (!row) return undefined
    const { organizations } = row
    return {
      identifierChanges: row.identifier_changes.map((c) => ({
        type: c.identifier_type,
        value: c.identifier,
        expiresAt: new Date(c.expires_at),
        spent: c.spent_at !== null,
      })),
      id: row.id,
      application: row.application,
      userType: row.user_type,
      email: row.email,
      phone: row.phone,
      active: row.active,
      isAdmin: Boolean(row.is_admin),
      sldId: row.sld_id,
      termsAcceptedAt: row.terms_accepted_at,
      organizations,
      profile: row.profile_id
        ? {
            id: row.profile_id,
            givenName: row.given_name ?? '',
            familyName: row.family_name ?? '',
            gender: row.gender,
            birthDate: row.birth_date,
            address: row.address ?? [],
            rpps: row.rpps,
            finess: row.finess,
            nir: row.nir,
            languages: row.languages ?? [],
            qualifications: row.qualifications ?? [],
            description: row.description,
            exerciceZone: row.exercice_zone,
            exerciceRadius: row.exercice_radius,
          }
        : null,
    }
  }

  /**
   * Which of these identifiers another account of the application holds. The NIR is looked up on
   * every profile of the application (patients' own and, later, patients created by practitioners).
   */
  async findConflicts(input: {
    application: string
    email?: string | null
    phone?: string | null
    nir?: string | null
    exceptUserId?: string
  }): Promise<AccountConflicts> {
    const conflicts: AccountConflicts = {}
    const others = (db: Kysely<DB>) => {
      let query = db.selectFrom('users').select('id').where('application', '=', input.application)
      if (input.exceptUserId) query = query.where('id', '<>', input.exceptUserId)
      return query
    }
    if (input.email && (await others(this.db).where('email', '=', input.email).executeTakeFirst())) {
      conflicts.emailExists = true
    }
    if (input.phone && (await others(this.db).where('phone', '=', input.phone).executeTakeFirst())) {
      conflicts.phoneExists = true
    }
    if (input.nir) {
      let query = this.db
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select('u.id')
        .where('u.application', '=', input.application)
        .where('p.nir', '=', input.nir)
      if (input.exceptUserId) query = query.where('u.id', '<>', input.exceptUserId)
      if (await query.executeTakeFirst()) conflicts.nirExists = true
    }
    return conflicts
  }

  /** Creates the account (and its organization) and binds the registering session to it, atomically. */
  async create(account: NewAccount): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const { now, profile } = account
      await trx
        .insertInto('users')
        .values({
          id: account.id,
          application: account.application,
          user_type: account.userType,
          email: account.email,
          phone: account.phone,
          active: account.active,
          sld_id: null,
          terms_accepted_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute()
      await trx
        .insertInto('profiles')
        .values({
          id: randomUUID(),
          user_id: account.id,
          given_name: profile.givenName,
          family_name: profile.familyName,
          gender: profile.gender,
          birth_date: profile.birthDate,
          address: JSON.stringify(profile.address),
          rpps: profile.rpps,
          finess: account.organization?.finess ?? null,
          nir: profile.nir,
          languages: JSON.stringify(profile.languages),
          qualifications: JSON.stringify(profile.qualifications),
          description: profile.description,
          exercice_zone: profile.exerciceZone ? JSON.stringify(profile.exerciceZone) : null,
          exercice_radius: profile.exerciceRadius,
          role_details: JSON.stringify(profile.roleDetails),
          created_at: now,
          updated_at: now,
        })
        .execute()
      if (account.organization) await this.createOrganization(trx, account, account.organization)
      await trx
        .updateTable('sessions')
        .set({ user_id: account.id })
        .where('id', '=', account.sessionId)
        .execute()
    })
  }

  private async createOrganization(
    trx: Transaction<DB>,
    account: NewAccount,
    organization: NonNullable<NewAccount['organization']>,
  ): Promise<void> {
    await trx
      .insertInto('organizations')
      .values({
        id: organization.id,
        application: account.application,
        name: organization.name,
        finess: organization.finess,
        siret: organization.siret,
        specialities: JSON.stringify(organization.specialities),
        address: JSON.stringify(organization.address),
        manager_user_id: account.id,
        active: account.active,
        created_at: account.now,
        updated_at: account.now,
      })
      .execute()
    await trx
      .insertInto('organization_members')
      .values({
        organization_id: organization.id,
        user_id: account.id,
        role: 'manager',
        created_at: account.now,
      })
      .execute()
  }

  /**
   * The role details registration stored beyond the profile's columns (a nurse's certification numbers,
   * a midwife's initial profile and PMI…): not part of the account read on every request.
   */
  async findRoleDetails(userId: string): Promise<Record<string, unknown>> {
    const row = await this.db
      .selectFrom('profiles')
      .select('role_details')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return row?.role_details ?? {}
  }

  async updateProfile(userId: string, changes: ProfileChanges, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Email and phone change only through setIdentifier, once proven.
      await trx.updateTable('users').set({ updated_at: now }).where('id', '=', userId).execute()
      const { practice } = changes
      const profile = {
        given_name: changes.givenName,
        family_name: changes.familyName,
        gender: changes.gender,
        birth_date: changes.birthDate,
        address: JSON.stringify(changes.address),
        languages: JSON.stringify(changes.languages),
        ...(practice && {
          rpps: practice.rpps,
          qualifications: JSON.stringify(practice.qualifications),
          description: practice.description,
          exercice_zone: practice.exerciceZone ? JSON.stringify(practice.exerciceZone) : null,
          exercice_radius: practice.exerciceRadius,
          role_details: JSON.stringify(practice.roleDetails),
        }),
        updated_at: now,
      }
      // Accounts created before profiles existed for every type get theirs on first update.
      await trx
        .insertInto('profiles')
        .values({ id: randomUUID(), user_id: userId, rpps: null, finess: null, created_at: now, ...profile })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
        .execute()
    })
  }

  /** Writes a proven email or phone (identifier-changes.ts is the only caller). */
  async setIdentifier(userId: string, type: 'email' | 'phone', value: string, now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ [type]: value, updated_at: now })
      .where('id', '=', userId)
      .execute()
  }

  async setPosition(userId: string, position: { latitude: number; longitude: number }, now: Date) {
    await this.db
      .updateTable('users')
      .set({
        position_latitude: position.latitude,
        position_longitude: position.longitude,
        position_updated_at: now,
      })
      .where('id', '=', userId)
      .execute()
  }

  /** Forgets every position recorded before `cutoff`; returns how many were. */
  async forgetPositionsBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .updateTable('users')
      .set({ position_latitude: null, position_longitude: null, position_updated_at: null })
      .where('position_updated_at', '<', cutoff)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  async setDeviceToken(userId: string, token: string, now: Date) {
    await this.db
      .updateTable('users')
      .set({ device_token: token, device_token_updated_at: now })
      .where('id', '=', userId)
      .execute()
  }
}

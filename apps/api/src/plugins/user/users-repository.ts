import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { DB, StoredAddress } from '../../db/schema.ts'

export interface UserRecord {
  id: string
  application: string
  userType: string
  email: string | null
  phone: string | null
  active: boolean
  sldId: string | null
  profile: {
    id: string
    givenName: string
    familyName: string
    gender: string | null
    birthDate: string | null
    address: StoredAddress[]
    rpps: string | null
    finess: string | null
  } | null
}

export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findIdByIdentifier(
    application: string,
    type: 'email' | 'phone',
    value: string,
  ): Promise<string | undefined> {
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
        'p.id as profile_id',
        'p.given_name',
        'p.family_name',
        'p.gender',
        // Text, not Date: a calendar date must not shift with the server's time zone.
        sql<string | null>`to_char(p.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
        'p.address',
        'p.rpps',
        'p.finess',
      ])
      .where('u.id', '=', id)
      .executeTakeFirst()
    if (!row) return undefined
    return {
      id: row.id,
      application: row.application,
      userType: row.user_type,
      email: row.email,
      phone: row.phone,
      active: row.active,
      sldId: row.sld_id,
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
          }
        : null,
    }
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
    return row.count
  }
}

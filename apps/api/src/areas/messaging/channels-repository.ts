// Reads and writes of conversations. Who may see or change what is the handlers' (module.ts); this layer
// keeps one OneToOne channel per pair of users (a unique index, so two racing creations meet), the
// encryption session set at most once (a conditional update), and the activity order of the list.
import { randomUUID } from 'node:crypto'
import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { components } from '@relais/api-client/schema'
import { medicalFileGroupName } from '@relais/domain'
import { isUniqueViolation } from '../../core/database/database.ts'
import type { DB } from '../database.ts'

type Schemas = components['schemas']
export type Channel = Schemas['Channel']
export type ChannelMessage = Schemas['ChannelMessage']
type ChannelParticipant = Schemas['ChannelParticipant']
export type Contact = Schemas['Contact']
export type EncryptedEnvelope = Schemas['EncryptedEnvelope']

/** Every account type but the patient: those may look each other up by exact email or phone. */
export const PROFESSIONAL_TYPES = [
  'doctor',
  'midwife',
  'assistant',
  'organization',
  'dispatchManager',
  'dispatchOperator',
] as const satisfies readonly Contact['userType'][]

/** Who is asking: the account's user id and type (professionals reach more people than patients). */
export interface Viewer {
  id: string
  userType: string
}

/** The combining accents left by the NFD decomposition (é is e + U+0301): dropped on both sides. */
const ACCENTS = '[\u0300-\u036f]'

/** Enough for a given name, a compound family name and a particle; more would only slow the query. */
const MAX_NAME_SEARCH_WORDS = 5

/**
 * The words of a name search, as names are compared: without accents, lower-cased, split on anything
 * but a letter or a digit ('Hélène D'Aubigné' is `helene`, `d`, `aubigne`). The database compares
 * names the same way (`nameKey`), so the two sides never disagree.
 */
export function nameSearchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(new RegExp(ACCENTS, 'g'), '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_NAME_SEARCH_WORDS)
}

/**
 * Below this many letters a name search stays among one's relationships: a single letter would list
 * professionals by the page without naming anyone.
 */
const MIN_LETTERS_BEYOND_RELATIONSHIPS = 2

/** A name as `nameSearchWords` sees it, in SQL, with a space in front so that each word starts after one. */
function nameKey(name: Expression<string>) {
  return sql<string>`' ' || regexp_replace(lower(regexp_replace(normalize(${name}, NFD), ${ACCENTS}, '', 'g')), '[^a-z0-9]+', ' ', 'g')`
}

interface ChannelRow {
  id: string
  channel_type: 'OneToOne'
  sld_id: string | null
  created_at: Date
  last_activity_at: Date
}

interface MessageRow {
  id: string
  channel_id: string
  author_id: string
  envelope: EncryptedEnvelope
  mentions: string[]
  created_at: Date
}

const iso = (value: Date | string) => new Date(value).toISOString()

const pairKey = (userIds: string[]) => [...userIds].sort().join(':')

function toMessage(row: MessageRow): ChannelMessage {
  return {
    id: row.id,
    channelId: row.channel_id,
    author: row.author_id,
    text: row.envelope,
    time: iso(row.created_at),
    mentions: row.mentions,
  }
}

/** The name of the first structure a user joined (what an organization account shows). */
function firstOrganizationName(userId: Expression<string>) {
  return expressionBuilder<DB>()
    .selectFrom('organization_members as om')
    .innerJoin('organizations as o', 'o.id', 'om.organization_id')
    .select('o.name')
    .where('om.user_id', '=', userId)
    .orderBy('om.created_at')
    .limit(1)
}

export class ChannelsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The ids among `ids` that are accounts of `application`. */
  async existingUsers(application: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set()
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('application', '=', application)
      .where('id', 'in', ids)
      .execute()
    return new Set(rows.map((r) => r.id))
  }

  /**
   * The users `viewer` may write to, as `u`: active users of `application`, never the viewer, related
   * to the viewer —
   * - by a conversation they share (so either side may reopen it);
   * - by a structure they both belong to (`organization_members`), unless both are patients: a
   *   maternity's patients are not each other's contacts, and must not learn who else is followed there;
   * - by care: the patient's medical-file group (created by her, `medicalFileGroupName`) counts the
   *   practitioners she gave her record to, who are then hers to write to and she theirs;
   * and, when `withProfessionals` and the viewer is a professional, every professional (opening a
   * conversation, where the caller names one by id; contact search narrows them to an exact identifier
   * or a name). The one rule of `mayWriteTo` and `contactsOf`, so that whoever the search offers may be
   * written to, and nobody it could never offer.
   */
  private writableBy(application: string, viewer: Viewer, withProfessionals: boolean) {
    const professionals: readonly string[] = PROFESSIONAL_TYPES
    const viewerIsProfessional = professionals.includes(viewer.userType)
    return this.db
      .selectFrom('users as u')
      .where('u.application', '=', application)
      .where('u.active', '=', true)
      .where('u.id', '!=', viewer.id)
      .where((eb) => {
        const isProfessional = eb('u.user_type', 'in', PROFESSIONAL_TYPES)
        const colleague = eb(
          'u.id',
          'in',
          eb
            .selectFrom('organization_members as mine')
            .innerJoin('organization_members as theirs', 'theirs.organization_id', 'mine.organization_id')
            .select('theirs.user_id')
            .where('mine.user_id', '=', viewer.id),
        )
        const reachable: Expression<SqlBool>[] = [
          eb(
            'u.id',
            'in',
            eb
              .selectFrom('channel_participants as mine')
              .innerJoin('channel_participants as theirs', 'theirs.channel_id', 'mine.channel_id')
              .select('theirs.user_id')
              .where('mine.user_id', '=', viewer.id),
          ),
          viewerIsProfessional ? colleague : eb.and([colleague, isProfessional]),
        ]
        if (viewerIsProfessional) {
          // The patients whose medical-file group the viewer is a member of.
          reachable.push(
            eb.and([
              eb('u.user_type', '=', 'patient'),
              eb(
                'u.id',
                'in',
                eb
                  .selectFrom('key_groups as g')
                  .innerJoin('key_group_members as m', 'm.group_id', 'g.id')
                  .select('g.created_by')
                  .where('g.application', '=', application)
                  .where('m.user_id', '=', viewer.id)
                  .where(
                    'g.name',
                    '=',
                    sql<string>`${medicalFileGroupName('')} || ${sql.ref('g.created_by')}::text`,
                  ),
              ),
            ]),
          )
          if (withProfessionals) reachable.push(isProfessional)
        } else {
          // The practitioners in the viewer's own medical-file group.
          reachable.push(
            eb.and([
              isProfessional,
              eb(
                'u.id',
                'in',
                eb
                  .selectFrom('key_groups as g')
                  .innerJoin('key_group_members as m', 'm.group_id', 'g.id')
                  .select('m.user_id')
                  .where('g.application', '=', application)
                  .where('g.name', '=', medicalFileGroupName(viewer.id))
                  .where('g.created_by', '=', viewer.id),
              ),
            ]),
          )
        }
        return eb.or(reachable)
      })
  }

  /**
   * Whether `viewer` may open a conversation with `otherId` (`writableBy`): someone related to the
   * viewer, or any professional when the viewer is one. Anyone else is answered as an unknown user.
   */
  async mayWriteTo(application: string, viewer: Viewer, otherId: string): Promise<boolean> {
    const row = await this.writableBy(application, viewer, true)
      .select('u.id')
      .where('u.id', '=', otherId)
      .executeTakeFirst()
    return row !== undefined
  }

  /** The OneToOne channel of these two users, created when missing; `created` says which happened. */
  async findOrCreateOneToOne(
    application: string,
    creator: string,
    userIds: [string, string],
    now: Date,
  ): Promise<{ id: string; created: boolean }> {
    const key = pairKey(userIds)
    const existing = await this.findByPair(application, key)
    if (existing) return { id: existing, created: false }
    const id = randomUUID()
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('channels')
          .values({
            id,
            application,
            channel_type: 'OneToOne',
            pair_key: key,
            sld_id: null,
            created_by: creator,
            created_at: now,
            last_activity_at: now,
          })
          .execute()
        await trx
          .insertInto('channel_participants')
          .values(userIds.map((user_id, position) => ({ channel_id: id, user_id, position })))
          .execute()
      })
      return { id, created: true }
    } catch (error) {
      // Another request created the same pair in the meantime: theirs is the channel.
      if (!isUniqueViolation(error)) throw error
      const winner = await this.findByPair(application, key)
      if (!winner) throw error
      return { id: winner, created: false }
    }
  }

  private async findByPair(application: string, key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('channels')
      .select('id')
      .where('application', '=', application)
      .where('channel_type', '=', 'OneToOne')
      .where('pair_key', '=', key)
      .executeTakeFirst()
    return row?.id
  }

  /** Whether `userId` takes part in the channel of this application. */
  async isParticipant(application: string, channelId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('channel_participants as p')
      .innerJoin('channels as c', 'c.id', 'p.channel_id')
      .select('p.user_id')
      .where('c.application', '=', application)
      .where('p.channel_id', '=', channelId)
      .where('p.user_id', '=', userId)
      .executeTakeFirst()
    return row !== undefined
  }

  /** Whether a session still stands (not signed out, within its absolute lifetime): sockets recheck it. */
  async sessionStands(sessionId: string, now: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return row !== undefined
  }

  /** The participants' ids, for the realtime fan-out. */
  async participantIds(channelId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('channel_participants')
      .select('user_id')
      .where('channel_id', '=', channelId)
      .orderBy('position')
      .execute()
    return rows.map((r) => r.user_id)
  }

  /** The channel as the contract shows it, when `viewer` takes part in it. */
  async find(application: string, channelId: string, viewer: string): Promise<Channel | undefined> {
    if (!(await this.isParticipant(application, channelId, viewer))) return undefined
    const [channel] = await this.channelsByIds([channelId])
    return channel
  }

  /** `viewer`'s channels, most recent activity first. */
  async listFor(application: string, viewer: string, limit: number): Promise<Channel[]> {
    const rows = await this.db
      .selectFrom('channels as c')
      .innerJoin('channel_participants as p', 'p.channel_id', 'c.id')
      .select('c.id')
      .where('c.application', '=', application)
      .where('p.user_id', '=', viewer)
      .orderBy('c.last_activity_at', 'desc')
      .orderBy('c.id')
      .limit(limit)
      .execute()
    return this.channelsByIds(rows.map((r) => r.id))
  }

  /** Channels with participants and last message, in the order of `ids`. */
  private async channelsByIds(ids: string[]): Promise<Channel[]> {
    if (ids.length === 0) return []
    const channels = (await this.db
      .selectFrom('channels')
      .select(['id', 'channel_type', 'sld_id', 'created_at', 'last_activity_at'])
      .where('id', 'in', ids)
      .execute()) as ChannelRow[]
    const participants = await this.db
      .selectFrom('channel_participants as cp')
      .innerJoin('users as u', 'u.id', 'cp.user_id')
      .leftJoin('profiles as pr', 'pr.user_id', 'u.id')
      .select([
        'cp.channel_id',
        'cp.position',
        'u.id',
        'u.user_type',
        'u.sld_id',
        'pr.given_name',
        'pr.family_name',
        // An organization account shows the structure it manages, as on its profile.
        (eb) => firstOrganizationName(eb.ref('u.id')).as('organization_name'),
      ])
      .where('cp.channel_id', 'in', ids)
      .orderBy('cp.position')
      .execute()
    const lastMessages = (await this.db
      .selectFrom('channel_messages as m')
      .selectAll('m')
      .where('m.channel_id', 'in', ids)
      .where(({ eb, selectFrom }) =>
        eb(
          'm.id',
          '=',
          selectFrom('channel_messages as n')
            .select('n.id')
            .whereRef('n.channel_id', '=', 'm.channel_id')
            .orderBy('n.created_at', 'desc')
            .orderBy('n.id', 'desc')
            .limit(1),
        ),
      )
      .execute()) as MessageRow[]
    const byId = new Map(channels.map((c) => [c.id, c]))
    return ids.flatMap((id) => {
      const row = byId.get(id)
      if (!row) return []
      const users: ChannelParticipant[] = participants
        .filter((p) => p.channel_id === id)
        .map((p) => ({
          id: p.id,
          userType: p.user_type as ChannelParticipant['userType'],
          name:
            p.user_type === 'organization'
              ? (p.organization_name ?? p.family_name ?? '')
              : `${p.given_name ?? ''} ${p.family_name ?? ''}`.trim(),
          activated: p.sld_id !== null,
        }))
      const last = lastMessages.find((m) => m.channel_id === id)
      return [
        {
          id: row.id,
          channelType: row.channel_type,
          sldId: row.sld_id,
          users,
          valid: users.every((u) => u.activated),
          createdAt: iso(row.created_at),
          lastActivityAt: iso(row.last_activity_at),
          lastMessage: last ? toMessage(last) : null,
        },
      ]
    })
  }

  /**
   * The people `viewer` may find, among those `writableBy` admits (never the viewer, active users of
   * the application only), sorted by name, at most `limit`:
   * - by `exact` email or phone (normalised): that one, when related to the viewer or when both are
   *   professionals (`PROFESSIONAL_TYPES`);
   * - by name (`words`, from `nameSearchWords`): those whose display name has a word starting with each
   *   of them — the people related to the viewer and, for a professional viewer once the words hold
   *   `MIN_LETTERS_BEYOND_RELATIONSHIPS` letters, every professional;
   * - neither: everyone related to the viewer.
   * Anyone else is left out exactly as an unknown identifier is, so the answer never tells whether an
   * account exists.
   */
  async contactsOf(
    application: string,
    viewer: Viewer,
    search: { exact?: { email?: string; phone?: string }; words: string[] },
    limit: number,
  ): Promise<Contact[]> {
    const { exact, words } = search
    const withProfessionals = exact !== undefined || words.join('').length >= MIN_LETTERS_BEYOND_RELATIONSHIPS
    let candidates = this.writableBy(application, viewer, withProfessionals)
      .leftJoin('profiles as pr', 'pr.user_id', 'u.id')
      .select([
        'u.id',
        'u.user_type',
        'u.sld_id',
        // What the contact shows: an organization account shows the structure it manages.
        (eb) =>
          sql<string>`case when ${eb.ref('u.user_type')} = 'organization'
            then coalesce(${firstOrganizationName(eb.ref('u.id'))}, ${eb.ref('pr.family_name')}, '')
            else trim(coalesce(${eb.ref('pr.given_name')}, '') || ' ' || coalesce(${eb.ref('pr.family_name')}, ''))
            end`.as('name'),
      ])
    if (exact) {
      candidates = candidates.where((eb) =>
        eb.or([
          ...(exact.email ? [eb('u.email', '=', exact.email)] : []),
          ...(exact.phone ? [eb('u.phone', '=', exact.phone)] : []),
        ]),
      )
    }
    let query = this.db.selectFrom(candidates.as('c')).select(['c.id', 'c.user_type', 'c.sld_id', 'c.name'])
    if (!exact) {
      // Each word starts a word of the name; the words hold letters and digits only, never a wildcard.
      for (const word of words) query = query.where(nameKey(sql.ref('c.name')), 'like', `% ${word}%`)
    }
    const rows = await query
      .orderBy(nameKey(sql.ref('c.name')))
      .orderBy('c.id')
      .limit(limit)
      .execute()
    return rows.map((row) => ({
      id: row.id,
      userType: row.user_type as Contact['userType'],
      name: row.name,
      activated: row.sld_id !== null,
    }))
  }

  /**
   * Sets the encryption session once. 'set' when written (or already this value), 'conflict' when the
   * channel holds another one.
   */
  async setSessionId(channelId: string, sldId: string): Promise<'set' | 'conflict'> {
    const updated = await this.db
      .updateTable('channels')
      .set({ sld_id: sldId })
      .where('id', '=', channelId)
      .where((eb) => eb.or([eb('sld_id', 'is', null), eb('sld_id', '=', sldId)]))
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) > 0 ? 'set' : 'conflict'
  }

  async addMessage(input: {
    channelId: string
    authorId: string
    envelope: EncryptedEnvelope
    mentions: string[]
    now: Date
  }): Promise<ChannelMessage> {
    const row: MessageRow = {
      id: randomUUID(),
      channel_id: input.channelId,
      author_id: input.authorId,
      envelope: input.envelope,
      mentions: input.mentions,
      created_at: input.now,
    }
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('channel_messages')
        .values({ ...row, envelope: JSON.stringify(row.envelope), mentions: JSON.stringify(row.mentions) })
        .execute()
      await trx
        .updateTable('channels')
        .set({ last_activity_at: input.now })
        .where('id', '=', input.channelId)
        .execute()
    })
    return toMessage(row)
  }

  /**
   * A page of messages, oldest first: the `limit` newest sent before the message `before` (the newest
   * overall without it). `hasMore` when older ones remain; undefined when `before` is not of this channel.
   */
  async messages(
    channelId: string,
    options: { before?: string; limit: number },
  ): Promise<{ messages: ChannelMessage[]; hasMore: boolean } | undefined> {
    let query = this.db
      .selectFrom('channel_messages as m')
      .selectAll('m')
      .where('m.channel_id', '=', channelId)
    if (options.before) {
      const anchor = await this.db
        .selectFrom('channel_messages')
        .select(['created_at', 'id'])
        .where('channel_id', '=', channelId)
        .where('id', '=', options.before)
        .executeTakeFirst()
      if (!anchor) return undefined
      query = query.where(sql<boolean>`(m.created_at, m.id) < (${anchor.created_at}, ${anchor.id})`)
    }
    const rows = (await query
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(options.limit + 1)
      .execute()) as MessageRow[]
    const hasMore = rows.length > options.limit
    return { messages: rows.slice(0, options.limit).reverse().map(toMessage), hasMore }
  }
}

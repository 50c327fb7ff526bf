// The session of a request and the account behind it, read in one query: what the access guard needs
// on every call of an operation reserved to sessions or accounts. Reading the session, then the account,
// then its impersonation took three round trips; this reads the same rows as `SessionsRepository` and
// the accounts area's `AccountStore` (a test holds the two readings equal). The query is built and
// compiled once, and runs as a prepared statement: a request only binds its token's hash. What it finds
// is kept a while (caller-cache.ts), so that a signed-in read does not wait on the database at all.
import type { Request } from '@hapi/hapi'
import { sql, type CompiledQuery, type Kysely } from 'kysely'
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres'
import type { DB } from '../../areas/database.ts'
import type { Application } from '../config.ts'
import { runPrepared, tableWrites } from '../database/database.ts'
import { tablesOf, type TableWrite } from '../database/table-writes.ts'
import type { AuthenticatedSession, SessionService } from '../sessions/session-service.ts'
import type { SessionRow } from '../sessions/sessions-repository.ts'
import type { Impersonation, UserRecord } from './account-store.ts'
import type { CurrentAccount } from './current-account.ts'
import { CallerCache } from './caller-cache.ts'

/** Stands for the token's hash while the query is compiled; replaced by the real one per request. */
const TOKEN_HASH = '\u0000token-hash'

function sessionAccountQuery(db: Kysely<DB>) {
  return db
    .selectFrom('sessions as s')
    .select([
      's.id',
      's.token_hash',
      's.application',
      's.identifier_type',
      's.identifier',
      's.user_id',
      's.created_at',
      's.last_seen_at',
      's.idle_expires_at',
      's.expires_at',
      's.revoked_at',
      // The account as one JSON value: pg describes and parses a dozen columns rather than forty.
      (eb) =>
        jsonObjectFrom(
          eb
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
              (eb) =>
                eb
                  .exists(
                    eb
                      .selectFrom('administrators as a')
                      .select('a.user_id')
                      .whereRef('a.user_id', '=', 'u.id'),
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
            .whereRef('u.id', '=', 's.user_id'),
        ).as('account'),
      // The administrator acting through this session, if any (and if that account still exists).
      (eb) =>
        jsonObjectFrom(
          eb
            .selectFrom('session_impersonations as i')
            .innerJoin('users as iu', 'iu.id', 'i.impersonator_user_id')
            .select([
              'i.impersonator_user_id',
              'i.impersonator_identifier_type',
              'i.impersonator_identifier',
              'iu.email',
              'iu.phone',
            ])
            .whereRef('i.session_id', '=', 's.id'),
        ).as('impersonation'),
    ])
    .where('s.token_hash', '=', TOKEN_HASH)
}

type Row = Awaited<ReturnType<ReturnType<typeof sessionAccountQuery>['executeTakeFirstOrThrow']>>

/** The columns a session's reading slides: written by that reading, which updates its own entry. */
const SLIDING_COLUMNS = new Set(['last_seen_at', 'idle_expires_at'])

/**
 * A new session changes no session read before it (the cache keeps sessions found, never one missing),
 * and sliding a deadline changes nothing but the deadline, which the reading that slides it updates.
 */
const isHarmless = (write: TableWrite) =>
  write.table === 'sessions' &&
  (write.insert === true || (write.columns?.every((column) => SLIDING_COLUMNS.has(column)) ?? false))

export interface CallerSessionsOptions {
  /** See CallerCacheOptions. */
  isShared?: () => boolean
  onVisibleChange?: () => void
  /** How long a caller is kept at most; 0 keeps none. */
  ttlMs?: number
}

/**
 * Long enough to spare the database the reads of a busy session, short enough to bound what no
 * instance announces: less than the minute between two slides of a deadline, so that an instance
 * that did not slide it reads the new one in time.
 */
const CALLER_TTL_MS = 10_000
const MAX_CALLERS = 10_000

export class CallerSessions {
  private readonly query: CompiledQuery<Row>
  private readonly tokenHashAt: number
  readonly cache: CallerCache<Row>

  constructor(
    private readonly db: Kysely<DB>,
    private readonly sessions: SessionService,
    options: CallerSessionsOptions = {},
  ) {
    const builder = sessionAccountQuery(db)
    this.query = builder.compile()
    this.tokenHashAt = this.query.parameters.indexOf(TOKEN_HASH)
    if (this.tokenHashAt < 0) throw new Error('The session query lost its token parameter')
    this.cache = new CallerCache<Row>({
      // The tables the query reads, from the query itself: a table added to it is watched at once.
      tables: tablesOf(builder.toOperationNode()),
      isHarmless,
      ttlMs: options.ttlMs ?? CALLER_TTL_MS,
      maxEntries: MAX_CALLERS,
      isShared: options.isShared,
      onVisibleChange: options.onVisibleChange,
    })
    // The database's own writes keep the cache exact.
    tableWrites(db).listen(this.cache)
  }

  /**
   * Like `SessionService.authenticate`, and keeps the session's account on the request for the access
   * guard and the handler (`AccountResolver`). A session bound to no account yet is looked up by its
   * identifier there, only if the operation asks for its account.
   */
  async authenticate(request: Request, application: Application): Promise<AuthenticatedSession | null> {
    const tokenHash = this.sessions.tokenHashOf(request, application)
    if (!tokenHash) return null
    const row = this.cache.get(tokenHash) ?? (await this.read(tokenHash))
    const session = await this.sessions.admit(row && sessionOf(row), tokenHash, application)
    if (!session || !row) return null
    if (session.row.last_seen_at !== row.last_seen_at) {
      this.cache.replace(tokenHash, deepFreeze({ ...row, ...slidOf(session.row) }))
    }
    if (row.user_id !== null) request.app.account = accountOf(session, row)
    return session
  }

  private async read(tokenHash: string): Promise<Row | undefined> {
    const ticket = this.cache.ticket()
    const parameters = [...this.query.parameters]
    parameters[this.tokenHashAt] = tokenHash
    const query: CompiledQuery<Row> = { ...this.query, parameters }
    const [row] = await runPrepared(this.db, 'caller_session', query)
    if (row) this.cache.store(tokenHash, deepFreeze(row), ticket)
    return row
  }
}

const slidOf = ({ last_seen_at, idle_expires_at }: SessionRow) => ({ last_seen_at, idle_expires_at })

/**
 * A kept row is shared by every request of its session: frozen, so that code changing what it was
 * given fails in the tests rather than changing it for the next request.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

function sessionOf({ account: _account, impersonation: _impersonation, ...session }: Row): SessionRow {
  return session
}

/** As `AccountResolver` reads it: the session's user if it is of the session's application. */
function accountOf(session: AuthenticatedSession, row: Row): CurrentAccount | null {
  const user = userOf(row)
  if (!user || user.application !== session.row.application) return null
  const impersonation = impersonationOf(row)
  return impersonation ? { session, user, impersonation } : { session, user }
}

/** As the accounts area's store reads it; JSON carries timestamps as text. */
function userOf({ account }: Row): UserRecord | undefined {
  if (!account) return undefined
  return {
    identifierChanges: account.identifier_changes.map((c) => ({
      type: c.identifier_type,
      value: c.identifier,
      expiresAt: new Date(c.expires_at),
      spent: c.spent_at !== null,
    })),
    id: account.id,
    application: account.application,
    userType: account.user_type,
    email: account.email,
    phone: account.phone,
    active: account.active,
    isAdmin: Boolean(account.is_admin),
    sldId: account.sld_id,
    termsAcceptedAt: account.terms_accepted_at === null ? null : new Date(account.terms_accepted_at),
    organizations: account.organizations,
    profile: account.profile_id
      ? {
          id: account.profile_id,
          givenName: account.given_name ?? '',
          familyName: account.family_name ?? '',
          gender: account.gender,
          birthDate: account.birth_date,
          address: account.address ?? [],
          rpps: account.rpps,
          finess: account.finess,
          nir: account.nir,
          languages: account.languages ?? [],
          qualifications: account.qualifications ?? [],
          description: account.description,
          exerciceZone: account.exercice_zone,
          exerciceRadius: account.exercice_radius,
        }
      : null,
  }
}

function impersonationOf(row: Row): Impersonation | undefined {
  const found = row.impersonation
  if (!found) return undefined
  return {
    impersonatorUserId: found.impersonator_user_id,
    impersonatorUsername: found.email ?? found.phone ?? '',
    identifierType: found.impersonator_identifier_type,
    identifier: found.impersonator_identifier,
  }
}

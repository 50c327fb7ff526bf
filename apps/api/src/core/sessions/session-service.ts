// Server-side sessions: a random token in an HttpOnly cookie (one name per application) or a Bearer
// header, its SHA-256 in the database, 30 minutes idle (sliding) within 12 hours absolute.
import { randomUUID } from 'node:crypto'
import type { Request, ResponseToolkit, Server, ServerStateCookieOptions } from '@hapi/hapi'
import type { ApiConfig, Application } from '../config.ts'
import { APPLICATIONS } from '../config.ts'
import { generateSessionToken, hashToken } from '../codes/secrets.ts'
import type { IdentifierType } from '../identifiers.ts'
import type { SessionRow, SessionsRepository } from './sessions-repository.ts'

const IDLE_TIMEOUT_MS = 30 * 60 * 1000
const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000
/**
 * The idle deadline slides at most once a minute: a write on every request is most of the cost of an
 * authenticated read (PGlite serialises it), and a deadline up to a minute short changes nothing a user sees.
 */
const TOUCH_INTERVAL_MS = 60 * 1000

const cookieName = (application: Application) => `relais_session_${application}`

/** How a session's holder signed in: a one-time code to an email or phone, or Pro Santé Connect (RPPS). */
export type SessionIdentifierType = IdentifierType | 'psc'

export interface AuthenticatedSession {
  row: SessionRow
  tokenHash: string
}

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    session?: AuthenticatedSession
  }
}

export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly config: ApiConfig,
  ) {}

  /** Declares the three cookies once, so hapi parses only ours and formats them the same way. */
  registerCookies(server: Server): void {
    const options: ServerStateCookieOptions = {
      isHttpOnly: true,
      // Browsers refuse Secure cookies on plain http://localhost in some setups; LOCAL runs without TLS.
      isSecure: this.config.mode !== 'LOCAL',
      isSameSite: 'Lax',
      path: '/',
      encoding: 'none',
      ttl: ABSOLUTE_LIFETIME_MS,
      clearInvalid: false,
      ignoreErrors: true,
      strictHeader: true,
    }
    for (const application of APPLICATIONS) server.state(cookieName(application), options)
  }

  private tokenOf(request: Request, application: Application): string | undefined {
    const header = request.headers.authorization
    if (typeof header === 'string') {
      const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim())
      return match?.[1]
    }
    const cookie = (request.state as Record<string, unknown> | null)?.[cookieName(application)]
    return typeof cookie === 'string' && cookie.length > 0 ? cookie : undefined
  }

  /** The stored form of the token the request carries for this application, if it carries one. */
  tokenHashOf(request: Request, application: Application): string | undefined {
    const token = this.tokenOf(request, application)
    return token ? hashToken(token) : undefined
  }

  /** Finds a live session for this application and slides its idle deadline. */
  async authenticate(request: Request, application: Application): Promise<AuthenticatedSession | null> {
    const tokenHash = this.tokenHashOf(request, application)
    if (!tokenHash) return null
    return this.admit(await this.sessions.findByTokenHash(tokenHash), tokenHash, application)
  }

  /**
   * The session `row` (found by `tokenHash`) if it is live and of this application, its idle deadline
   * slid; null otherwise. For readers that fetch the row with more than the sessions table.
   */
  async admit(
    row: SessionRow | undefined,
    tokenHash: string,
    application: Application,
  ): Promise<AuthenticatedSession | null> {
    const now = this.config.now()
    if (!row || !this.isLive(row, now) || row.application !== application) return null
    if (now.getTime() - new Date(row.last_seen_at).getTime() < TOUCH_INTERVAL_MS) return { row, tokenHash }
    const idleExpiresAt = this.idleDeadline(row, now)
    await this.sessions.touch(row.id, now, idleExpiresAt)
    return { row: { ...row, last_seen_at: now, idle_expires_at: idleExpiresAt }, tokenHash }
  }

  private isLive(row: SessionRow, now: Date): boolean {
    return (
      row.revoked_at === null &&
      now.getTime() < new Date(row.idle_expires_at).getTime() &&
      now.getTime() < new Date(row.expires_at).getTime()
    )
  }

  private idleDeadline(row: Pick<SessionRow, 'expires_at'>, now: Date): Date {
    return new Date(Math.min(now.getTime() + IDLE_TIMEOUT_MS, new Date(row.expires_at).getTime()))
  }

  async open(input: {
    application: Application
    type: SessionIdentifierType
    identifier: string
    userId: string | null
  }): Promise<{ token: string; row: SessionRow }> {
    const now = this.config.now()
    const token = generateSessionToken()
    const expiresAt = new Date(now.getTime() + ABSOLUTE_LIFETIME_MS)
    const row: SessionRow = {
      id: randomUUID(),
      token_hash: hashToken(token),
      application: input.application,
      identifier_type: input.type,
      identifier: input.identifier,
      user_id: input.userId,
      created_at: now,
      last_seen_at: now,
      idle_expires_at: this.idleDeadline({ expires_at: expiresAt }, now),
      expires_at: expiresAt,
      revoked_at: null,
    }
    await this.sessions.create(row)
    return { token, row }
  }

  async rotate(session: AuthenticatedSession): Promise<{ token: string; row: SessionRow } | null> {
    const now = this.config.now()
    const token = generateSessionToken()
    const idleExpiresAt = this.idleDeadline(session.row, now)
    const ok = await this.sessions.rotate(
      session.row.id,
      session.tokenHash,
      hashToken(token),
      now,
      idleExpiresAt,
    )
    if (!ok) return null
    return { token, row: { ...session.row, last_seen_at: now, idle_expires_at: idleExpiresAt } }
  }

  async revoke(session: AuthenticatedSession): Promise<void> {
    await this.sessions.revoke(session.row.id, this.config.now())
  }

  setCookie(h: ResponseToolkit, application: Application, token: string): void {
    h.state(cookieName(application), token)
  }

  clearCookie(h: ResponseToolkit, application: Application): void {
    h.unstate(cookieName(application))
  }
}

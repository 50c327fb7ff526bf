// TEST-ONLY application server for the Seald adapter's contract suite: it holds the application's Seald
// secrets (the JWT secret, SSKS's API key) in the page, which a real deployment never does — there
// they stay on the application's server, behind the user's session. It keeps its records in memory
// and calls Seald's services directly: SSKS's back-end route (`/tmr/back/challenge_send/`) from the
// browser the tests run in.
import { randomBytes, randomId, toBase64Url, utf8 } from '../encoding.ts'
import type { SealdAppServer, SealdAuthFactor, SealdTwoManRuleSession } from './app-server.ts'

export interface MemorySealdAppServerOptions {
  appId: string
  keyStorageURL: string
  /** The JWT secret's id (`iss` of every JWT) and the secret itself, from Seald's dashboard. */
  jwtSecretId: string
  jwtSecret: string
  /** The application server's API key for SSKS (Seald's dashboard). */
  ssksAppKey: string
  /** Where SSKS sends a user's challenge: by default an address of example.com, one per user. */
  authFactorOf?: (userId: string) => SealdAuthFactor
}

const base64UrlJson = (value: unknown) => toBase64Url(utf8(JSON.stringify(value)))

export class MemorySealdAppServer implements SealdAppServer {
  private readonly sealdIds = new Map<string, string>()
  private readonly groupIds = new Map<string, string>()
  private readonly ssksSessions = new Map<string, SealdTwoManRuleSession>()
  private readonly ssksUsers = new Set<string>()
  private readonly backupShares = new Map<string, string>()
  private readonly databaseKeys = new Map<string, string>()
  private readonly authFactorOf: (userId: string) => SealdAuthFactor

  constructor(private readonly options: MemorySealdAppServerOptions) {
    this.authFactorOf = options.authFactorOf ?? ((userId) => ({ type: 'EM', value: `${userId}@example.com` }))
  }

  /** HS256 with WebCrypto, the secret's text as its bytes (as Seald's own JWT helper signs). */
  async signupJwt(userId: string): Promise<string> {
    const { appId, jwtSecretId, jwtSecret } = this.options
    const payload = {
      iss: jwtSecretId,
      jti: randomId(),
      iat: Math.floor(Date.now() / 1000),
      join_team: true,
      connector_add: { type: 'AP', value: `${userId}@${appId}` },
    }
    const signed = `${base64UrlJson({ alg: 'HS256', typ: 'JWT' })}.${base64UrlJson(payload)}`
    const key = await crypto.subtle.importKey(
      'raw',
      utf8(jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    return `${signed}.${toBase64Url(await crypto.subtle.sign('HMAC', key, utf8(signed)))}`
  }

  /**
   * What the application server does when the unlock dialog asks for a code: opens an SSKS session for
   * the user, which sends the challenge (`force_auth`, so that registration needs it too).
   */
  async sendChallenge(userId: string): Promise<void> {
    const { appId, keyStorageURL, ssksAppKey } = this.options
    const authFactor = this.authFactorOf(userId)
    const response = await fetch(new URL('/tmr/back/challenge_send/', keyStorageURL), {
      method: 'POST',
      credentials: 'omit',
      headers: {
        'Content-Type': 'application/json',
        'X-SEALD-APPID': appId,
        'X-SEALD-APIKEY': ssksAppKey,
      },
      body: JSON.stringify({
        user_id: userId,
        auth_factor: authFactor,
        create_user: !this.ssksUsers.has(userId),
        force_auth: true,
        template: '<html><body>Votre code : $$CHALLENGE$$</body></html>',
      }),
    })
    if (!response.ok) throw new Error(`SSKS challenge_send: ${response.status} ${await response.text()}`)
    const answer = (await response.json()) as { session_id: string; must_authenticate: boolean }
    this.ssksUsers.add(userId)
    this.ssksSessions.set(userId, {
      sessionId: answer.session_id,
      authFactor,
      mustAuthenticate: answer.must_authenticate,
    })
  }

  async twoManRuleSession(userId: string): Promise<SealdTwoManRuleSession> {
    const session = this.ssksSessions.get(userId)
    if (!session) throw new Error(`No SSKS session for ${userId}: send a challenge first`)
    return session
  }

  /** The user's `twoManRuleKey`: what `GET /keys/backup-share` serves (32 random bytes, kept). */
  backupShareOf(userId: string): string {
    let share = this.backupShares.get(userId)
    if (!share) {
      share = toBase64Url(randomBytes(32))
      this.backupShares.set(userId, share)
    }
    return share
  }

  async databaseKey(userId: string): Promise<string> {
    let key = this.databaseKeys.get(userId)
    if (!key) {
      key = toBase64Url(randomBytes(48))
      this.databaseKeys.set(userId, key)
    }
    return key
  }

  async identityCreated(userId: string, sealdId: string): Promise<void> {
    this.sealdIds.set(userId, sealdId)
  }

  async sealdIdOf(userId: string): Promise<string | null> {
    return this.sealdIds.get(userId) ?? null
  }

  async userIdsOf(sealdIds: string[]): Promise<Map<string, string>> {
    const wanted = new Set(sealdIds)
    return new Map([...this.sealdIds].filter(([, sealdId]) => wanted.has(sealdId)).map(([u, s]) => [s, u]))
  }

  async groupIdByName(name: string): Promise<string | null> {
    return this.groupIds.get(name) ?? null
  }

  async groupNameById(groupId: string): Promise<string | null> {
    return [...this.groupIds].find(([, id]) => id === groupId)?.[0] ?? null
  }

  async registerGroup({ groupId, name }: { groupId: string; name: string }): Promise<void> {
    if (this.groupIds.has(name)) throw new Error(`Group name taken: ${name}`)
    this.groupIds.set(name, groupId)
  }
}

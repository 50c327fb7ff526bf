// The Seald adapter's application server (`SealdAppServer` of @relais/vault/seald) over the API's
// seald area (/seald/*), and the two things the unlock dialog asks of it where Seald is configured:
// sending the code (the API opens an SSKS session, and SSKS sends its challenge) and the application
// server's share of the backup (Seald's `twoManRuleKey`). The API answers for the signed-in user: the
// user ids the SDK passes for its own user are the session's. Like the other vault adapters it only
// translates: 404 → null, 409 ALREADY_REGISTERED → the vault's error, anything else → the API's message.
// Only types come from @relais/vault/seald: its SDK stays out of this module's chunk.
import { asApiError, type ApiClient } from '@relais/api-client'
import { AlreadyRegisteredError } from '@relais/vault'
import type { SealdAppServer, SealdTwoManRuleSession } from '@relais/vault/seald'
import type { ChallengeSent } from './http-key-store.ts'
import { keyServiceError } from './http-key-directory.ts'

/** SSKS's challenges last 6 hours. */
const SSKS_CHALLENGE_VALIDITY_MINUTES = 6 * 60
/** What the API takes in one call of POST /seald/identity-owners. */
const OWNERS_PER_CALL = 500
/** Seald's ids are UUIDs: anything else names no group (and the API would refuse it with a 400). */
const SEALD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isAlreadyRegistered = (response: Response, error: unknown) =>
  response.status === 409 && asApiError(error)?.code === 'ALREADY_REGISTERED'

export class HttpSealdAppServer implements SealdAppServer {
  constructor(private readonly client: ApiClient) {}

  async signupJwt(userId: string): Promise<string> {
    const { data, response, error } = await this.client.POST('/seald/signup-jwt', { body: { userId } })
    if (data) return data.signupJwt
    if (isAlreadyRegistered(response, error)) throw new AlreadyRegisteredError()
    throw keyServiceError(response, error)
  }

  /** Where the unlock dialog's code comes from: SSKS, asked by the API with the application's key. */
  async requestChallenge(): Promise<ChallengeSent> {
    const { data, response, error } = await this.client.POST('/seald/two-man-rule/session')
    if (!data) throw keyServiceError(response, error)
    return { channel: data.channel, validityMinutes: SSKS_CHALLENGE_VALIDITY_MINUTES }
  }

  async twoManRuleSession(): Promise<SealdTwoManRuleSession> {
    const { data, response, error } = await this.client.GET('/seald/two-man-rule/session')
    if (data) return data
    throw keyServiceError(response, error)
  }

  /** The application server's share of the SSKS backup, as the unlock dialog passes it. */
  async getShare(): Promise<string> {
    const { data, response, error } = await this.client.GET('/seald/two-man-rule/key')
    if (data) return data.twoManRuleKey
    throw keyServiceError(response, error)
  }

  async databaseKey(): Promise<string> {
    const { data, response, error } = await this.client.GET('/seald/database-key')
    if (data) return data.databaseKey
    throw keyServiceError(response, error)
  }

  async identityCreated(userId: string, sealdId: string): Promise<void> {
    const { response, error } = await this.client.POST('/seald/identity', { body: { userId, sealdId } })
    if (response.ok) return
    if (isAlreadyRegistered(response, error)) throw new AlreadyRegisteredError()
    throw keyServiceError(response, error)
  }

  async sealdIdOf(userId: string): Promise<string | null> {
    const { data, response, error } = await this.client.GET('/seald/identities/{userId}', {
      params: { path: { userId } },
    })
    if (data) return data.sealdId
    if (response.status === 404) return null
    throw keyServiceError(response, error)
  }

  /** Keyed by the ids as asked: the API answers them in lower case, the SDK may not. */
  async userIdsOf(sealdIds: string[]): Promise<Map<string, string>> {
    const owners = new Map<string, string>()
    const asked = [...new Set(sealdIds)].filter((id) => SEALD_ID.test(id))
    for (let start = 0; start < asked.length; start += OWNERS_PER_CALL) {
      const { data, response, error } = await this.client.POST('/seald/identity-owners', {
        body: { sealdIds: asked.slice(start, start + OWNERS_PER_CALL) },
      })
      if (!data) throw keyServiceError(response, error)
      for (const owner of data.owners) owners.set(owner.sealdId.toLowerCase(), owner.userId)
    }
    return new Map(
      sealdIds.flatMap((id) => {
        const userId = owners.get(id.toLowerCase())
        return userId === undefined ? [] : [[id, userId] as const]
      }),
    )
  }

  async groupIdByName(name: string): Promise<string | null> {
    const { data, response, error } = await this.client.GET('/seald/groups', {
      params: { query: { name } },
    })
    if (data) return data.groupId
    if (response.status === 404) return null
    throw keyServiceError(response, error)
  }

  async groupNameById(groupId: string): Promise<string | null> {
    if (!SEALD_ID.test(groupId)) return null
    const { data, response, error } = await this.client.GET('/seald/groups/{groupId}', {
      params: { path: { groupId } },
    })
    if (data) return data.name
    if (response.status === 404) return null
    throw keyServiceError(response, error)
  }

  async registerGroup(group: { groupId: string; name: string }): Promise<void> {
    const { response, error } = await this.client.POST('/seald/groups', { body: group })
    if (!response.ok) throw keyServiceError(response, error)
  }
}

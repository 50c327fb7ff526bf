// The vault's KeyDirectory port over the API (/keys/*). The server decides who reads what; this adapter
// only translates: 404 → null (or no keys), 409 codes → the vault's typed errors, anything else → an
// error carrying the API's French message.
import { asApiError, type ApiClient, type components } from '@relais/api-client'
import {
  AlreadyInGroupError,
  AlreadyRegisteredError,
  GroupNotFoundError,
  SessionNotFoundError,
  type ClaimSealedKey,
  type GroupKeyShare,
  type GroupRecord,
  type GroupRenewal,
  type KeyClaim,
  type KeyDirectory,
  type PublicIdentity,
  type Recipient,
  type SessionEpoch,
  type SessionRecord,
  type WrappedKey,
} from '@relais/vault'

type Schemas = components['schemas']

/** A call the API refused for a reason the vault has no typed error for. */
export class KeyServiceError extends Error {
  override name = 'KeyServiceError'
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message)
  }
}

export function keyServiceError(response: Response, body: unknown): KeyServiceError {
  const error = asApiError(body)
  return new KeyServiceError(response.status, error?.code, error?.message ?? `HTTP ${response.status}`)
}

const codeOf = (body: unknown) => asApiError(body)?.code

// The contract's JWK is the P-256 public shape; the vault's keys are exactly that.
const jwk = (key: JsonWebKey) => key as Schemas['PublicJwk']

const toGroupRecord = (group: Schemas['KeyGroup']): GroupRecord => ({
  groupId: group.groupId,
  name: group.name,
  // Only members are told who the members are.
  members: group.members ?? [],
  keyVersion: group.keyVersion,
  publicKeys: Object.fromEntries(Object.entries(group.publicKeys).map(([v, key]) => [Number(v), key])),
})

export class HttpKeyDirectory implements KeyDirectory {
  constructor(private readonly client: ApiClient) {}

  async publishIdentity(identity: PublicIdentity): Promise<void> {
    const { response, error } = await this.client.POST('/keys/identity', {
      body: {
        userId: identity.userId,
        encryptionKey: jwk(identity.encryptionKey),
        signingKey: jwk(identity.signingKey),
        signingKeyHash: identity.signingKeyHash,
      },
    })
    if (response.ok) return
    if (response.status === 409 && codeOf(error) === 'ALREADY_REGISTERED') throw new AlreadyRegisteredError()
    throw keyServiceError(response, error)
  }

  async getIdentity(userId: string): Promise<PublicIdentity | null> {
    const { data, response, error } = await this.client.GET('/keys/identities/{userId}', {
      params: { path: { userId } },
    })
    if (data) return data
    if (response.status === 404) return null
    throw keyServiceError(response, error)
  }

  async createSession(record: SessionRecord, keys: WrappedKey[]): Promise<void> {
    const { response, error } = await this.client.POST('/keys/sessions', {
      body: { session: record, keys },
    })
    if (!response.ok) throw keyServiceError(response, error)
  }

  async getSession(sessionId: string): Promise<SessionRecord | null> {
    const { data, response, error } = await this.client.GET('/keys/sessions/{sessionId}', {
      params: { path: { sessionId } },
    })
    if (data) return data
    if (response.status === 404) return null
    throw keyServiceError(response, error)
  }

  async addSessionEpoch(sessionId: string, epoch: SessionEpoch, keys: WrappedKey[]): Promise<void> {
    const { response, error } = await this.client.POST('/keys/sessions/{sessionId}/epochs', {
      params: { path: { sessionId } },
      body: { epoch, keys },
    })
    if (response.ok) return
    if (response.status === 404) throw new SessionNotFoundError(sessionId)
    // 409: another writer rotated first; the session re-reads and uses their epoch.
    throw keyServiceError(response, error)
  }

  async addSessionRecipients(sessionId: string, recipients: Recipient[], keys: WrappedKey[]): Promise<void> {
    const { response, error } = await this.client.POST('/keys/sessions/{sessionId}/recipients', {
      params: { path: { sessionId } },
      body: { recipients, keys },
    })
    if (response.ok) return
    if (response.status === 404) throw new SessionNotFoundError(sessionId)
    throw keyServiceError(response, error)
  }

  async addSessionClaim(
    sessionId: string,
    claim: { claimId: string; forUserId: string; keys: ClaimSealedKey[] },
  ): Promise<void> {
    const { response, error } = await this.client.POST('/keys/sessions/{sessionId}/claims', {
      params: { path: { sessionId } },
      body: claim,
    })
    if (response.ok) return
    if (response.status === 404) throw new SessionNotFoundError(sessionId)
    throw keyServiceError(response, error)
  }

  /** `userId` is the signed-in user's: the API answers for the session's account only. */
  async listClaims(_userId: string): Promise<KeyClaim[]> {
    const { data, response, error } = await this.client.GET('/keys/claims')
    if (data) return data.claims
    throw keyServiceError(response, error)
  }

  async convertClaim(claimId: string, _userId: string, keys: WrappedKey[]): Promise<void> {
    const { response, error } = await this.client.POST('/keys/claims/{claimId}/conversion', {
      params: { path: { claimId } },
      body: { keys },
    })
    if (response.ok) return
    if (response.status === 404) throw new SessionNotFoundError(claimId)
    throw keyServiceError(response, error)
  }

  async removeSessionRecipients(sessionId: string, recipients: Recipient[]): Promise<void> {
    const { response, error } = await this.client.POST('/keys/sessions/{sessionId}/revocations', {
      params: { path: { sessionId } },
      body: { recipients },
    })
    if (response.ok) return
    if (response.status === 404) throw new SessionNotFoundError(sessionId)
    throw keyServiceError(response, error)
  }

  /** `userId` is the signed-in user: the API answers for the session's account only. */
  async getWrappedKeys(sessionId: string, epoch: number, _userId: string): Promise<WrappedKey[]> {
    const { data, response, error } = await this.client.GET(
      '/keys/sessions/{sessionId}/epochs/{epoch}/wrapped-keys',
      { params: { path: { sessionId, epoch } } },
    )
    if (data) return data
    // Not (or no longer) a recipient: no key, which the vault reports as NotARecipientError.
    if (response.status === 404) return []
    throw keyServiceError(response, error)
  }

  async createGroup(group: GroupRecord, shares: GroupKeyShare[]): Promise<void> {
    const publicKeys = Object.fromEntries(
      Object.entries(group.publicKeys).map(([version, key]) => [version, jwk(key)]),
    )
    const { response, error } = await this.client.POST('/keys/groups', {
      body: { group: { ...group, publicKeys }, shares },
    })
    if (!response.ok) throw keyServiceError(response, error)
  }

  async getGroup(groupId: string): Promise<GroupRecord | null> {
    const { data, response, error } = await this.client.GET('/keys/groups/{groupId}', {
      params: { path: { groupId } },
    })
    if (data) return toGroupRecord(data)
    if (response.status === 404) return null
    throw keyServiceError(response, error)
  }

  async findGroupByName(name: string): Promise<GroupRecord | null> {
    const { data, response, error } = await this.client.GET('/keys/groups', {
      params: { query: { name } },
    })
    if (data) return toGroupRecord(data)
    if (response.status === 404) return null
    throw keyServiceError(response, error)
  }

  async addGroupMembers(groupId: string, memberIds: string[], shares: GroupKeyShare[]): Promise<void> {
    const { response, error } = await this.client.POST('/keys/groups/{groupId}/members', {
      params: { path: { groupId } },
      body: { memberIds, shares },
    })
    if (response.ok) return
    if (response.status === 409 && codeOf(error) === 'ADD_MEMBERS_ALREADY_IN_GROUP') {
      throw new AlreadyInGroupError(memberIds)
    }
    if (response.status === 404) throw new GroupNotFoundError(groupId)
    throw keyServiceError(response, error)
  }

  async renewGroupKey(groupId: string, renewal: GroupRenewal): Promise<void> {
    const { response, error } = await this.client.POST('/keys/groups/{groupId}/renewals', {
      params: { path: { groupId } },
      body: { ...renewal, publicKey: jwk(renewal.publicKey) },
    })
    if (response.ok) return
    if (response.status === 404) throw new GroupNotFoundError(groupId)
    throw keyServiceError(response, error)
  }

  async getGroupKeyShare(
    groupId: string,
    keyVersion: number,
    memberId: string,
  ): Promise<GroupKeyShare | null> {
    const { data, response, error } = await this.client.GET(
      '/keys/groups/{groupId}/versions/{keyVersion}/shares/{memberId}',
      { params: { path: { groupId, keyVersion, memberId } } },
    )
    if (data) return data
    // Not a member (any more), another member's share, or no share of that version.
    if (response.status === 404 || response.status === 403) return null
    throw keyServiceError(response, error)
  }
}

// What the Seald adapter needs of the application's server: everything that takes the application's
// secrets (its Seald JWT secret, its SSKS API key) or the application's own records (its user ids, its
// group names). The browser never holds those secrets; this interface is how it asks. The HTTP client
// for it belongs with the features' other vault adapters; `MemorySealdAppServer` plays it in tests.

/** Where SSKS sends the user's challenge (Seald: an auth factor). */
export interface SealdAuthFactor {
  type: 'EM' | 'SMS'
  value: string
}

/**
 * The SSKS session the application server opened for the user (`POST /tmr/back/challenge_send/`), as
 * it answered: its id, the auth factor the challenge went to, and whether a challenge was sent.
 */
export interface SealdTwoManRuleSession {
  sessionId: string
  authFactor: SealdAuthFactor
  mustAuthenticate: boolean
}

export interface SealdAppServer {
  /**
   * A signup JWT for the signed-in user, minted with the application's JWT secret (HS256, `iss` its
   * id, a fresh `jti`, `iat`): `join_team: true` and `connector_add: {type: 'AP', value:
   * `${userId}@${appId}`}`, the connector through which Seald resolves the user's id to their
   * identity. Only for the user of the session asking, and only while they have no identity.
   */
  signupJwt(userId: string): Promise<string>
  /**
   * The SSKS session of the user's latest challenge: the one the unlock dialog's code request opened.
   * The server asks SSKS with `force_auth: true`, so that registration too needs the code, which proves
   * control of the address before a backup is bound to it (the embedded key store's rule).
   */
  twoManRuleSession(userId: string): Promise<SealdTwoManRuleSession>
  /**
   * The key of the SDK's local database for this user on this device (at least 32 random characters),
   * kept by the application server and served to the user's own session only. The SDK encrypts the
   * identity it keeps in the browser's storage under it.
   */
  databaseKey(userId: string): Promise<string>
  /**
   * Records the user's new Seald identity, for the user of the session asking only, one identity per
   * user and one user per Seald id. The server takes the browser's word for the id: Seald documents no
   * call by which a server could read the user's 'AP' connector back. A false id could only misdirect
   * what others encrypt for that same user, who alone may record it.
   */
  identityCreated(userId: string, sealdId: string): Promise<void>
  /** The Seald id of the user's identity; null when they have none yet. */
  sealdIdOf(userId: string): Promise<string | null>
  /** The application's user ids of these Seald ids; ids that are no user of the application are absent. */
  userIdsOf(sealdIds: string[]): Promise<Map<string, string>>
  /** The Seald id of the group of that name; null when none has it. */
  groupIdByName(name: string): Promise<string | null>
  /** The name of a group; null when the application knows no such group. */
  groupNameById(groupId: string): Promise<string | null>
  /**
   * Binds a name to a new group. Names are first come, first served, except those that stand for
   * someone (`packages/domain/src/vault/group-names.ts`): the server refuses a taken name, and a
   * reserved name to anyone but whom it stands for, as the key directory does.
   */
  registerGroup(group: { groupId: string; name: string }): Promise<void>
}

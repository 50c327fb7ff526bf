// The production adapter of Pro Santé Connect, the relying-party side (openid-client): discovery once,
// then authorization URLs with PKCE S256, state and nonce, the code exchange with every check, and PSC's
// UserInfo. In LOCAL/DEV it talks to the embedded stand-in (dev-provider/) the same way.
import * as client from 'openid-client'
import type { PscConfig } from '../../core/config.ts'

/** The parts of PSC's UserInfo we read (the real answer carries many more: activities, sector…). */
export interface PscUserInfo {
  sub: string
  /** IdNat_PS: '8' + RPPS (12 digits) for RPPS professionals, '0' + ADELI otherwise. */
  SubjectNameID?: string
  preferred_username?: string
  given_name?: string
  family_name?: string
  /** Some deployments send it at the top level; PSC itself puts it in SubjectRefPro. */
  codeCivilite?: string
  gender?: string
  SubjectRefPro?: {
    codeCivilite?: string
    exercices?: {
      codeProfession?: string
      codeCiviliteDexercice?: string
      nomDexercice?: string
      prenomDexercice?: string
    }[]
  }
}

/** Pro Santé Connect's scopes: `scope_all` carries the professional's identity and exercises. */
const PSC_SCOPE = 'openid scope_all'

export interface OidcChecks {
  state: string
  nonce: string
  codeVerifier: string
}

export interface OidcResult {
  userInfo: PscUserInfo
  idToken: string | undefined
}

export class PscOidcClient {
  private configuration: Promise<client.Configuration> | null = null

  constructor(
    private readonly psc: PscConfig,
    /** Set for the in-process test provider: its requests never leave the process. */
    private readonly fetchOverride?: client.CustomFetch,
  ) {}

  private load(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.psc.issuerUrl),
        this.psc.clientId,
        {
          redirect_uris: [this.psc.redirectUri],
          // The test provider signs with a P-256 key; PSC uses RS256, openid-client's default.
          ...(this.psc.devProvider ? { id_token_signed_response_alg: 'ES256' } : {}),
        },
        client.ClientSecretBasic(this.psc.clientSecret),
        {
          // Plain http is allowed only for the local test provider (openid-client refuses it otherwise).
          ...(this.psc.devProvider ? { execute: [client.allowInsecureRequests] } : {}),
          ...(this.fetchOverride ? { [client.customFetch]: this.fetchOverride } : {}),
        },
      )
      .catch((error: unknown) => {
        // A provider that was down must be retried on the next sign-in, not cached as broken.
        this.configuration = null
        throw error
      })
    return this.configuration
  }

  async authorizationUrl(checks: OidcChecks): Promise<URL> {
    const configuration = await this.load()
    const parameters: Record<string, string> = {
      redirect_uri: this.psc.redirectUri,
      scope: PSC_SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    }
    // PSC asks for the eIDAS substantial level; the test provider has no acr values.
    if (!this.psc.devProvider) parameters.acr_values = 'eidas1'
    return client.buildAuthorizationUrl(configuration, parameters)
  }

  /** Checks state, PKCE and the ID token's nonce, then reads UserInfo for the token's subject. */
  async exchange(query: Record<string, string>, checks: OidcChecks): Promise<OidcResult> {
    const configuration = await this.load()
    const currentUrl = new URL(this.psc.redirectUri)
    currentUrl.search = new URLSearchParams(query).toString()
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    })
    const subject = tokens.claims()?.sub
    if (!subject) throw new Error('ID token without subject')
    const userInfo = (await client.fetchUserInfo(configuration, tokens.access_token, subject)) as PscUserInfo
    return { userInfo, idToken: tokens.id_token }
  }

  async endSessionUrl(idToken: string, postLogoutRedirectUri?: string): Promise<string | undefined> {
    const configuration = await this.load()
    if (!configuration.serverMetadata().end_session_endpoint) return undefined
    const parameters: Record<string, string> = { id_token_hint: idToken }
    if (postLogoutRedirectUri) parameters.post_logout_redirect_uri = postLogoutRedirectUri
    return client.buildEndSessionUrl(configuration, parameters).href
  }
}

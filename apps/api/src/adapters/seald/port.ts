// SSKS, Seald's key storage for the two-man rule, as the application server uses it: one back-end route
// that opens a session for a user and has SSKS send them a challenge. The application's SSKS key stays
// behind this port; the browser's SDK talks to SSKS's front-end routes with the session it opened.

/** Where SSKS sends a user's challenge: an email address (EM) or a phone number (SMS). */
export interface SsksAuthFactor {
  type: 'EM' | 'SMS'
  value: string
}

export interface SsksChallengeRequest {
  /** The application's id of the user: SSKS keeps the user's backup under it. */
  userId: string
  authFactor: SsksAuthFactor
  /** Creates SSKS's record of the user when it has none (an existing one is kept). */
  createUser: boolean
  /** Sends a challenge even when no identity is stored for that auth factor yet. */
  forceAuth: boolean
  /** The message SSKS sends, `$$CHALLENGE$$` standing for the challenge. */
  template: string
}

/** What SSKS answered: its session, and whether it sent a challenge the user must type. */
export interface SsksSession {
  sessionId: string
  mustAuthenticate: boolean
}

/** SSKS did not answer in time, refused, or answered something else than a session (503 for the caller). */
export class SsksUnavailableError extends Error {
  override name = 'SsksUnavailableError'
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`SSKS unavailable: ${reason}`, options)
  }
}

export interface SsksBackend {
  /** POST /tmr/back/challenge_send/; SsksUnavailableError on any failure. */
  sendChallenge(request: SsksChallengeRequest): Promise<SsksSession>
}

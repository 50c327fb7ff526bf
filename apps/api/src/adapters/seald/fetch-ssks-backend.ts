// SSKS's back-end route over fetch, authenticated by the application's id and SSKS API key headers.
// Its body and answer are snake_case JSON; the answer's session id is all the application keeps.
import {
  SsksUnavailableError,
  type SsksBackend,
  type SsksChallengeRequest,
  type SsksSession,
} from './port.ts'

export interface FetchSsksBackendOptions {
  /** SSKS's base URL (SEALD_KEY_STORAGE_URL). */
  keyStorageUrl: string
  appId: string
  /** The application server's SSKS API key: it goes in a header, never in a log. */
  appKey: string
  /** Deadline of one call; past it the caller gets 503. */
  timeoutMs: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** SSKS's `detail` of a refusal (`SMSQuotaFailed`…), short enough for a log line. */
async function refusalDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as unknown
    const detail = isRecord(body) ? body.detail : undefined
    return typeof detail === 'string' ? `: ${detail.slice(0, 100)}` : ''
  } catch {
    return ''
  }
}

export class FetchSsksBackend implements SsksBackend {
  constructor(private readonly options: FetchSsksBackendOptions) {}

  async sendChallenge(request: SsksChallengeRequest): Promise<SsksSession> {
    const { keyStorageUrl, appId, appKey, timeoutMs } = this.options
    let response: Response
    try {
      response = await fetch(new URL('/tmr/back/challenge_send/', keyStorageUrl), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-SEALD-APPID': appId,
          'X-SEALD-APIKEY': appKey,
        },
        body: JSON.stringify({
          user_id: request.userId,
          auth_factor: request.authFactor,
          create_user: request.createUser,
          force_auth: request.forceAuth,
          template: request.template,
        }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      })
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error'
      throw new SsksUnavailableError(reason, { cause: error })
    }
    if (!response.ok) {
      throw new SsksUnavailableError(`HTTP ${response.status}${await refusalDetail(response)}`)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch (error) {
      throw new SsksUnavailableError('invalid JSON', { cause: error })
    }
    if (
      !isRecord(body) ||
      typeof body.session_id !== 'string' ||
      body.session_id === '' ||
      typeof body.must_authenticate !== 'boolean'
    ) {
      throw new SsksUnavailableError('an answer without session_id and must_authenticate')
    }
    return { sessionId: body.session_id, mustAuthenticate: body.must_authenticate }
  }
}

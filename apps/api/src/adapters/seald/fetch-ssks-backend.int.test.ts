// The SSKS adapter against a local stand-in for SSKS's back-end route: the request it sends (route,
// headers, snake_case body) and how every failure becomes SsksUnavailableError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SSKS_APP_ID, SSKS_APP_KEY, startSsksStandIn, type SsksStandIn } from '../../testing/ssks-stand-in.ts'
import { FetchSsksBackend } from './fetch-ssks-backend.ts'
import { SsksUnavailableError, type SsksChallengeRequest } from './port.ts'

let ssks: SsksStandIn
const backend = (options: Partial<ConstructorParameters<typeof FetchSsksBackend>[0]> = {}) =>
  new FetchSsksBackend({
    keyStorageUrl: ssks.url,
    appId: SSKS_APP_ID,
    appKey: SSKS_APP_KEY,
    timeoutMs: 2_000,
    ...options,
  })

const request: SsksChallengeRequest = {
  userId: '6c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b',
  authFactor: { type: 'EM', value: 'camille.martin@example.fr' },
  createUser: true,
  forceAuth: true,
  template: '<p>$$CHALLENGE$$</p>',
}

beforeAll(async () => {
  ssks = await startSsksStandIn()
})
afterAll(() => ssks.stop())

describe('FetchSsksBackend', () => {
  it("posts the challenge request to SSKS's back-end route with the application's headers", async () => {
    const session = await backend().sendChallenge(request)
    expect(session).toEqual({ sessionId: expect.any(String), mustAuthenticate: true })
    const sent = ssks.requests.at(-1)
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/tmr/back/challenge_send/',
      headers: {
        'content-type': 'application/json',
        'x-seald-appid': SSKS_APP_ID,
        'x-seald-apikey': SSKS_APP_KEY,
      },
    })
    expect(sent?.body).toEqual({
      user_id: request.userId,
      auth_factor: { type: 'EM', value: 'camille.martin@example.fr' },
      create_user: true,
      force_auth: true,
      template: '<p>$$CHALLENGE$$</p>',
    })
  })

  it("builds the route from the key storage URL's root, as Seald's own helpers do", async () => {
    await backend({ keyStorageUrl: `${ssks.url}/some/prefix/` }).sendChallenge(request)
    expect(ssks.requests.at(-1)?.path).toBe('/tmr/back/challenge_send/')
  })

  it('reports a refusal with its status and SSKS detail, and never the API key', async () => {
    ssks.answerNext({ status: 406, body: { detail: 'SMSQuotaFailed' } })
    const refused = await backend()
      .sendChallenge(request)
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SsksUnavailableError)
    expect((refused as SsksUnavailableError).reason).toBe('HTTP 406: SMSQuotaFailed')
    expect(String(refused)).not.toContain(SSKS_APP_KEY)

    const wrongKey = await backend({ appKey: 'another key' })
      .sendChallenge(request)
      .catch((error: unknown) => error)
    expect(wrongKey).toMatchObject({ reason: 'HTTP 403: Invalid app credentials' })
  })

  it('gives up past its deadline, and refuses an answer that is no session', async () => {
    ssks.answerNext({ delayMs: 500, body: { session_id: 'late', must_authenticate: true } })
    await expect(backend({ timeoutMs: 100 }).sendChallenge(request)).rejects.toMatchObject({
      reason: 'timeout',
    })
    ssks.answerNext({ raw: '{"session_id": ' })
    await expect(backend().sendChallenge(request)).rejects.toMatchObject({ reason: 'invalid JSON' })
    ssks.answerNext({ body: { session: 'x' } })
    await expect(backend().sendChallenge(request)).rejects.toMatchObject({
      reason: 'an answer without session_id and must_authenticate',
    })
  })

  it('reports a service that does not listen', async () => {
    const closed = await startSsksStandIn()
    await closed.stop()
    await expect(backend({ keyStorageUrl: closed.url }).sendChallenge(request)).rejects.toMatchObject({
      reason: 'network error',
    })
  })
})

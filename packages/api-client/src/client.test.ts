// The client's interceptors against a scripted fetch: headers on every call, one refresh on a 401
// then a retry, sign-out when the refresh fails, the 500 hook, and no refresh for wrong codes.
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client.ts'

type Script = (request: Request) => Response | Promise<Response>

function setup(script: Script) {
  const seen: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    seen.push(request.clone())
    return script(request)
  })
  const onSessionLost = vi.fn()
  const onServerError = vi.fn()
  const client = createApiClient({
    baseUrl: 'http://api.test',
    application: 'mobility',
    envMode: 'DEV',
    fetch: fetch as unknown as typeof globalThis.fetch,
    onSessionLost,
    onServerError,
  })
  return { client, seen, onSessionLost, onServerError }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const unauthorized = () =>
  json(401, { statusCode: 401, error: 'Unauthorized', message: 'No session', code: 'UNAUTHORIZED' })

describe('createApiClient', () => {
  it('adds the application and mode headers to every call', async () => {
    const { client, seen } = setup(() => json(200, []))
    await client.GET('/dev/outbox')
    expect(seen[0]!.headers.get('X-Application-Name')).toBe('mobility')
    expect(seen[0]!.headers.get('X-Env-Mode')).toBe('DEV')
    expect(seen[0]!.credentials).toBe('include')
  })

  it('refreshes once on a 401 and retries the call', async () => {
    let refreshed = false
    const { client, seen, onSessionLost } = setup((request) => {
      if (request.url.endsWith('/auth/refresh')) {
        refreshed = true
        return json(200, {})
      }
      return refreshed ? json(200, { ok: true }) : unauthorized()
    })
    const { response } = await client.GET('/user/current')
    expect(response.status).toBe(200)
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/user/current',
      '/auth/refresh',
      '/user/current',
    ])
    expect(onSessionLost).not.toHaveBeenCalled()
  })

  it('signs out when the refresh fails too', async () => {
    const { client, seen, onSessionLost } = setup(() => unauthorized())
    const { response } = await client.GET('/user/current')
    expect(response.status).toBe(401)
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/user/current', '/auth/refresh'])
    expect(onSessionLost).toHaveBeenCalledTimes(1)
  })

  it('shares one refresh between concurrent 401s', async () => {
    let refreshes = 0
    const { client } = setup(async (request) => {
      if (request.url.endsWith('/auth/refresh')) {
        refreshes++
        await new Promise((r) => setTimeout(r, 10))
        return json(401, {})
      }
      return unauthorized()
    })
    await Promise.all([client.GET('/user/current'), client.GET('/auth/session')])
    expect(refreshes).toBe(1)
  })

  it('never refreshes on a wrong code', async () => {
    const { client, seen, onSessionLost } = setup(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid code', code: 'INVALID_CODE' }),
    )
    await client.POST('/auth/passwordless/consume', {
      body: { type: 'email', value: 'a@exemple.fr', code: '123456' },
    })
    expect(seen).toHaveLength(1)
    expect(onSessionLost).not.toHaveBeenCalled()
  })

  it('reports server errors', async () => {
    const { client, onServerError } = setup(() =>
      json(500, { statusCode: 500, error: 'Internal', message: 'x' }),
    )
    await client.GET('/health')
    expect(onServerError).toHaveBeenCalledTimes(1)
  })
})

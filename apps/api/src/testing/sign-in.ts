// Sign-in steps shared by the integration tests: ask for a code, read it in the dev outbox, consume it.
import type { Application } from '../core/config.ts'
import type { TestApi, TestResponse } from './harness.ts'

export type IdentifierType = 'email' | 'phone'

export function requestCode(
  t: TestApi,
  type: IdentifierType,
  value: string,
  app: Application = 'perinatal',
  remoteAddress?: string,
) {
  return t.inject({
    method: 'POST',
    url: '/auth/passwordless/code',
    app,
    payload: { type, value },
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

export async function latestCode(
  t: TestApi,
  recipient: string,
  app: Application = 'perinatal',
): Promise<string> {
  const res = await t.inject({
    method: 'GET',
    url: `/dev/outbox?limit=5&recipient=${encodeURIComponent(recipient)}`,
    app,
  })
  // The newest message with a code: a notification's email may have come after it.
  const message = (res.json() as { code?: string | null }[]).find((m) => m.code)
  if (!message?.code) throw new Error(`No code in the outbox for ${recipient}`)
  return message.code
}

export function consume(
  t: TestApi,
  body: { type: IdentifierType; value: string; code: string; tokenTransport?: 'cookie' | 'header' },
  app: Application = 'perinatal',
  remoteAddress?: string,
): Promise<TestResponse> {
  return t.inject({
    method: 'POST',
    url: '/auth/passwordless/consume',
    app,
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

/** Signs in and returns the bearer token of the new session. */
export async function signIn(
  t: TestApi,
  type: IdentifierType,
  value: string,
  app: Application = 'perinatal',
) {
  const sent = await requestCode(t, type, value, app)
  if (sent.statusCode !== 202) throw new Error(`code request answered ${sent.statusCode}: ${sent.payload}`)
  const destination = sent.json().destination as string
  const code = await latestCode(t, destination, app)
  const res = await consume(t, { type, value, code, tokenTransport: 'header' }, app)
  if (res.statusCode !== 200) throw new Error(`consume answered ${res.statusCode}: ${res.payload}`)
  return { token: res.json().token as string, code, destination, session: res.json() }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

// Shared set-up of the conversation tests: a listening API and nes clients signed in with a session's
// token, as the web client does, joining conversations or watching their own conversation list.
import Nes from '@hapi/nes'
import type { Application } from '../../core/config.ts'
import type { ApiServer } from '../../server.ts'
import type { ChannelsChangedEvent, ChatEvent } from './realtime.ts'

/** Trades an HTTP session (Bearer header) for a nes token, as the web client does with its cookie. */
export async function socketToken(api: ApiServer, headers: Record<string, string>, app: Application) {
  const res = await api.server.inject({
    method: 'GET',
    url: '/nes/auth',
    headers: { ...headers, 'x-application-name': app, 'x-env-mode': 'LOCAL' },
  })
  if (res.statusCode !== 200) throw new Error(`/nes/auth answered ${res.statusCode}: ${res.payload}`)
  return (JSON.parse(res.payload) as { token: string }).token
}

/** The events a subscription delivered, and a way to wait for more. */
function recorder<E>() {
  const received: E[] = []
  const waiters: (() => void)[] = []
  return {
    received,
    record(event: unknown) {
      received.push(event as E)
      waiters.splice(0).forEach((wake) => wake())
    },
    /** Resolves once `count` events arrived, rejects after `ms`. */
    waitFor(count: number, ms = 3000): Promise<E[]> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${received.length} events after ${ms} ms`)), ms)
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer)
            resolve(received)
          } else waiters.push(check)
        }
        check()
      })
    },
  }
}

async function connected(port: number, token: string) {
  const client = new Nes.Client(`ws://127.0.0.1:${port}`)
  await client.connect({ auth: token, reconnect: false })
  return client
}

/** A connected client that records the chat events of the conversations it joins. */
export async function chatClient(port: number, token: string) {
  const client = await connected(port, token)
  const { received, record, waitFor } = recorder<ChatEvent>()
  return {
    client,
    received,
    join: (channelId: string) => client.subscribe(`/channels/${channelId}`, record),
    leave: (channelId: string) => client.unsubscribe(`/channels/${channelId}`),
    waitFor,
    close: () => client.disconnect(),
  }
}

/** A connected client watching the conversation list of `userId` (one's own only), recording what it hears. */
export async function listClient(port: number, token: string) {
  const client = await connected(port, token)
  const { received, record, waitFor } = recorder<ChannelsChangedEvent>()
  return {
    client,
    received,
    watch: (userId: string) => client.subscribe(`/users/${userId}/channels`, record),
    waitFor,
    close: () => client.disconnect(),
  }
}

// Shared set-up of the conversation tests: a listening API and nes clients signed in with a session's
// token, as the web client does.
import Nes from '@hapi/nes'
import type { Application } from '../../core/config.ts'
import type { ApiServer } from '../../server.ts'
import type { ChatEvent } from './realtime.ts'

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

/** A connected client that records the chat events it receives. */
export async function chatClient(port: number, token: string) {
  const client = new Nes.Client(`ws://127.0.0.1:${port}`)
  await client.connect({ auth: token, reconnect: false })
  const received: ChatEvent[] = []
  const waiters: (() => void)[] = []
  return {
    client,
    received,
    async join(channelId: string) {
      await client.subscribe(`/channels/${channelId}`, (event) => {
        received.push(event as ChatEvent)
        waiters.splice(0).forEach((wake) => wake())
      })
    },
    leave: (channelId: string) => client.unsubscribe(`/channels/${channelId}`),
    /** Resolves once `count` events arrived, rejects after `ms`. */
    waitFor(count: number, ms = 3000): Promise<ChatEvent[]> {
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
    close: () => client.disconnect(),
  }
}

// Realtime delivery of chat messages over @hapi/nes, fanned out through Redis when several API
// instances run.
//
// Socket authentication reuses the HTTP session: the client calls GET /nes/auth (with its session
// cookie `relais_session_{app}` or its Bearer token, and `X-Application-Name`), gets a sealed nes token
// and connects with `auth: token`. The token is sealed with a secret derived from CODE_PEPPER, so every
// instance opens it.
//
// Spec mapping: the client's `chat/join {id}` is `client.subscribe('/channels/{id}')` and `chat/leave
// {id}` is `client.unsubscribe('/channels/{id}')`; only participants may subscribe (404 otherwise).
// Subscribers receive `{ type: 'chat/message', message }`, the other participants only (the author
// already has the message from the POST answer).
//
// Fan-out: without REDIS_URL the instance publishes to its own sockets. With it, every new message goes
// to the Redis channel `relais:chat` and every instance (the sender's included) delivers it to its own
// subscribers, so a client reaches messages whichever instance it is connected to.
import { createHmac } from 'node:crypto'
import Boom from '@hapi/boom'
import type { Plugin, Request, ResponseToolkit, Server } from '@hapi/hapi'
import Nes from '@hapi/nes'
import { Redis } from 'ioredis'
import { APPLICATIONS, type ApiConfig, type Application } from '../../config.ts'
import type { SessionService } from '../auth/session-service.ts'
import type { AccountResolver } from '../user/current-account.ts'
import type { ChannelMessage, ChannelsRepository } from './channels-repository.ts'

export const CHAT_MESSAGE = 'chat/message'
export const REDIS_CHANNEL = 'relais:chat'
export const channelPath = (channelId: string) => `/channels/${channelId}`

/** What a socket's credentials hold. */
export interface SocketUser {
  id: string
  application: Application
  /** The session's idle deadline when the token was sealed: joining a channel later is refused. */
  expiresAt: number
  /** The HTTP session behind the socket; signing out of it closes the socket. */
  sessionId: string
}

export interface ChatEvent {
  type: typeof CHAT_MESSAGE
  message: ChannelMessage
}

/** Delivers new messages to subscribers, locally or through Redis. */
export interface MessageFanOut {
  publish(message: ChannelMessage): Promise<void>
  close(): Promise<void>
}

export interface RealtimeOptions {
  config: ApiConfig
  sessions: SessionService
  accounts: AccountResolver
  channels: ChannelsRepository
}

const SCHEME = 'relais-session'

function userOf(credentials: unknown): SocketUser | undefined {
  return (credentials as { user?: SocketUser } | undefined)?.user
}

async function deliverLocally(server: Server, message: ChannelMessage) {
  const event: ChatEvent = { type: CHAT_MESSAGE, message }
  await server.publish(channelPath(message.channelId), event, { internal: { author: message.author } })
}

/** Publishes to Redis and delivers what any instance published there. */
async function redisFanOut(server: Server, url: string): Promise<MessageFanOut> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await publisher.connect()
  await subscriber.connect()
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== REDIS_CHANNEL) return
    try {
      void deliverLocally(server, JSON.parse(raw) as ChannelMessage).catch((error: unknown) =>
        server.log(['error', 'realtime'], error as Error),
      )
    } catch (error) {
      server.log(['error', 'realtime'], error as Error)
    }
  })
  await subscriber.subscribe(REDIS_CHANNEL)
  return {
    publish: async (message) => {
      await publisher.publish(REDIS_CHANNEL, JSON.stringify(message))
    },
    close: async () => {
      subscriber.disconnect()
      publisher.disconnect()
    },
  }
}

export const realtimePlugin: Plugin<RealtimeOptions> = {
  name: 'channels-realtime',
  async register(server, { config, sessions, accounts, channels }) {
    // The HTTP session as a hapi auth scheme, used only by nes's /nes/auth route.
    server.auth.scheme(SCHEME, () => ({
      authenticate: async (request: Request, h: ResponseToolkit) => {
        const application = request.headers['x-application-name'] as Application
        if (!APPLICATIONS.includes(application)) throw Boom.unauthorized(null, SCHEME)
        const session = await sessions.authenticate(request, application)
        if (!session) throw Boom.unauthorized(null, SCHEME)
        request.app.session = session
        const account = await accounts.account(request).catch(() => undefined)
        if (!account) throw Boom.unauthorized(null, SCHEME)
        const user: SocketUser = {
          id: account.user.id,
          application,
          expiresAt: new Date(session.row.idle_expires_at).getTime(),
          sessionId: session.row.id,
        }
        return h.authenticated({ credentials: { user } as never })
      },
      // nes calls this on a socket's messages (heartbeat answers included) at most once per heartbeat
      // interval (15 s): a signed-out session drops its sockets within about that.
      verify: async (auth) => {
        const user = userOf(auth.credentials)
        if (!user || !(await channels.sessionStands(user.sessionId, config.now()))) {
          throw Boom.unauthorized('Session absente ou expirée')
        }
      },
    }))
    server.auth.strategy(SCHEME, SCHEME)

    await server.register({
      plugin: Nes,
      options: {
        auth: {
          type: 'token',
          route: { strategy: SCHEME, mode: 'required' },
          // Derived from the shared pepper: a token sealed by one instance opens on the others.
          password: createHmac('sha256', config.codePepper).update('nes-socket-token').digest('hex'),
          timeout: 10_000,
        },
        heartbeat: { interval: 15_000, timeout: 10_000 },
      },
    })

    server.subscription('/channels/{channelId}', {
      auth: { mode: 'required' },
      onSubscribe: async (socket, _path, params) => {
        const user = userOf(socket.auth.credentials)
        const channelId = (params as { channelId?: string } | undefined)?.channelId ?? ''
        const ok =
          user !== undefined &&
          user.expiresAt > config.now().getTime() &&
          /^[0-9a-f-]{36}$/i.test(channelId) &&
          (await channels.isParticipant(user.application, channelId, user.id))
        if (!ok) throw Boom.notFound('Conversation introuvable')
      },
      // The author's own sockets do not get their message back.
      filter: (_path, _message, { credentials, internal }) =>
        userOf(credentials)?.id !== (internal as { author?: string } | undefined)?.author,
    })

    const fanOut: MessageFanOut = config.redisUrl
      ? await redisFanOut(server, config.redisUrl)
      : { publish: (message) => deliverLocally(server, message), close: async () => {} }
    server.ext('onPostStop', async () => {
      await fanOut.close()
    })
    server.expose('fanOut', fanOut)
  },
}

declare module '@hapi/hapi' {
  interface PluginProperties {
    'channels-realtime': { fanOut: MessageFanOut }
  }
}

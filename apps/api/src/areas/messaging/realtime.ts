// Realtime delivery of chat messages over @hapi/nes; the fan-out to the other API instances is the
// adapter's (adapters/realtime-fan-out), which this module gives its way to deliver to its own sockets.
//
// Socket authentication reuses the HTTP session: the client calls GET /nes/auth (with its session
// cookie `relais_session_{app}` or its Bearer token, and `X-Application-Name`), gets a sealed nes token
// and connects with `auth: token`. The token is sealed with a secret derived from CODE_PEPPER, so every
// instance opens it. Accounts awaiting review get no token: they may only read their status and sign out.
// /nes/auth is the socket protocol's route, not an operation of the contract.
//
// Three kinds of subscription:
// - `/channels/{id}`, one conversation: the client's `chat/join {id}` subscribes and `chat/leave {id}`
//   unsubscribes; only participants may subscribe (404 otherwise). Subscribers receive
//   `{ type: 'chat/message', message }`, the other participants only (the author already has the
//   message from the POST answer).
// - `/users/{userId}/channels`, one's conversation list: only that user may subscribe (404 otherwise).
//   It receives `{ type: 'channels/changed', channelId }` when someone opens a conversation with the
//   user or writes in one of theirs, so that a list and the dashboard follow without a reload. Ids
//   only: what changed is read with GET /user/channels, and message content never travels here.
// - `/notifications`, the bell (areas/notifications): any signed-in socket may subscribe, and each
//   receives its own user's new notifications only, as the contract's `Notification`. It is declared
//   here, with nes and its sockets; the notifications area publishes to it through the fan-out.
// - `/appointments/{id}/room`, a video room: declared by the teleconsultation area, which decides who
//   may join it; what its signals carry through the fan-out is published here, like the rest.
//
// What this area hands the fan-out (`ConversationNews`) is a new message, or a new conversation, with
// the participants whose list it changes; both carry the conversation's id and the author, as the port
// requires, and the fan-out carries them whole from one instance to the others.
import { createHmac } from 'node:crypto'
import Boom from '@hapi/boom'
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi'
import Nes from '@hapi/nes'
import type { RealtimeFanOut } from '../../adapters/realtime-fan-out/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import { APPLICATIONS, type ApiConfig, type Application } from '../../core/config.ts'
import type { SessionService } from '../../core/sessions/session-service.ts'
import type { ChannelMessage, ChannelsRepository } from './channels-repository.ts'

const CHAT_MESSAGE = 'chat/message'
const CHANNELS_CHANGED = 'channels/changed'
const channelPath = (channelId: string) => `/channels/${channelId}`
const channelListPath = (userId: string) => `/users/${userId}/channels`
const NOTIFICATIONS_PATH = '/notifications'
const UUID = /^[0-9a-f-]{36}$/i

/** What a socket's credentials hold. */
interface SocketUser {
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

/** What a user's list subscription receives: which conversation to read again, nothing of its content. */
export interface ChannelsChangedEvent {
  type: typeof CHANNELS_CHANGED
  channelId: string
}

/**
 * What the area publishes through the fan-out: a new message (the POST's answer), or a conversation just
 * opened (`opened`, by `author`); `listeners` are the participants whose conversation list it changes,
 * every one but the author. A message from an instance that predates the lists carries none.
 */
export type ConversationNews =
  | (ChannelMessage & { listeners?: string[] })
  | { opened: true; channelId: string; author: string; listeners: string[] }

function isOpening(news: ConversationNews): news is Extract<ConversationNews, { opened: true }> {
  return (news as { opened?: unknown }).opened === true
}

/** The message alone, as the POST answered it, whatever else travelled with it. */
function messageOf({ id, channelId, author, text, time, mentions }: ChannelMessage): ChannelMessage {
  return { id, channelId, author, text, time, mentions }
}

export interface RealtimeOptions {
  config: ApiConfig
  sessions: SessionService
  accounts: AccountResolver
  channels: ChannelsRepository
  fanOut: RealtimeFanOut
}

const SCHEME = 'relais-session'

function userOf(credentials: unknown): SocketUser | undefined {
  return (credentials as { user?: SocketUser } | undefined)?.user
}

/**
 * The user behind a socket, for the areas that declare their own subscriptions (the teleconsultation
 * area's rooms); undefined for a socket without one, or whose token no longer admits subscriptions.
 */
export function socketUser(
  credentials: unknown,
  now: Date,
): { id: string; application: Application } | undefined {
  const user = userOf(credentials)
  return user && user.expiresAt > now.getTime() ? { id: user.id, application: user.application } : undefined
}

/** A video room's subscription path (the teleconsultation area declares it), and what it receives. */
const roomPath = (appointmentId: string) => `/appointments/${appointmentId}/room`
interface RoomSignalEvent {
  type: 'room/signal'
  from: string
  signal: object
}

export const realtimePlugin: Plugin<RealtimeOptions> = {
  name: 'messaging-realtime',
  async register(server, { config, sessions, accounts, channels, fanOut }) {
    // The HTTP session as a hapi auth scheme, used only by nes's /nes/auth route.
    server.auth.scheme(SCHEME, () => ({
      authenticate: async (request: Request, h: ResponseToolkit) => {
        const application = request.headers['x-application-name'] as Application
        if (!APPLICATIONS.includes(application)) throw Boom.unauthorized(null, SCHEME)
        const session = await sessions.authenticate(request, application)
        if (!session) throw Boom.unauthorized(null, SCHEME)
        request.app.session = session
        const account = await accounts.account(request).catch(() => undefined)
        // An account awaiting review may only read its status and sign out: no conversations live.
        if (!account || !account.user.active) throw Boom.unauthorized(null, SCHEME)
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
          UUID.test(channelId) &&
          (await channels.isParticipant(user.application, channelId, user.id))
        if (!ok) throw Boom.notFound('Conversation introuvable')
      },
      // The author's own sockets do not get their message back.
      filter: (_path, _message, { credentials, internal }) =>
        userOf(credentials)?.id !== (internal as { author?: string } | undefined)?.author,
    })

    server.subscription('/users/{userId}/channels', {
      auth: { mode: 'required' },
      // One's own list only; anyone else's is answered as a path that does not exist.
      onSubscribe: (socket, _path, params) => {
        const user = userOf(socket.auth.credentials)
        const userId = (params as { userId?: string } | undefined)?.userId
        const ok = user !== undefined && user.expiresAt > config.now().getTime() && user.id === userId
        if (!ok) throw Boom.notFound('Conversations introuvables')
      },
    })

    server.subscription(NOTIFICATIONS_PATH, {
      auth: { mode: 'required' },
      onSubscribe: (socket) => {
        const user = userOf(socket.auth.credentials)
        const ok = user !== undefined && user.expiresAt > config.now().getTime()
        if (!ok) throw Boom.notFound('Notifications introuvables')
      },
      // One path for everyone: each socket gets the notifications of its own user, nobody else's.
      filter: (_path, _message, { credentials, internal }) =>
        userOf(credentials)?.id === (internal as { userId?: string } | undefined)?.userId,
    })

    // What the fan-out carries (from this instance or another) is what this area or the notifications
    // area published.
    fanOut.deliverWith(async (published) => {
      if ('notification' in published) {
        const { userId, notification } = published
        await server.publish(NOTIFICATIONS_PATH, notification, { internal: { userId } })
        return
      }
      if ('appointmentId' in published) {
        const { appointmentId, from, to, signal } = published
        const event: RoomSignalEvent = { type: 'room/signal', from, signal }
        await server.publish(roomPath(appointmentId), event, { internal: { from, to } })
        return
      }
      const news = published as ConversationNews
      if (!isOpening(news)) {
        const event: ChatEvent = { type: CHAT_MESSAGE, message: messageOf(news) }
        await server.publish(channelPath(news.channelId), event, { internal: { author: news.author } })
      }
      const changed: ChannelsChangedEvent = { type: CHANNELS_CHANGED, channelId: news.channelId }
      const listeners: unknown[] = Array.isArray(news.listeners) ? news.listeners : []
      for (const userId of listeners) {
        if (typeof userId === 'string' && UUID.test(userId)) {
          await server.publish(channelListPath(userId), changed)
        }
      }
    })
  },
}

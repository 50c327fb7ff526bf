// Realtime delivery of chat messages over @hapi/nes; the fan-out to the other API instances is the
// adapter's (adapters/realtime-fan-out), which this module gives its way to deliver to its own sockets.
//
// Socket authentication reuses the HTTP session: the client calls GET /nes/auth (with its session
// cookie `relais_session_{app}` or its Bearer token, and `X-Application-Name`), gets a sealed nes token
// and connects with `auth: token`. The token is sealed with a secret derived from CODE_PEPPER, so every
// instance opens it. Accounts awaiting review get no token: they may only read their status and sign out.
// /nes/auth is the socket protocol's route, not an operation of the contract.
//
// Spec mapping: the client's `chat/join {id}` is `client.subscribe('/channels/{id}')` and `chat/leave
// {id}` is `client.unsubscribe('/channels/{id}')`; only participants may subscribe (404 otherwise).
// Subscribers receive `{ type: 'chat/message', message }`, the other participants only (the author
// already has the message from the POST answer).
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
const channelPath = (channelId: string) => `/channels/${channelId}`

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
          /^[0-9a-f-]{36}$/i.test(channelId) &&
          (await channels.isParticipant(user.application, channelId, user.id))
        if (!ok) throw Boom.notFound('Conversation introuvable')
      },
      // The author's own sockets do not get their message back.
      filter: (_path, _message, { credentials, internal }) =>
        userOf(credentials)?.id !== (internal as { author?: string } | undefined)?.author,
    })

    // What the fan-out carries (from this instance or another) is a message this area published.
    fanOut.deliverWith(async (message) => {
      const event: ChatEvent = { type: CHAT_MESSAGE, message: message as ChannelMessage }
      await server.publish(channelPath(message.channelId), event, { internal: { author: message.author } })
    })
  },
}

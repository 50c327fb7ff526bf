// Encrypted conversations: channels between users of one application, their messages (the vault's
// encrypted envelopes, opaque here) and their realtime delivery (realtime.ts).
//
// Rules (the authorization matrix test holds every operation to them):
// - Every operation needs a signed-in account; a channel belongs to the application it was created in.
// - Participants only: anyone else gets a 404 for a channel, so its existence does not leak.
// - An administrator impersonating a user may read (GET) but never write (403): messages are signed
//   by the vault identity, which stays the user's own.
// - A OneToOne channel has exactly two participants; asking again for the same pair returns theirs. The
//   other participant must be someone contact search would find for the caller (below): holding a user's
//   id is not enough to write to them.
// - Messages are the contract's `EncryptedEnvelope`, checked before the handler runs: text in clear is
//   a 400 naming the field, so it never reaches the database (whose CHECK refuses it as well).
// - Contact search (people one can write to) must not list who has an account: by name, those sharing a
//   conversation or an organization with the caller; by exact email or phone, the same people, and
//   any professional when the caller is one (patients are not professionals). Anyone else gives the
//   same empty answer as an unknown identifier. Names and user types only, nothing medical; each
//   account may search CONTACT_SEARCHES_PER_WINDOW times per rate-limit window (429 beyond).
// - The encryption session id (`sldId`) is set once; another value afterwards is a 409.
import type { Plugin, Request } from '@hapi/hapi'
import { isValidEmail, normalizeEmail, normalizePhone } from '@relais/domain'
import type { ApiConfig, Application } from '../../config.ts'
import { apiError, forbidden, notFound, validationFailed } from '../../errors.ts'
import type { RateLimiter } from '../auth/rate-limiter.ts'
import type { SessionService } from '../auth/session-service.ts'
import type { AccountResolver, CurrentAccount } from '../user/current-account.ts'
import type { ChannelsRepository } from './channels-repository.ts'
import { realtimePlugin } from './realtime.ts'

export interface ChannelsPluginOptions {
  config: ApiConfig
  accounts: AccountResolver
  sessions: SessionService
  channels: ChannelsRepository
  rateLimiter: RateLimiter
}

/** Searches per account and rate-limit window (15 minutes): enough to type a few names, not to sweep. */
export const CONTACT_SEARCHES_PER_WINDOW = 60

const DEFAULT_LIMIT = 50
const channelNotFound = () => notFound('Conversation introuvable')
const noImpersonation = () => forbidden("Action impossible en agissant pour le compte d'un autre utilisateur")

const limitOf = (value: unknown) => {
  const n = Number(value ?? DEFAULT_LIMIT)
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : DEFAULT_LIMIT
}

export const channelsPlugin: Plugin<ChannelsPluginOptions> = {
  name: 'channels',
  dependencies: ['contract'],
  async register(server, { config, accounts, sessions, channels, rateLimiter }) {
    await server.register({ plugin: realtimePlugin, options: { config, sessions, accounts, channels } })

    const reader = (request: Request) => accounts.account(request)
    const writer = async (request: Request): Promise<CurrentAccount> => {
      const account = await accounts.account(request)
      if (account.impersonation) throw noImpersonation()
      return account
    }
    const app = (account: CurrentAccount) => account.user.application as Application

    /** 404 unless the caller takes part in the channel. */
    async function participantOf(account: CurrentAccount, channelId: string) {
      const channel = await channels.find(app(account), channelId, account.user.id)
      if (!channel) throw channelNotFound()
      return channel
    }

    server.operation('createChannel', async ({ request, body }) => {
      const account = await writer(request)
      const me = account.user.id
      const others = [...new Set(body.userIds)].filter((id) => id !== me)
      if (others.length !== 1) {
        throw validationFailed([
          { field: 'body.userIds', message: 'Une conversation réunit vous et un autre utilisateur' },
        ])
      }
      const other = others[0] as string
      // The same people contact search finds: holding someone's id is not enough to write to them.
      const reachable = await channels.mayWriteTo(
        app(account),
        { id: me, userType: account.user.userType },
        other,
      )
      if (!reachable) {
        throw validationFailed([{ field: 'body.userIds', message: 'Utilisateur introuvable' }])
      }
      const { id, created } = await channels.findOrCreateOneToOne(app(account), me, [me, other], config.now())
      const channel = await participantOf(account, id)
      return created ? { status: 201, body: channel } : { status: 200, body: channel }
    })

    server.operation('listChannels', async ({ request, query }) => {
      const account = await reader(request)
      const list = await channels.listFor(app(account), account.user.id, limitOf(query.limit))
      return { status: 200, body: list }
    })

    server.operation('searchContacts', async ({ request, query }) => {
      const account = await reader(request)
      const hit = await rateLimiter.hit(
        'contact-search',
        account.user.id,
        CONTACT_SEARCHES_PER_WINDOW,
        config.now(),
      )
      if (!hit.allowed) {
        throw apiError(429, 'TOO_MANY_ATTEMPTS', 'Trop de recherches. Merci de réessayer plus tard.', {
          retryAfterSeconds: hit.retryAfterSeconds,
        })
      }
      const text = typeof query.query === 'string' ? query.query.trim() : ''
      // Exactly an email or a phone number: it may reach a professional outside one's contacts.
      const phone = /^[+\d][\d\s.()-]{5,}$/.test(text) ? normalizePhone(text) : null
      const exact = isValidEmail(text) ? { email: normalizeEmail(text) } : phone ? { phone } : undefined
      const limit = Number(query.limit ?? 20)
      const contacts = await channels.contactsOf(
        app(account),
        { id: account.user.id, userType: account.user.userType },
        { ...(text ? { nameQuery: text } : {}), ...(exact ? { exact } : {}) },
        Number.isInteger(limit) && limit >= 1 && limit <= 50 ? limit : 20,
      )
      return { status: 200, body: contacts }
    })

    server.operation('getChannel', async ({ request, params, query }) => {
      const account = await reader(request)
      const channel = await participantOf(account, params.channelId as string)
      const page = await channels.messages(channel.id, {
        ...(query.before ? { before: query.before } : {}),
        limit: limitOf(query.limit),
      })
      if (!page) {
        throw validationFailed([
          { field: 'query.before', message: 'Message introuvable dans cette conversation' },
        ])
      }
      return { status: 200, body: { ...channel, ...page } }
    })

    server.operation('updateChannel', async ({ request, params, body }) => {
      const account = await writer(request)
      const channel = await participantOf(account, params.channelId as string)
      if ((await channels.setSessionId(channel.id, body.sldId)) === 'conflict') {
        throw apiError(409, 'CONFLICT', 'Cette conversation a déjà une session de chiffrement')
      }
      return { status: 200, body: { ...channel, sldId: body.sldId } }
    })

    server.operation('sendChannelMessage', async ({ request, params, body }) => {
      const account = await writer(request)
      const channel = await participantOf(account, params.channelId as string)
      const mentions = [...new Set(body.mentions ?? [])]
      const participants = new Set(channel.users.map((u) => u.id))
      if (mentions.some((id) => !participants.has(id))) {
        throw validationFailed([
          {
            field: 'body.mentions',
            message: 'Seuls les participants de la conversation peuvent être mentionnés',
          },
        ])
      }
      const message = await channels.addMessage({
        channelId: channel.id,
        authorId: account.user.id,
        envelope: body.text,
        mentions,
        now: config.now(),
      })
      // Stored first: a recipient offline now reads it with GET when they come back.
      await server.plugins['channels-realtime'].fanOut.publish(message).catch((error: unknown) => {
        request.log(['error', 'realtime'], error as Error)
      })
      return { status: 201, body: message }
    })
  },
}

// Conversations in stories and component tests: an in-memory stand-in for the channels API, whose
// state (channels, their encrypted messages, the contacts) the story fills beforehand — the envelopes
// come from a real vault, so the screens decrypt them as they would the API's. Like the API, it refuses
// a message that is not an encrypted envelope (400). Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'
import { envelopeErrors } from './envelope.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type Channel = components['schemas']['Channel']
type ChannelMessage = components['schemas']['ChannelMessage']
type ChannelParticipant = components['schemas']['ChannelParticipant']
type Contact = components['schemas']['Contact']
type ErrorBody = components['schemas']['Error']

export interface StoredChannel extends Omit<Channel, 'lastMessage'> {
  /** The whole history, oldest first. */
  messages: ChannelMessage[]
}

export interface MessagingStore {
  /** The signed-in user, as a participant. */
  me: ChannelParticipant
  channels: StoredChannel[]
  contacts: Contact[]
  /** Messages the screen posted, in order (tests read them to check what left the browser). */
  sent: ChannelMessage[]
  /** Called after each POST (e.g. a story's other participant replying over the fake socket). */
  onSent?: (message: ChannelMessage) => void
  /** When set, the searches left before 429, as the API's per-account limit; each search uses one. */
  contactSearchesLeft?: number
}

export function messagingStore(me: ChannelParticipant, init: Partial<MessagingStore> = {}): MessagingStore {
  return { me, channels: [], contacts: [], sent: [], ...init }
}

const notFound: ErrorBody = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Conversation introuvable',
  code: 'NOT_FOUND',
}
const conflict: ErrorBody = {
  statusCode: 409,
  error: 'Conflict',
  message: 'Cette conversation a déjà une session de chiffrement',
  code: 'CONFLICT',
}

/** The contract's bound of a message's ciphertext (`EncryptedEnvelope`). */
const MESSAGE_CIPHERTEXT_MAX = 64_000

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

function summary(channel: StoredChannel): Channel {
  const { messages, ...rest } = channel
  return { ...rest, lastMessage: messages.at(-1) ?? null }
}

/** Ids that look like the API's (uuid v4 shape), stable within a store. */
let counter = 0
function nextId() {
  counter += 1
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`
}

/** The channels API over `store`; `latency` slows every answer (loading states). */
export function messagingHandlers(store: MessagingStore, { latency = 0 }: { latency?: number } = {}) {
  const wait = () => (latency > 0 ? delay(latency) : Promise.resolve())
  const find = (id: string) => store.channels.find((c) => c.id === id)
  return [
    http.get('/user/channels', async ({ query, response }) => {
      await wait()
      const limit = Number(query.get('limit') ?? 50)
      const list = [...store.channels]
        .sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt))
        .slice(0, limit)
        .map(summary)
      return response(200).json(list)
    }),
    http.post('/user/channels', async ({ request, response }) => {
      await wait()
      const body = await request.json()
      const otherId = body.userIds.find((id) => id !== store.me.id)
      const existing = store.channels.find((c) => c.users.some((u) => u.id === otherId))
      if (existing) return response(200).json(summary(existing))
      const other = store.contacts.find((c) => c.id === otherId)
      if (!other) {
        return response(400).json({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Utilisateur introuvable',
          code: 'VALIDATION_FAILED',
        })
      }
      const now = new Date().toISOString()
      const users = [store.me, other]
      const channel: StoredChannel = {
        id: nextId(),
        channelType: 'OneToOne',
        sldId: null,
        users,
        valid: users.every((u) => u.activated),
        createdAt: now,
        lastActivityAt: now,
        messages: [],
      }
      store.channels.push(channel)
      return response(201).json(summary(channel))
    }),
    http.get('/channels/{channelId}', async ({ params, query, response }) => {
      await wait()
      const channel = find(params.channelId)
      if (!channel) return response(404).json(notFound)
      const limit = Number(query.get('limit') ?? 50)
      const before = query.get('before')
      const end = before ? channel.messages.findIndex((m) => m.id === before) : channel.messages.length
      const from = Math.max(0, end - limit)
      return response(200).json({
        ...summary(channel),
        messages: channel.messages.slice(from, end),
        hasMore: from > 0,
      })
    }),
    http.patch('/channels/{channelId}', async ({ params, request, response }) => {
      await wait()
      const channel = find(params.channelId)
      if (!channel) return response(404).json(notFound)
      const { sldId } = await request.json()
      if (channel.sldId !== null && channel.sldId !== sldId) return response(409).json(conflict)
      channel.sldId = sldId
      return response(200).json(summary(channel))
    }),
    http.post('/channels/{channelId}/message', async ({ params, request, response }) => {
      await wait()
      const channel = find(params.channelId)
      if (!channel) return response(404).json(notFound)
      const body = await request.json()
      const refused = envelopeErrors(body.text, 'body.text', MESSAGE_CIPHERTEXT_MAX)
      if (refused) return response(400).json(refused)
      const message: ChannelMessage = {
        id: nextId(),
        channelId: channel.id,
        author: store.me.id,
        text: body.text,
        time: new Date().toISOString(),
        mentions: body.mentions ?? [],
      }
      channel.messages.push(message)
      channel.lastActivityAt = message.time
      store.sent.push(message)
      store.onSent?.(message)
      return response(201).json(message)
    }),
    http.get('/user/contacts', async ({ query, response }) => {
      await wait()
      if (store.contactSearchesLeft !== undefined) {
        if (store.contactSearchesLeft <= 0) {
          return response(429).json({
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Trop de recherches. Merci de réessayer plus tard.',
            code: 'TOO_MANY_ATTEMPTS',
          })
        }
        store.contactSearchesLeft -= 1
      }
      const wanted = fold(query.get('query')?.trim() ?? '')
      const found = store.contacts
        .filter((c) => fold(c.name).includes(wanted))
        .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
      return response(200).json(found.slice(0, Number(query.get('limit') ?? 20)))
    }),
  ]
}

/** A signed-in user without any conversation (e.g. a dashboard story that shows 'Aucune conversation'). */
export const noConversationsHandlers = () =>
  messagingHandlers(
    messagingStore({
      id: '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f',
      name: 'Julien Moreau',
      userType: 'doctor',
      activated: true,
    }),
  )

// Stories and component tests of the conversation screens: real vaults on an in-memory key directory
// (the envelopes are the vault's, so the screens decrypt them as in the product), an in-memory
// channels API (msw handlers over a store) and a realtime the test drives.
import type { Vault } from '@relais/vault'
import { testWorld } from '@relais/vault/testing'
import { messagingStore, type MessagingStore, type StoredChannel } from '@relais/api-client/msw'
import type { components } from '@relais/api-client'
import { memoryRealtime } from '../realtime.ts'

type Participant = components['schemas']['ChannelParticipant']
type ChannelMessage = components['schemas']['ChannelMessage']

export const PEOPLE = {
  midwife: { id: '0a6f3c1e-5b2d-4c8e-9f10-000000000001', name: 'Sophie Garnier', userType: 'midwife' },
  patient: { id: '0a6f3c1e-5b2d-4c8e-9f10-000000000002', name: 'Camille Lefèvre', userType: 'patient' },
  doctor: { id: '0a6f3c1e-5b2d-4c8e-9f10-000000000003', name: 'Julien Moreau', userType: 'doctor' },
  /** Has an account but never created an encryption identity. */
  newcomer: { id: '0a6f3c1e-5b2d-4c8e-9f10-000000000004', name: 'Léa Dubois', userType: 'patient' },
  organization: {
    id: '0a6f3c1e-5b2d-4c8e-9f10-000000000005',
    name: 'Maternité des Lilas',
    userType: 'organization',
  },
} as const satisfies Record<string, Omit<Participant, 'activated'>>

export const CHANNELS = {
  withPatient: '1b7e4d2f-6c3e-4d9f-8a21-000000000001',
  /** Both have identities, no session yet: the screen creates it. */
  withDoctor: '1b7e4d2f-6c3e-4d9f-8a21-000000000002',
  /** The other participant has no identity: invalid. */
  withNewcomer: '1b7e4d2f-6c3e-4d9f-8a21-000000000003',
} as const

/** Fixed times near the visual review's clock (2026-03-02 09:00, Paris). */
const at = (hhmm: string) => `2026-03-02T${hhmm}:00.000Z`

export interface MessagingWorld {
  store: MessagingStore
  /** The signed-in user's vault (the midwife's unless told otherwise). */
  vault: Vault
  /** Every registered user's vault, e.g. to check what the other side can read. */
  vaults: Map<string, Vault>
  live: ReturnType<typeof memoryRealtime>
  /**
   * Encrypts `text` as `from` in a channel and pushes it live, to the conversation and to the signed-in
   * user's list, as the API does when the other side writes.
   */
  receive(channelId: string, from: string, text: string): Promise<ChannelMessage>
  /**
   * `from` opens a conversation with the signed-in user (in the store, without a message yet) and the
   * user's list hears of it, as the API announces a new conversation. Returns its id.
   */
  openedBy(from: Omit<Participant, 'activated'>): string
}

let seq = 0
const messageId = () => `2c8f5e3a-7d4f-4eaf-9b32-${String(++seq).padStart(12, '0')}`

export interface WorldOptions {
  /** No conversation at all. */
  empty?: boolean
}

export async function messagingWorld({ empty = false }: WorldOptions = {}): Promise<MessagingWorld> {
  const world = testWorld()
  const vaults = new Map<string, Vault>()
  const register = async (userId: string) => {
    const vault = await world.register(userId)
    vaults.set(userId, vault)
    return vault
  }
  const me = await register(PEOPLE.midwife.id)
  await register(PEOPLE.patient.id)
  await register(PEOPLE.doctor.id)
  await register(PEOPLE.organization.id)
  const participant = (p: Omit<Participant, 'activated'>): Participant => ({
    ...p,
    activated: vaults.has(p.id),
  })
  const store = messagingStore(participant(PEOPLE.midwife), {
    contacts: [PEOPLE.patient, PEOPLE.doctor, PEOPLE.newcomer, PEOPLE.organization].map(participant),
  })
  const live = memoryRealtime()

  const encryptAs = async (channel: StoredChannel, author: string, text: string, time: string) => {
    const vault = vaults.get(author)!
    const session = await vault.retrieveSession(channel.sldId!)
    const message: ChannelMessage = {
      id: messageId(),
      channelId: channel.id,
      author,
      text: await session.encryptString(text),
      time,
      mentions: [],
    }
    return message
  }

  if (!empty) {
    const session = await me.createSession({ users: [PEOPLE.patient.id] })
    const withPatient: StoredChannel = {
      id: CHANNELS.withPatient,
      channelType: 'OneToOne',
      sldId: session.sessionId,
      users: [participant(PEOPLE.midwife), participant(PEOPLE.patient)],
      valid: true,
      createdAt: at('07:30'),
      lastActivityAt: at('07:52'),
      messages: [],
    }
    withPatient.messages.push(
      await encryptAs(
        withPatient,
        PEOPLE.patient.id,
        'Bonjour, j’ai des contractions depuis ce matin.',
        at('07:40'),
      ),
      await encryptAs(withPatient, PEOPLE.midwife.id, 'Bonjour Camille, à quelle fréquence ?', at('07:45')),
    )
    // Altered in storage: it must show the decryption error, not break the conversation.
    const tampered = await encryptAs(withPatient, PEOPLE.patient.id, 'Toutes les vingt minutes.', at('07:52'))
    const { ciphertext } = tampered.text
    withPatient.messages.push({
      ...tampered,
      text: { ...tampered.text, ciphertext: `${ciphertext.slice(0, -4)}AAAA` },
    })

    const withDoctor: StoredChannel = {
      id: CHANNELS.withDoctor,
      channelType: 'OneToOne',
      sldId: null,
      users: [participant(PEOPLE.midwife), participant(PEOPLE.doctor)],
      valid: true,
      createdAt: at('06:10'),
      lastActivityAt: at('06:10'),
      messages: [],
    }
    const withNewcomer: StoredChannel = {
      id: CHANNELS.withNewcomer,
      channelType: 'OneToOne',
      sldId: null,
      users: [participant(PEOPLE.midwife), participant(PEOPLE.newcomer)],
      valid: false,
      createdAt: at('05:00'),
      lastActivityAt: at('05:00'),
      messages: [],
    }
    store.channels.push(withPatient, withDoctor, withNewcomer)
  }

  return {
    store,
    vault: me,
    vaults,
    live,
    async receive(channelId, from, text) {
      const channel = store.channels.find((c) => c.id === channelId)!
      const message = await encryptAs(channel, from, text, new Date().toISOString())
      channel.messages.push(message)
      channel.lastActivityAt = message.time
      live.push(message)
      live.announce(PEOPLE.midwife.id, channelId)
      return message
    },
    openedBy(from) {
      const now = new Date().toISOString()
      const users = [participant(PEOPLE.midwife), participant(from)]
      const channel: StoredChannel = {
        id: `1b7e4d2f-6c3e-4d9f-8a21-${String(++seq).padStart(12, '0')}`,
        channelType: 'OneToOne',
        sldId: null,
        users,
        valid: users.every((u) => u.activated),
        createdAt: now,
        lastActivityAt: now,
        messages: [],
      }
      store.channels.push(channel)
      live.announce(PEOPLE.midwife.id, channel.id)
      return channel.id
    },
  }
}

// Shared set-up of the channel tests: a listening API, nes clients signed in with a session's token,
// envelopes of the contract's shape (well formed, opaque: no vault opens them), and the structure that
// relates people who may then write to each other.
import { createHash, randomInt, randomUUID } from 'node:crypto'
import Nes from '@hapi/nes'
import type { Kysely } from 'kysely'
import type { Application } from '../../config.ts'
import type { DB } from '../../db/schema.ts'
import type { ApiServer } from '../../server.ts'
import type { ChatEvent } from './realtime.ts'

/**
 * An `EncryptedEnvelope` whose fields pass the contract, different for each `label`: a stand-in for
 * what the vault sends, where the test needs no real encryption.
 */
export function testEnvelope(label: string, sessionId = 'dGVzdC1lbnZlbG9wZS1zZXNzaW9u') {
  const digest = createHash('sha256').update(label).digest()
  return {
    version: 1 as const,
    encryptionSessionId: sessionId,
    epoch: 0,
    nonce: digest.subarray(0, 12).toString('base64url'),
    // 16 bytes of "tag" and 8 of "ciphertext": 32 base64url characters.
    ciphertext: digest.subarray(0, 24).toString('base64url'),
  }
}

/**
 * A new active structure of `application` whose members are `userIds`, returned by id. Sharing one is
 * what lets a professional and a patient open a conversation (a patient followed at a maternity with
 * its practitioners); deleting it ends the relationship, not the conversations opened meanwhile.
 */
export async function shareStructure(
  db: Kysely<DB>,
  application: Application,
  userIds: string[],
  name = 'Centre de suivi',
): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  await db
    .insertInto('organizations')
    .values({
      id,
      application,
      name,
      finess: null,
      // A structure needs an identifier; a random SIRET stays out of the way of FINESS look-ups.
      siret: String(randomInt(10_000_000, 100_000_000)).padEnd(14, '0'),
      specialities: '[]',
      address: JSON.stringify({ text: '1 rue de Rivoli, 75001 Paris, France' }),
      manager_user_id: null,
      active: true,
      created_at: now,
      updated_at: now,
    })
    .execute()
  if (userIds.length > 0) {
    await db
      .insertInto('organization_members')
      .values(
        userIds.map((user_id) => ({
          organization_id: id,
          user_id,
          role: 'member' as const,
          created_at: now,
        })),
      )
      .execute()
  }
  return id
}

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

// Health and the development outbox.
import type { Plugin } from '@hapi/hapi'
import type { Kysely } from 'kysely'
import type { ApiConfig } from '../../config.ts'
import type { DB } from '../../db/schema.ts'
import { pingDatabase, type DatabaseKind } from '../../db/database.ts'
import type { OutboxRepository } from '../auth/delivery/outbox.ts'
import { normaliseIdentifier } from '../auth/identifier.ts'

export const API_VERSION = '0.1.0'

export const systemPlugin: Plugin<{
  config: ApiConfig
  db: Kysely<DB>
  databaseKind: DatabaseKind
  outbox: OutboxRepository
}> = {
  name: 'system',
  register(server, { config, db, databaseKind, outbox }) {
    server.operation('getHealth', async () => {
      const up = await pingDatabase(db)
      // Read at each call: the realtime plugin registers after this one, and its state changes with Redis.
      const fanOut = server.plugins['channels-realtime'].fanOut.state()
      const body = {
        status: up && fanOut !== 'unavailable' ? ('ok' as const) : ('degraded' as const),
        database: up ? ('ok' as const) : ('unavailable' as const),
        databaseKind,
        version: API_VERSION,
        mode: config.mode,
        realtime: { fanOut },
      }
      // Only the database takes an instance out of service: without Redis it still serves HTTP and
      // its own sockets, so a load balancer must keep sending it traffic (200, status degraded).
      return up ? { status: 200, body } : { status: 503, body }
    })

    // Registered by the contract router in LOCAL/DEV only (x-dev-only).
    server.operation('listOutbox', async ({ query, application }) => {
      let recipient = query.recipient
      if (recipient) {
        // Accept the forms people type (06 12 34 56 78, upper-case emails): the outbox holds normalised ones.
        const asEmail = recipient.includes('@') ? normaliseIdentifier('email', recipient) : null
        const asPhone = asEmail ? null : normaliseIdentifier('phone', recipient)
        const normal = asEmail ?? asPhone
        if (normal?.ok) recipient = normal.value
      }
      const rows = await outbox.list(application, recipient, query.limit ?? 20)
      return {
        status: 200,
        body: rows.map((row) => ({
          id: row.id,
          channel: row.channel as 'email' | 'sms',
          recipient: row.recipient,
          application: row.application as typeof application,
          subject: row.subject,
          text: row.text,
          ...(row.code ? { code: row.code } : {}),
          createdAt: new Date(row.created_at).toISOString(),
        })),
      }
    })
  },
}

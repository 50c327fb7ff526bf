// The embedded default of the delivery port: messages are kept in a table instead of being sent, and
// read back at GET /dev/outbox. Only wired in LOCAL and DEV.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Channel, DeliveryPort, OutgoingMessage } from './port.ts'
import type { OutboxTables } from './tables.ts'

export class OutboxDelivery<D extends OutboxTables = OutboxTables> implements DeliveryPort {
  private readonly db: Kysely<OutboxTables>

  /** `db` holds `outbox_messages` (the application database). */
  constructor(
    db: Kysely<D>,
    private readonly now: () => Date,
  ) {
    this.db = db as unknown as Kysely<OutboxTables>
  }

  canDeliver(_channel: Channel): boolean {
    return true
  }

  async deliver(message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({
        id: randomUUID(),
        application: message.application,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        text: message.text,
        code: 'code' in message ? (message.code ?? null) : null,
        created_at: this.now(),
      })
      .execute()
  }
}

export class OutboxRepository<D extends OutboxTables = OutboxTables> {
  private readonly db: Kysely<OutboxTables>

  constructor(db: Kysely<D>) {
    this.db = db as unknown as Kysely<OutboxTables>
  }

  async list(application: string, recipient: string | undefined, limit: number) {
    let query = this.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('application', '=', application)
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(limit)
    if (recipient) query = query.where('recipient', '=', recipient)
    return query.execute()
  }
}

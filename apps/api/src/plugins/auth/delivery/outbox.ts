import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'
import type { Channel, CodeMessage, DeliveryPort } from './port.ts'

/** Keeps messages in a table instead of sending them; only wired in LOCAL and DEV. */
export class OutboxDelivery implements DeliveryPort {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => Date,
  ) {}

  canDeliver(_channel: Channel): boolean {
    return true
  }

  async deliver(message: CodeMessage): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({
        id: randomUUID(),
        application: message.application,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        text: message.text,
        code: message.code,
        created_at: this.now(),
      })
      .execute()
  }
}

export class OutboxRepository {
  constructor(private readonly db: Kysely<DB>) {}

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

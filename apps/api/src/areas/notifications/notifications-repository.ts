// Reads and writes of the notifications. Every query names the user and the application together: a
// notification is one user's of one application, and nobody else's query can reach it.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

export type Notification = components['schemas']['Notification']
export type NotificationPage = components['schemas']['NotificationPage']
export type NotificationTemplate = components['schemas']['NotificationTemplate']
type NotificationPayload = components['schemas']['NotificationPayload']

/** Whose notifications: one user of one application. */
export interface Recipient {
  application: string
  userId: string
}

export interface NewNotification extends Recipient {
  template: NotificationTemplate
  content: string
  payload: NotificationPayload
}

interface Row {
  id: string
  template: NotificationTemplate
  content: string
  payload: NotificationPayload
  seen: boolean
  created_at: Date | string
}

const toNotification = (row: Row): Notification => ({
  id: row.id,
  templateIdentifier: row.template,
  content: row.content,
  payload: row.payload,
  seen: row.seen,
  createdAt: new Date(row.created_at).toISOString(),
})

const COLUMNS = ['id', 'template', 'content', 'payload', 'seen', 'created_at'] as const

export class NotificationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private mine({ application, userId }: Recipient) {
    return this.db
      .selectFrom('notifications')
      .where('user_id', '=', userId)
      .where('application', '=', application)
  }

  async add(notification: NewNotification, now: Date): Promise<Notification> {
    const row = await this.db
      .insertInto('notifications')
      .values({
        id: randomUUID(),
        application: notification.application,
        user_id: notification.userId,
        template: notification.template,
        content: notification.content,
        payload: JSON.stringify(notification.payload),
        created_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
    return toNotification(row)
  }

  /** One page, newest first, with the total and the unseen count (the badge). */
  async page(recipient: Recipient, page: number, limit: number): Promise<NotificationPage> {
    const [rows, counts] = await Promise.all([
      this.mine(recipient)
        .select(COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(limit)
        .offset(page * limit)
        .execute(),
      this.mine(recipient)
        .select([
          sql<string>`count(*)`.as('total'),
          sql<string>`count(*) filter (where not seen)`.as('unseen'),
        ])
        .executeTakeFirstOrThrow(),
    ])
    return {
      notifications: rows.map(toNotification),
      total: Number(counts.total),
      unseen: Number(counts.unseen),
    }
  }

  async markAllSeen({ application, userId }: Recipient): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ seen: true })
      .where('user_id', '=', userId)
      .where('application', '=', application)
      .where('seen', '=', false)
      .execute()
  }

  /** The recipient's notification marked seen or unseen; undefined for anyone else's, or none. */
  async setSeen(
    { application, userId }: Recipient,
    id: string,
    seen: boolean,
  ): Promise<Notification | undefined> {
    const row = await this.db
      .updateTable('notifications')
      .set({ seen })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('application', '=', application)
      .returning(COLUMNS)
      .executeTakeFirst()
    return row && toNotification(row)
  }

  /** Whether the recipient had this notification (false for anyone else's, or none). */
  async remove({ application, userId }: Recipient, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('notifications')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('application', '=', application)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async removeAll({ application, userId }: Recipient): Promise<void> {
    await this.db
      .deleteFrom('notifications')
      .where('user_id', '=', userId)
      .where('application', '=', application)
      .execute()
  }
}

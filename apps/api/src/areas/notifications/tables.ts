// The notifications' table (migration 2026-11-27_notifications): one row per notification of one user
// of one application.
import type { Generated } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { Json, Timestamp } from '../../core/database/columns.ts'

interface NotificationsTable {
  id: string
  seq: Generated<string>
  application: string
  user_id: string
  template: components['schemas']['NotificationTemplate']
  /** The French sentence the bell shows, never medical content. */
  content: string
  payload: Json<components['schemas']['NotificationPayload']>
  seen: Generated<boolean>
  created_at: Timestamp
}

export interface NotificationsTables {
  notifications: NotificationsTable
}

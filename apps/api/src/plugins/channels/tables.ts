// Table types of the conversations (migrations 2026-11-23_channels and 2026-11-26_encrypted-envelopes),
// kept beside the plugin that alone reads them. `users`, `profiles` and the organization tables come
// from the application's schema.
import type { ColumnType } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../../db/schema.ts'

type Timestamp = ColumnType<Date, Date | string, Date | string>
/** jsonb: written as a JSON string, read back parsed (pg and PGlite alike). */
type Json<T> = ColumnType<T, string, string>

export interface ChannelTables {
  channels: {
    id: string
    application: string
    channel_type: 'OneToOne'
    pair_key: string
    sld_id: string | null
    created_by: string
    created_at: Timestamp
    last_activity_at: Timestamp
  }
  channel_participants: { channel_id: string; user_id: string; position: number }
  channel_messages: {
    id: string
    channel_id: string
    author_id: string
    /** The contract's `EncryptedEnvelope`; a CHECK constraint refuses any other shape. */
    envelope: Json<components['schemas']['EncryptedEnvelope']>
    mentions: Json<string[]>
    created_at: Timestamp
  }
}

export type ChannelsDB = DB & ChannelTables

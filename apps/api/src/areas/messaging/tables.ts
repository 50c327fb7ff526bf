// The conversations' tables (migrations 2026-11-23_channels and 2026-11-26_encrypted-envelopes):
// channels, their participants and their messages, each message a vault envelope.
import type { components } from '@relais/api-client/schema'
import type { Json, Timestamp } from '../../core/database/columns.ts'

export interface MessagingTables {
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

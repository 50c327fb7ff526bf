// The key directory's tables (migrations 2026-11-22_vault-key-directory and 2026-11-28_key-claims):
// public identities, encryption sessions with their epochs and wrapped keys, groups with their public
// keys, members and key shares, the application server's share of each identity backup, and the claims
// waiting for users who have no keys yet.
import type { Json, Timestamp } from '../../core/database/columns.ts'

interface StoredJwk {
  kty: string
  crv: string
  x: string
  y: string
  ext?: boolean
  key_ops?: string[]
}

/** One epoch's content key under a claim's over-encryption key (the contract's ClaimSealedKey). */
interface StoredClaimKey {
  epoch: number
  iv: string
  ciphertext: string
}

interface StoredSealedBox {
  epk: string
  iv: string
  ciphertext: string
  sealedBy: string
  signature: string
}

export interface KeysTables {
  key_identities: {
    user_id: string
    encryption_key: Json<StoredJwk>
    signing_key: Json<StoredJwk>
    signing_key_hash: string
    created_at: Timestamp
  }
  key_sessions: { id: string; application: string; created_by: string; created_at: Timestamp }
  key_session_recipients: {
    session_id: string
    kind: 'user' | 'group'
    recipient_id: string
    position: number
  }
  key_session_epochs: {
    session_id: string
    epoch: number
    group_key_versions: Json<Record<string, number>>
    created_at: Timestamp
  }
  key_wrapped_keys: {
    session_id: string
    epoch: number
    sealed_for_kind: 'user' | 'group'
    sealed_for_id: string
    sealed_for_version: number
    box: Json<StoredSealedBox>
    created_at: Timestamp
  }
  key_groups: {
    id: string
    application: string
    name: string
    key_version: number
    created_by: string
    created_at: Timestamp
    updated_at: Timestamp
  }
  key_group_public_keys: { group_id: string; key_version: number; public_key: Json<StoredJwk> }
  key_group_members: { group_id: string; user_id: string; added_at: Timestamp }
  key_group_shares: {
    group_id: string
    key_version: number
    member_id: string
    box: Json<StoredSealedBox>
    created_at: Timestamp
  }
  key_backup_shares: { user_id: string; share: string; created_at: Timestamp }
  key_claims: {
    id: string
    application: string
    session_id: string
    for_user_id: string
    created_by: string
    keys: Json<StoredClaimKey[]>
    created_at: Timestamp
  }
}

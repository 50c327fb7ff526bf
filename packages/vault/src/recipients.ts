// Who content is shared with: as callers name them (lists of user and group ids) and as the key
// directory stores them (one entry per user or group, without duplicates). Both the vault and its
// sessions take the first form, so it lives apart from either.
import type { Recipient } from './key-directory.ts'

export interface Recipients {
  users?: string[]
  groups?: string[]
}

export function toRecipients({ users = [], groups = [] }: Recipients): Recipient[] {
  const unique = (ids: string[]) => [...new Set(ids)]
  return [
    ...unique(users).map((id) => ({ kind: 'user' as const, id })),
    ...unique(groups).map((id) => ({ kind: 'group' as const, id })),
  ]
}

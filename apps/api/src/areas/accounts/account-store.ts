// The accounts area's loan to core: how the account behind a session is read (core/accounts), from the
// users of this area and, for an impersonating session, the admin area's impersonations.
import type { Kysely } from 'kysely'
import type { AccountStore } from '../../core/accounts/account-store.ts'
import { ImpersonationsRepository } from '../admin/index.ts'
import type { DB } from '../database.ts'
import { UsersRepository } from './users-repository.ts'

export function accountStore(db: Kysely<DB>): AccountStore {
  const users = new UsersRepository(db)
  const impersonations = new ImpersonationsRepository(db)
  return {
    findIdByIdentifier: (application, type, value) => users.findIdByIdentifier(application, type, value),
    findById: (id) => users.findById(id),
    findImpersonation: (sessionId) => impersonations.find(sessionId),
  }
}

// What registration calls once an account exists: a practitioner whose proven email a structure
// invited joins that structure's team, as the invitation's email promised. Other accounts (a patient,
// a structure, an unproven email) join nothing.
import type { Kysely } from 'kysely'
import type { DB } from '../database.ts'
import { InvitationsRepository, PRACTITIONER_TYPES } from './invitations-repository.ts'

export async function joinInvitedOrganizations(
  db: Kysely<DB>,
  account: { application: string; userId: string; userType: string; provenEmail: string | null; now: Date },
): Promise<string[]> {
  if (!account.provenEmail || !PRACTITIONER_TYPES.includes(account.userType)) return []
  return new InvitationsRepository(db).joinByEmail({
    application: account.application,
    email: account.provenEmail,
    userId: account.userId,
    now: account.now,
  })
}

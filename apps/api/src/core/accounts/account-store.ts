// What core needs to know of accounts, and the port through which it reads them. Accounts are stored by
// the accounts area (its tables, its repository), which lends core an `AccountStore` (areas/area.ts:
// `accountStore`); core resolves the account behind every session with it, once per request.
import type { StoredAddress } from '../database/columns.ts'
import type { SessionIdentifierType } from '../sessions/session-service.ts'

interface OrganizationMembership {
  id: string
  name: string
  finess: string | null
}

export interface UserRecord {
  id: string
  application: string
  userType: string
  email: string | null
  phone: string | null
  active: boolean
  /** Holds an administrator grant (the `administrators` table). */
  isAdmin: boolean
  sldId: string | null
  termsAcceptedAt: Date | null
  profile: {
    id: string
    givenName: string
    familyName: string
    gender: string | null
    birthDate: string | null
    address: StoredAddress[]
    rpps: string | null
    finess: string | null
    nir: string | null
    languages: string[]
    qualifications: string[]
    description: string | null
    exerciceZone: StoredAddress | null
    exerciceRadius: number | null
  } | null
  organizations: OrganizationMembership[]
  /** The newest change of each identifier type, whatever its state (the caller knows the time). */
  identifierChanges: { type: 'email' | 'phone'; value: string; expiresAt: Date; spent: boolean }[]
}

/** An administrator acting through a session: who, and the identifier to give the session back. */
export interface Impersonation {
  impersonatorUserId: string
  impersonatorUsername: string
  identifierType: string
  identifier: string
}

export interface AccountStore {
  /** The account of `application` holding this identifier (a Pro Santé Connect session: its RPPS). */
  findIdByIdentifier(
    application: string,
    type: SessionIdentifierType,
    value: string,
  ): Promise<string | undefined>
  findById(id: string): Promise<UserRecord | undefined>
  /** The impersonation a session is in, if any. */
  findImpersonation(sessionId: string): Promise<Impersonation | undefined>
}

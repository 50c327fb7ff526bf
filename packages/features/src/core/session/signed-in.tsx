// What every screen under /app may rely on once the shell has finished initialising: the user, the
// role context the domain's menus and guards read, and the organization the user is acting for.
import { createContext, useContext } from 'react'
import type { User } from '@relais/api-client'
import type { RoleContext } from '@relais/domain'

export type OrganizationSummary = User['organizations'][number]

export interface SignedIn {
  user: User
  role: RoleContext
  organizations: readonly OrganizationSummary[]
  /** The organization restored at start (stored choice if still a member, else the first), if any. */
  organization: OrganizationSummary | null
  selectOrganization: (id: string) => void
}

export const SignedInContext = createContext<SignedIn | null>(null)

/** The shell's state, for pages under the /app layout. */
export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext)
  if (!value) throw new Error('useSignedIn must be used under the /app shell')
  return value
}

/** The signed-in user, for pages under the /app layout. */
export function useSignedInUser(): User {
  return useSignedIn().user
}

/** The address country the role rules read (the mobility tour is for CI only). */
export function countryOf(user: User): string | null {
  return user.profile.address[0]?.country ?? null
}

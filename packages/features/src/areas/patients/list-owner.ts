// Whose patient list a screen shows: a practitioner's own (doctor, midwife, assistant), or a structure's,
// the organization the user currently acts for. The API answers both on one path, by type and id.
import type { components, User } from '@relais/api-client'
import { isPractitioner } from '@relais/domain'
import type { OrganizationSummary } from '../../core/session/signed-in.tsx'

type PractitionerType = components['schemas']['PractitionerType']

export const OWN_LIST_PATH = '/app/patients'
export const ORGANIZATION_LIST_PATH = '/app/organization/patients'

export interface PatientListOwner {
  practitionerType: PractitionerType
  /** The practitioner's account id, or the organization's id. */
  practitionerId: string
  /** The list's page; a patient's page is below it. */
  listPath: typeof OWN_LIST_PATH | typeof ORGANIZATION_LIST_PATH
  /** The structure's name, for a structure's list. */
  organizationName?: string
}

/** A structure's list: the organization the user acts for ('No organization selected' without one). */
export function organizationListOf(organization: OrganizationSummary | null): PatientListOwner {
  if (!organization) throw new Error('No organization selected')
  return {
    practitionerType: 'organization',
    practitionerId: organization.id,
    listPath: ORGANIZATION_LIST_PATH,
    organizationName: organization.name,
  }
}

/**
 * The list /app/patients shows a practitioner: their own. A structure's account keeps its list under
 * /app/organization/patients, and no other type keeps one ('Unsupported user type').
 */
export function ownListOf(user: Pick<User, 'id' | 'userType'>): PatientListOwner {
  const type = user.userType
  if (!isPractitioner(type)) throw new Error('Unsupported user type')
  return { practitionerType: type, practitionerId: user.id, listPath: OWN_LIST_PATH }
}

/** The key of a list in the browser's storage (the add-patient draft belongs to one list). */
export function ownerKey(owner: PatientListOwner): string {
  return `${owner.practitionerType}:${owner.practitionerId}`
}

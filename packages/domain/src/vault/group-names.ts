// Names of the vault groups the product gives a meaning to. The browser finds a group by its name and
// the key directory keeps names first come, first served, so a name that stands for someone is theirs
// alone to take: otherwise anyone could create `medical-file:{a patient}` first and block her record.

const MEDICAL_FILE = 'medical-file:'
const ORGANIZATION = 'organization:'

/** A patient's medical-file group: the patient and the practitioners she granted access. */
export const medicalFileGroupName = (patientId: string) => `${MEDICAL_FILE}${patientId}`

/** An organization's group: the structure's account (and, later, its members). */
export const organizationGroupName = (organizationId: string) => `${ORGANIZATION}${organizationId}`

/** Who alone may create a group of that name; null for a name with no such meaning. */
export type ReservedGroupName =
  { kind: 'medicalFile'; patientId: string } | { kind: 'organization'; organizationId: string }

export function reservedGroupName(name: string): ReservedGroupName | null {
  if (name.startsWith(MEDICAL_FILE))
    return { kind: 'medicalFile', patientId: name.slice(MEDICAL_FILE.length) }
  if (name.startsWith(ORGANIZATION)) {
    return { kind: 'organization', organizationId: name.slice(ORGANIZATION.length) }
  }
  return null
}

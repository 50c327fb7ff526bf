// Booking an appointment makes its practitioners the patient's care team for it: each one who has no
// say yet on her medical file is granted it (ACCEPTED, asked by the booker), so that the doctor a midwife
// books her with can read the appointment's description and her record. The patient sees these grants in
// 'Mes données' and may revoke them there. Her own answer always stands: a practitioner she refused, or
// one whose request or invitation is still open, is left as he is.
import type { AccessPoliciesRepository } from '../access-policies/index.ts'

export interface CareTeamBooking {
  application: string
  patientId: string
  practitionerIds: readonly string[]
  bookedBy: string
  now: Date
}

/**
 * Grants the appointment's practitioners the patient's medical file where nothing was ever decided, and
 * answers those who hold it now: the booker's browser adds them to the file's encrypted group.
 */
export async function grantCareTeam(
  policies: AccessPoliciesRepository,
  { application, patientId, practitionerIds, bookedBy, now }: CareTeamBooking,
): Promise<string[]> {
  const holding: string[] = []
  for (const practitionerId of practitionerIds) {
    const grantee = { userId: practitionerId }
    const latest = await policies.latestPolicy(application, 'medical-file', patientId, patientId, grantee)
    if (latest) {
      if (latest.status === 'ACCEPTED') holding.push(practitionerId)
      continue
    }
    const granted = await policies.create({
      application,
      resource: 'medical-file',
      holderUserId: patientId,
      resourceId: patientId,
      grantee,
      requestedBy: bookedBy,
      status: 'ACCEPTED',
      now,
    })
    // Undefined when a request of his was recorded meanwhile: the patient answers that one.
    if (granted?.status === 'ACCEPTED') holding.push(practitionerId)
  }
  return holding
}

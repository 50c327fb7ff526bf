// After a booking, the browser's half of the care team: the API granted the appointment's practitioners
// the patient's medical file (or found them holding it), and a member of the file's encrypted group — the
// patient herself, or a practitioner she shared it with — adds them to that group, so that they can open
// the description and the record. A booker outside the group (a structure's member reading through its
// structure, or a booker without a vault) adds nobody: the patient's browser adds every accepted grantee
// the next time she unlocks her vault. Nothing here can undo or hold up the booking.
import {
  GroupNotFoundError,
  IdentityNotFoundError,
  VaultNotInitializedError,
  type VaultPort,
} from '@relais/vault'
import { addMedicalFileMembers } from '../medical-record/index.ts'

/** Adds to the patient's medical-file group, one at a time, the practitioners the booking shared it with. */
export async function addCareTeam(
  vault: VaultPort | null,
  patientId: string,
  sharedWith: readonly string[] | undefined,
): Promise<void> {
  if (!vault) return
  for (const practitionerId of sharedWith ?? []) {
    if (practitionerId === vault.userId) continue
    try {
      await addMedicalFileMembers(vault, patientId, [practitionerId])
    } catch (error) {
      // Not a member of the group: nobody can be added from here.
      if (error instanceof GroupNotFoundError || error instanceof VaultNotInitializedError) return
      // A practitioner who never opened a vault has no key yet: the patient's next unlock adds him.
      if (!(error instanceof IdentityNotFoundError)) {
        console.error('A practitioner of the appointment could not be added to the medical file', error)
      }
    }
  }
}

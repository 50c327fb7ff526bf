// An appointment's description is medical free text, encrypted in the browser for the patient's
// medical-file group: the patient and the practitioners she shared her file with open it here, with their
// own keys, and nobody else can. The decrypted text lives only as long as a screen shows it.
import { useQuery } from '@tanstack/react-query'
import type { VaultPort } from '@relais/vault'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import type { Appointment } from './appointment-events.ts'

/**
 * The text of the appointment's description, decrypted with the user's vault: '' without one, null
 * when it does not open (no vault, or a session the user holds no key of).
 */
async function openDescription(
  vault: VaultPort | null,
  appointment: Appointment | null,
): Promise<string | null> {
  const envelope = appointment?.description
  if (!envelope) return ''
  if (!vault) return null
  try {
    const session = await vault.retrieveSession(envelope.encryptionSessionId)
    return await session.decryptString(envelope)
  } catch {
    return null
  }
}

/** The appointment's description as the signed-in user can read it (see `openDescription`). */
export function useAppointmentDescription(appointment: Appointment | null) {
  const vault = useOptionalVault()
  return useQuery({
    queryKey: ['appointment-description', appointment?.id ?? null, vault?.userId ?? null],
    queryFn: () => openDescription(vault, appointment),
    // Medical text: not kept once nothing shows it.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  })
}

// The unlocked vault of the signed-in user, for every screen under /app that reads or writes medical
// content. The shell (shell/vault-unlock.ts) provides it once the identity is open on this device;
// screens never create their own vault. They see the port, whichever vault is configured, and ask its
// `capabilities` where the embedded vault and Seald differ.
import { createContext, useContext } from 'react'
import type { VaultPort } from '@relais/vault'

/**
 * null while nothing is unlocked — and for a whole session when it cannot be: an administrator
 * impersonating a user never gets the user's keys (the backup share is refused to them).
 */
export const VaultContext = createContext<VaultPort | null>(null)

/** The unlocked vault, or null when this session has none (impersonation): screens say so. */
export function useOptionalVault(): VaultPort | null {
  const vault = useContext(VaultContext)
  return vault && vault.isReady ? vault : null
}

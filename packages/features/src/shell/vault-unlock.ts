// The 'Déverrouillage de vos données...' phase of the shell. The end-to-end encrypted vault arrives with
// issue 6: it plugs in here (retrieve or create the identity, ask the 8-character code). Until then
// there is nothing to unlock and the phase ends at once — no artificial delay.
import { useEffect, useState } from 'react'
import type { User } from '@relais/api-client'

export type VaultUnlock = (user: User) => Promise<void>

export const unlockNothingYet: VaultUnlock = async () => {}

export interface VaultUnlockState {
  unlocked: boolean
  error: unknown
}

/** Unlocks the vault of `user` once per account (not per refetch of its profile). */
export function useVaultUnlock(user: User | undefined, unlock: VaultUnlock = unlockNothingYet) {
  const [state, setState] = useState<{ userId: string; error: unknown } | null>(null)
  const userId = user?.id
  useEffect(() => {
    if (!user) return
    let cancelled = false
    unlock(user).then(
      () => !cancelled && setState({ userId: user.id, error: null }),
      (error: unknown) => !cancelled && setState({ userId: user.id, error: error ?? 'unlock failed' }),
    )
    return () => {
      cancelled = true
    }
    // Keyed by the account id on purpose: a refetched profile is the same vault.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, unlock])
  const current = state !== null && state.userId === userId
  return {
    unlocked: current && state.error === null,
    error: current ? state.error : null,
  } satisfies VaultUnlockState
}

// The 'Déverrouillage de vos données...' phase of the shell (the spec's shell, vault unlock and errors): once
// the profile of an active account with a type has loaded, open its end-to-end encryption identity on this
// device.
// - The vault is the embedded one by default; where /config.js configures Seald, the Seald adapter
//   (`@relais/vault/seald`, with its SDK) is loaded then, and only then: the apps' entry does not carry it.
// - An administrator impersonating the user gets no vault: the user's keys stay the user's (the API
//   refuses them the backup share and the key store), so the phase ends with none.
// - The identity is on this device: done, no dialog.
// - A corrupt local key store, or one whose signing key is not the published one: drop it and reload.
// - Otherwise the unlock dialog asks for the 8-character code: registration mode when the user has no
//   identity yet, retrieval mode when they have one.
import { startTransition, useCallback, useEffect, useState } from 'react'
import { isUserType } from '@relais/domain'
import type { User } from '@relais/api-client'
import { LocalKeyStore, mustDropLocalStore, Vault, type KeyDirectory, type VaultPort } from '@relais/vault'
import type { SealdAppServer } from '@relais/vault/seald'
import { storageKey, useAppConfig, type SealdVaultConfig } from '../core/config/AppConfig.tsx'
import { useVaultPorts } from '../core/vault/use-vault-ports.ts'
import type { UnlockMode } from './UnlockDialog/UnlockDialog.tsx'

export type VaultUnlockState =
  | { status: 'opening' }
  | { status: 'needsCode'; vault: VaultPort; mode: UnlockMode }
  | { status: 'unlocked'; vault: VaultPort | null }
  | { status: 'error'; error: unknown }

/**
 * Stands in for the real unlock where a screen is shown without the key services (stories and tests
 * of other features): resolves to the vault to provide, or to nothing.
 */
export type VaultUnlock = (user: User) => Promise<VaultPort | null | void>

/** No vault at all, at once: the phase ends as it does for an impersonation. */
export const unlockWithoutVault: VaultUnlock = async () => null

/** Seald as /config.js configures it, its application server, and where its SDK keeps the identity. */
interface SealdVaultSetup {
  config: SealdVaultConfig
  appServer: SealdAppServer
  /** Prefix of the localStorage key of the SDK's database (one per user). */
  databasePathPrefix: string
}

export interface OpenVaultOptions {
  directory: KeyDirectory
  /** The device's key store; tests and stories name their own database. */
  localStore?: LocalKeyStore
  /** Where Seald is configured; absent, the embedded vault. */
  seald?: SealdVaultSetup
  reload?: () => void
}

/**
 * The vault this deployment uses: the embedded one, or Seald's where it is configured, whose module
 * (and SDK, some 375 KB gzipped) is loaded here, the first time a signed-in page needs a vault.
 */
export async function createVault({
  directory,
  localStore,
  seald,
}: Omit<OpenVaultOptions, 'reload'>): Promise<VaultPort> {
  if (!seald) return new Vault({ directory, localStore: localStore ?? new LocalKeyStore() })
  const { SealdVault } = await import('@relais/vault/seald')
  return new SealdVault({
    appId: seald.config.appId,
    apiURL: seald.config.apiUrl,
    keyStorageURL: seald.config.keyStorageUrl,
    appServer: seald.appServer,
    databasePathPrefix: seald.databasePathPrefix,
  })
}

/** Drops this device's key store and reloads the page (CORRUPT_DATABASE, LOGIN_WRONG_SIGNING_PUBKEY_HASH). */
export async function dropLocalStoreAndReload(
  vault: VaultPort,
  reload: () => void = () => window.location.reload(),
) {
  try {
    await vault.dropLocalIdentity()
  } finally {
    reload()
  }
}

/** The first step of the phase, before any dialog. */
export async function openVault(
  user: User,
  { reload, ...choice }: OpenVaultOptions,
): Promise<VaultUnlockState> {
  if (user.impersonator) return { status: 'unlocked', vault: null }
  const vault = await createVault(choice)
  try {
    if (await vault.openLocalIdentity(user.id)) return { status: 'unlocked', vault }
    const mode = (await vault.hasPublishedIdentity(user.id)) ? 'retrieve' : 'register'
    return { status: 'needsCode', vault, mode }
  } catch (error) {
    if (!mustDropLocalStore(error)) throw error
    await dropLocalStoreAndReload(vault, reload)
    // The page is reloading: stay on the loading screen until it does.
    return { status: 'opening' }
  }
}

/** The account whose vault the shell unlocks: an active one with a type (others are redirected). */
export function unlockTargetOf(user: User | undefined): User | undefined {
  return user && user.active && isUserType(user.userType) ? user : undefined
}

/**
 * Unlocks the vault of `user` once per account (not per refetch of its profile). `unlock` replaces the
 * real unlock (stories and tests of other screens).
 */
export function useVaultUnlock(user: User | undefined, unlock?: VaultUnlock) {
  const config = useAppConfig()
  const ports = useVaultPorts()
  const databasePathPrefix = storageKey(config, 'seald')
  const [state, setState] = useState<{ userId: string; value: VaultUnlockState } | null>(null)
  const userId = user?.id
  useEffect(() => {
    if (!user) return
    let cancelled = false
    const run: Promise<VaultUnlockState> = unlock
      ? unlock(user).then((vault) => ({ status: 'unlocked', vault: vault ?? null }))
      : openVault(user, {
          directory: ports.directory,
          seald: ports.seald ? { ...ports.seald, databasePathPrefix } : undefined,
        })
    // The unlocked vault brings the whole signed-in page at once (layout, screen, its sections): rendered
    // as a transition, React yields to the browser every few milliseconds instead of holding a phone's
    // main thread for the whole page.
    run.then(
      (value) => !cancelled && startTransition(() => setState({ userId: user.id, value })),
      (error: unknown) =>
        !cancelled &&
        setState({ userId: user.id, value: { status: 'error', error: error ?? 'unlock failed' } }),
    )
    return () => {
      cancelled = true
    }
    // Keyed by the account id on purpose: a refetched profile is the same vault.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, unlock, ports, databasePathPrefix])
  const unlocked = useCallback(
    (vault: VaultPort) => userId && setState({ userId, value: { status: 'unlocked', vault } }),
    [userId],
  )
  const value: VaultUnlockState =
    state !== null && state.userId === userId ? state.value : { status: 'opening' }
  return { state: value, ports, unlocked }
}

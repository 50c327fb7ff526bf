import { useMemo } from 'react'
import { useApi } from '@relais/api-client'
import { createVaultPorts, type VaultPorts } from './vault-ports.ts'

/** The vault's HTTP adapters over the app's API client. */
export function useVaultPorts(): VaultPorts {
  const { client } = useApi()
  return useMemo(() => createVaultPorts(client), [client])
}

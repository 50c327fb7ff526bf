import { useMemo } from 'react'
import { useApi } from '@relais/api-client'
import { useAppConfig } from '../config/AppConfig.tsx'
import { createVaultPorts, type VaultPorts } from './vault-ports.ts'

/** The vault's HTTP adapters over the app's API client, for the vault this deployment configures. */
export function useVaultPorts(): VaultPorts {
  const { client } = useApi()
  const { vault } = useAppConfig()
  return useMemo(() => createVaultPorts(client, vault), [client, vault])
}

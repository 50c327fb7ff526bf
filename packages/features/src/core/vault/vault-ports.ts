// The three services the vault needs, over one API client.
import type { ApiClient } from '@relais/api-client'
import { HttpKeyDirectory } from './http-key-directory.ts'
import { HttpAppServerShareSource, HttpKeyStoreService } from './http-key-store.ts'

export interface VaultPorts {
  directory: HttpKeyDirectory
  keyStore: HttpKeyStoreService
  appServerShare: HttpAppServerShareSource
}

export function createVaultPorts(client: ApiClient): VaultPorts {
  return {
    directory: new HttpKeyDirectory(client),
    keyStore: new HttpKeyStoreService(client),
    appServerShare: new HttpAppServerShareSource(client),
  }
}

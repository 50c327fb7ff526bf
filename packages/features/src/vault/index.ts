// HTTP adapters of the vault's ports, and a hook that builds them once per API client.
export { HttpKeyDirectory, KeyServiceError } from './http-key-directory.ts'
export {
  HttpAppServerShareSource,
  HttpKeyStoreService,
  type ChallengeOptions,
  type ChallengeSent,
} from './http-key-store.ts'
export { createVaultPorts, type VaultPorts } from './vault-ports.ts'
export { useVaultPorts } from './use-vault-ports.ts'
export { VaultContext, useVault, useOptionalVault } from './vault-context.tsx'

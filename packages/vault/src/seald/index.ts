// @relais/vault/seald — the vault's port over Seald, selected by configuration. Import it with a dynamic
// `import('@relais/vault/seald')` where Seald is configured: the SDK is large, and the apps' entry chunk
// must not carry it (the main entry, `@relais/vault`, never imports this one).
export { SealdVault, type SealdVaultOptions } from './seald-vault.ts'
export type { SealdAppServer, SealdAuthFactor, SealdTwoManRuleSession } from './app-server.ts'

export * from './group-names.ts'
export * from './vault-code.ts'

export * from './identifiers/index.ts'
export * from './auth/index.ts'
export * from './roles/index.ts'
export * from './pregnancy/index.ts'

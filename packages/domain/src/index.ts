export * from './identifiers/index.ts'
export * from './auth/index.ts'

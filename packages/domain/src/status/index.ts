export * from './access-policy.ts'
export * from './service-request.ts'
export * from './misc.ts'

export * from './messages.ts'
export * from './schemas.ts'
export * from './sign-in-code.ts'
export * from './errors.ts'

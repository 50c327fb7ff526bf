export * from './roles.ts'
export * from './navigation.ts'
export * from './routes.ts'

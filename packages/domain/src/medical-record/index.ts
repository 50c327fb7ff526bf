export * from './observations.ts'

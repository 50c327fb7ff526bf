export * from './checkups.ts'

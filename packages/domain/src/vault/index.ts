export * from './group-names.ts'

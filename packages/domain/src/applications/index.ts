export * from './applications.ts'
export * from './modes.ts'

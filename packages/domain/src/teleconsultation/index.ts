export * from './health-devices.ts'

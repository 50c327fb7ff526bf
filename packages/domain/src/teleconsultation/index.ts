export * from './health-devices.ts'
export * from './readings.ts'

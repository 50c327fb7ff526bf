export * from './health-devices.ts'
export * from './readings.ts'
export * from './report.ts'
export * from './billing.ts'

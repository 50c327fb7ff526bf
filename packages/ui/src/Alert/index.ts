export { Alert } from './Alert'
export type { AlertProps, AlertTone } from './Alert'
